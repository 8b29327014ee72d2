/**
 * The report's review as a kind of process (the approval engine in `../processes`): what its
 * conditions may test, how its people resolve, and what each outcome does to the report, through the
 * report's own transition table, in the engine's transaction.
 */
import type { ProcessKindRegistration, ProcessSubject } from '../processes';
import { oneStepByPermission } from '../processes';
import { permissions, reportTransitions } from '@portal/contract';
import { recordNotFound, refused } from '../../core/app-error';
import type { Principal } from '../../core/principal';
import { mayTakeRule, transition } from '../../core/transitions';
import type { DbOrTx } from '../../db/database';
import { findReviewSubject } from './opportunity-reports.process.repository';
import * as repo from './opportunity-reports.repository';
import {
  approveReportLocked,
  rejectReportLocked,
  reportProcessKind,
} from './opportunity-reports.review.service';
import { modifies } from './opportunity-reports.rules';

async function readSubject(tx: DbOrTx, id: number): Promise<ProcessSubject | null> {
  const row = await findReviewSubject(tx, id);
  if (!row) return null;
  return {
    no: row.reportNo,
    title: row.projectName,
    companyId: row.companyId,
    ownerId: row.reporterId,
    channelManagerId: row.channelManagerId,
    values: {
      amount: row.reportingAmount,
      productLine: row.productLineCode,
      region: row.region,
      partnerTier: row.tier,
    },
  };
}

/** submitted → withdrawn on a report, by the reporting company's users only (the report's own withdraw). */
export async function withdrawReportLocked(
  tx: DbOrTx,
  id: number,
  principal: Principal,
  sentVersion?: number,
): Promise<void> {
  const report = await repo.lockReport(tx, id);
  if (!report) throw recordNotFound();
  if (!mayTakeRule(reportTransitions.withdraw, principal)) throw refused('report.error.withdrawPartnerOnly');
  await transition(
    tx,
    repo.reportEntity,
    {
      table: reportTransitions,
      action: 'withdraw',
      record: { id: report.id, state: report.status, version: report.rowVersion },
      sentVersion,
      principal,
      allowed: modifies(report, principal),
      refusal: 'report.error.notWithdrawable',
      refusalParams: { reportNo: report.reportNo },
    },
    (to) => repo.updateReport(tx, report.id, { status: to }),
  );
}

/** The report review, a kind of process the module hands to the engine (opportunity-reports.module.ts). */
export const reportProcess: ProcessKindRegistration = {
  kind: reportProcessKind,
  fields: ['amount', 'productLine', 'region', 'partnerTier'],
  approvers: ['role', 'permission', 'owner', 'channelManager', 'user'],
  defaultSteps: oneStepByPermission(
    { cn: '商机报备审核', en: 'Opportunity report review', kr: '영업 기회 등록 검토' },
    permissions.opportunityReview,
  ),
  read: readSubject,
  onApproved: (tx, id, { principal, comment, lang }) => approveReportLocked(tx, id, principal, comment, lang),
  onRejected: (tx, id, { principal, comment }) => rejectReportLocked(tx, id, principal, comment),
  onWithdrawn: (tx, id, { principal }) => withdrawReportLocked(tx, id, principal),
};
