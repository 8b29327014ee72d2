import { recordCompanyName } from '@portal/contract';
import type {
  ApproveReportBody,
  Language,
  ProcessKind,
  RejectReportBody,
  ReportInfo,
} from '@portal/contract';
import { reportTransitions } from '@portal/contract';
import { recordNotFound, refused } from '../../core/app-error';
import { lockForTransaction } from '../../core/locks';
import type { Principal } from '../../core/principal';
import { checkTransition, recordTransition, transition } from '../../core/transitions';
import type { Database, DbOrTx } from '../../db/database';
import { createOpportunity } from '../opportunities';
import type { ProcessKindRegistration } from '../processes';
import { actOnSubject } from '../processes';
import { systemSettingsOf } from '../system-settings';
import * as conflictsRepo from './opportunity-reports.conflicts.repository';
import * as repo from './opportunity-reports.repository';
import { readReport } from './opportunity-reports.service';

/** The kind of the report's review process. */
export const reportProcessKind = 'opportunityReport' satisfies ProcessKind;

/** Advisory lock namespace (two-key form): a customer's registrations of one product line. */
const customerLockSpace = 727_274_102;

/** A timestamp shown inside a message: YYYY-MM-DD HH:mm:ss (UTC). */
const shownTime = (value: Date) => value.toISOString().slice(0, 19).replace('T', ' ');

/**
 * submitted → approved on a locked report, when its process completes: creates the business opportunity
 * (stage design, protected for the system setting's protection days) with its equipment. Refused while another
 * partner's protection runs, the message naming that partner in the reader's language.
 */
export async function approveReportLocked(
  tx: DbOrTx,
  reportId: number,
  principal: Principal,
  comment: string | null,
  lang: Language,
): Promise<void> {
  const report = await repo.lockReport(tx, reportId);
  if (!report) throw recordNotFound();
  const to = checkTransition({
    table: reportTransitions,
    action: 'approve',
    record: { id: report.id, state: report.status },
    principal,
    refusal: 'report.error.notReviewable',
    refusalParams: { reportNo: report.reportNo },
  });
  if (report.customerCreditCode && report.productLineCode) {
    // Two approvals of one customer and product line wait for each other: the first wins.
    await lockForTransaction(tx, customerLockSpace, `${report.customerCreditCode}|${report.productLineCode}`);
    const protections = await conflictsRepo.findProtections(
      tx,
      report.customerCreditCode,
      report.productLineCode,
      report.companyId,
    );
    // The module's rule (`reportRule`): approval waits for another partner's running protection.
    const first = protections[0];
    if (first?.protectedUntil)
      throw refused('report.error.protected', {
        company: recordCompanyName(first, lang),
        until: shownTime(first.protectedUntil),
      });
  }
  await repo.updateReport(tx, report.id, {
    status: to,
    decidedAt: new Date(),
    decidedBy: principal.userId,
  });
  await recordTransition(tx, repo.reportEntity, {
    id: report.id,
    action: 'approve',
    from: report.status,
    to,
    actorId: principal.userId,
    comment,
  });
  // The opportunity, with the report's equipment and its protection, is the opportunities module's.
  const approved = (await repo.findReportById(tx, report.id))!;
  const lines = await repo.findReportLines(tx, report.id);
  await createOpportunity(
    tx,
    {
      sourceReportId: report.id,
      companyId: approved.companyId,
      projectName: approved.projectName,
      customerName: approved.customerName,
      customerCreditCode: approved.customerCreditCode,
      customerCountry: approved.customerCountry,
      customerRegion: approved.customerRegion,
      productLineCode: approved.productLineCode,
      amount: approved.amount,
      currency: approved.currency,
      expectedCloseDate: approved.expectedCloseDate,
      protectedUntil: new Date(Date.now() + (await systemSettingsOf(tx)).protectionDays * 86_400_000),
      equipment: lines.map((line) => ({
        equipmentModelId: line.equipmentModelId,
        kind: line.kind,
        quantity: line.quantity,
      })),
    },
    principal.userId,
    report.reportNo,
  );
}

/** submitted → rejected on a locked report, with the reason, when its process is rejected. */
export async function rejectReportLocked(
  tx: DbOrTx,
  reportId: number,
  principal: Principal,
  reason: string | null,
): Promise<void> {
  const report = await repo.lockReport(tx, reportId);
  if (!report) throw recordNotFound();
  await transition(
    tx,
    repo.reportEntity,
    {
      table: reportTransitions,
      action: 'reject',
      record: { id: report.id, state: report.status },
      principal,
      refusal: 'report.error.notReviewable',
      refusalParams: { reportNo: report.reportNo },
      comment: reason,
    },
    (to) =>
      repo.updateReport(tx, report.id, {
        status: to,
        decidedAt: new Date(),
        decidedBy: principal.userId,
        rejectReason: reason,
      }),
  );
}

/**
 * The reviewers' side: approve or reject a submitted report. Both are actions of the report's process
 * (the approval engine): the report's table, version and state are checked first (the same refusals as
 * ever), then the engine takes the caller's task; when the process completes or is rejected, the
 * engine's callbacks (`opportunity-reports.process.ts`) move the report in the same transaction.
 */
export class OpportunityReportReviewService {
  /** `process`: the report review's registration with the engine (opportunity-reports.process.ts). */
  constructor(
    private readonly db: Database,
    private readonly process: ProcessKindRegistration,
  ) {}

  private decide(
    action: 'approve' | 'reject',
    body: { id: number; rowVersion?: number | undefined },
    comment: string | null,
    principal: Principal,
    lang: Language,
  ): Promise<ReportInfo> {
    return this.db.transaction(async (tx) => {
      const report = await repo.lockReport(tx, body.id);
      if (!report) throw recordNotFound();
      checkTransition({
        table: reportTransitions,
        action,
        record: { id: report.id, state: report.status, version: report.rowVersion },
        sentVersion: body.rowVersion,
        principal,
        refusal: 'report.error.notReviewable',
        refusalParams: { reportNo: report.reportNo },
      });
      await actOnSubject(tx, this.process, report.id, report.reporterId, {
        action,
        principal,
        lang,
        comment,
      });
      return readReport(tx, report.id, principal);
    });
  }

  approve(body: ApproveReportBody, principal: Principal, lang: Language): Promise<ReportInfo> {
    return this.decide('approve', body, body.comment ?? null, principal, lang);
  }

  reject(body: RejectReportBody, principal: Principal, lang: Language = 'en'): Promise<ReportInfo> {
    return this.decide('reject', body, body.reason, principal, lang);
  }
}
