import { recordCompanyName } from '@portal/contract';
import type { ApproveReportBody, Language, RejectReportBody, ReportInfo } from '@portal/contract';
import { limits, reportTransitions } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { recordNotFound, refused } from '../../core/app-error';
import type { Principal } from '../../core/principal';
import { checkTransition, recordTransition, transition } from '../../core/transitions';
import type { Database } from '../../db/database';
import { createOpportunity } from '../opportunities';
import * as conflictsRepo from './opportunity-reports.conflicts.repository';
import * as repo from './opportunity-reports.repository';
import { readReport } from './opportunity-reports.service';

/** Advisory lock namespace (two-key form): a customer's registrations of one product line. */
const customerLockSpace = 727_274_102;

/** A timestamp shown inside a message: YYYY-MM-DD HH:mm:ss (UTC). */
const shownTime = (value: Date) => value.toISOString().slice(0, 19).replace('T', ' ');

/** The reviewers' side: approve (which creates the opportunity) or reject a submitted report. */
export class OpportunityReportReviewService {
  constructor(private readonly db: Database) {}

  /**
   * submitted → approved: creates the business opportunity (stage design, protected for
   * limits.protectionDays) with its equipment. Refused while another partner's protection runs, the
   * message naming that partner in the reader's language.
   */
  async approve(body: ApproveReportBody, principal: Principal, lang: Language): Promise<ReportInfo> {
    return this.db.transaction(async (tx) => {
      const report = await repo.lockReport(tx, body.id);
      if (!report) throw recordNotFound();
      const to = checkTransition({
        table: reportTransitions,
        action: 'approve',
        record: { id: report.id, state: report.status, version: report.rowVersion },
        sentVersion: body.rowVersion,
        principal,
        refusal: 'report.error.notReviewable',
        refusalParams: { reportNo: report.reportNo },
      });
      if (report.customerCreditCode && report.productLineCode) {
        // Two approvals of one customer and product line wait for each other: the first wins.
        await tx.execute(
          sql`SELECT pg_advisory_xact_lock(${customerLockSpace},
            hashtext(${report.customerCreditCode} || '|' || ${report.productLineCode}))`,
        );
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
        comment: body.comment,
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
          protectedUntil: new Date(Date.now() + limits.protectionDays * 86_400_000),
          equipment: lines.map((line) => ({
            equipmentModelId: line.equipmentModelId,
            kind: line.kind,
            quantity: line.quantity,
          })),
        },
        principal.userId,
        report.reportNo,
      );
      return readReport(tx, report.id, principal);
    });
  }

  /** submitted → rejected, with the reason. */
  async reject(body: RejectReportBody, principal: Principal): Promise<ReportInfo> {
    return this.db.transaction(async (tx) => {
      const report = await repo.lockReport(tx, body.id);
      if (!report) throw recordNotFound();
      await transition(
        tx,
        repo.reportEntity,
        {
          table: reportTransitions,
          action: 'reject',
          record: { id: report.id, state: report.status, version: report.rowVersion },
          sentVersion: body.rowVersion,
          principal,
          refusal: 'report.error.notReviewable',
          refusalParams: { reportNo: report.reportNo },
          comment: body.reason,
        },
        (to) =>
          repo.updateReport(tx, report.id, {
            status: to,
            decidedAt: new Date(),
            decidedBy: principal.userId,
            rejectReason: body.reason,
          }),
      );
      return readReport(tx, report.id, principal);
    });
  }
}
