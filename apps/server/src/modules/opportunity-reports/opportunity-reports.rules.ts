import type { ReportAction, ReportListItem, ReportStatus } from '@portal/contract';
import { permissions, reportTransitions, transitionAllowed } from '@portal/contract';
import type { Principal } from '../../core/principal';
import { availableActions } from '../../core/transitions';
import type { ReportListRow } from './opportunity-reports.repository';

/**
 * The module's own rules on top of the transition table: who sees a report, who changes it, and what
 * each reader may do with it now.
 */

/** Whether the caller may see a report at all: staff see all, a partner its own company's. */
export function visible(report: { companyId: number }, principal: Principal): boolean {
  if (principal.kind === 'internal') return true;
  return principal.companyId !== null && report.companyId === principal.companyId;
}

/** Whether the caller may change a report: its company's users, or the staff member who filed it. */
export function modifies(report: { companyId: number; reporterId: number }, principal: Principal): boolean {
  if (principal.kind === 'partner') return principal.companyId === report.companyId;
  return report.reporterId === principal.userId;
}

/** Whether the caller reviews reports (and so sees their conflicts). */
export function isReviewer(principal: Principal): boolean {
  return principal.kind === 'internal' && principal.permissions.has(permissions.opportunityReview);
}

/** Whether a report waits for a reviewer (the states approval starts from): its conflicts matter then. */
export function awaitsReview(status: ReportStatus): boolean {
  return transitionAllowed(reportTransitions, 'approve', status);
}

/**
 * The module's rule for `availableActions`: the changes of the reporting side (edit, submit,
 * withdraw, discard) belong to whoever `modifies` the report; approval waits while another partner's
 * protection of the customer and product line runs.
 */
export function reportRule(
  report: { companyId: number; reporterId: number },
  principal: Principal,
  approvalBlocked: boolean,
): (action: ReportAction) => boolean {
  return (action) => {
    switch (action) {
      case 'edit':
      case 'submit':
      case 'withdraw':
      case 'discard':
        return modifies(report, principal);
      case 'approve':
        return !approvalBlocked;
      case 'reject':
        return true;
    }
  };
}

/** The actions the caller may take on a report now: what the server answers with each report. */
export function actionsOf(
  report: { status: ReportStatus; companyId: number; reporterId: number },
  principal: Principal,
  approvalBlocked: boolean,
): ReportAction[] {
  return availableActions(
    reportTransitions,
    report.status,
    principal,
    reportRule(report, principal, approvalBlocked),
  );
}

export const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** A list row as the contract answers it, with its reader's actions. */
export function toListItem(
  row: ReportListRow,
  principal: Principal,
  flags: { conflict: boolean; approvalBlocked: boolean } = { conflict: false, approvalBlocked: false },
): ReportListItem {
  return {
    id: row.id,
    reportNo: row.reportNo,
    status: row.status,
    projectName: row.projectName,
    customerName: row.customerName,
    customerCreditCode: row.customerCreditCode,
    customerCountry: row.customerCountry,
    productLineCode: row.productLineCode || null,
    amount: row.amount,
    currency: row.currency,
    rate: row.rate,
    expectedCloseDate: row.expectedCloseDate,
    companyId: row.companyId,
    companyName: row.companyName,
    companyNameEn: row.companyNameEn,
    companyNameKr: row.companyNameKr,
    reporterId: row.reporterId,
    reporterName: row.reporterName,
    createdAt: row.createdAt.toISOString(),
    submittedAt: iso(row.submittedAt),
    conflict: flags.conflict,
    actions: actionsOf(row, principal, flags.approvalBlocked),
    rowVersion: row.rowVersion,
  };
}
