/**
 * One deal, one order, and every hand-off told. A planning quotation's formal quotation is placed here:
 * at most one is live (issued or accepted) per planning quotation, a later one replaces the previous as
 * its next version. And the notices of a quotation's hand-offs: issued to the partner, a partner's
 * question, acceptance and request for an additional quotation to planning and sales.
 */
import type { NoticeKind, QuotationKind } from '@portal/contract';
import { refused } from '../../core/app-error';
import type { DbOrTx } from '../../db/database';
import { activePartnerUserIds, notify } from '../notifications';
import { isLive, lockFormalsOfPlanning } from './quotations.deal.repository';
import type { QuotationFilters, QuotationRow } from './quotations.repository';
import { countQuotations } from './quotations.repository';

/** Where a new formal quotation of `planning` goes: a new number, or the next version of the previous one. */
export interface FormalPlace {
  /** The formal quotation it replaces (its next version), if any. */
  previous?: { id: number; quotationNo: string; version: number; rootId: number };
}

/**
 * Checks that the approved planning version may be issued as a formal quotation now and answers where the
 * new one goes. Refused while a formal quotation of this version is live or one of any version was
 * accepted (the deal has its order); the previous one (declined, expired, or issued of an earlier version)
 * is locked and replaced: its next version is the new one, so it can no longer be accepted.
 */
export async function placeFormal(
  tx: DbOrTx,
  planning: Pick<QuotationRow, 'id' | 'rootId'>,
): Promise<FormalPlace> {
  const formals = await lockFormalsOfPlanning(tx, planning.rootId ?? planning.id);
  const accepted = formals.find((formal) => formal.status === 'accepted');
  if (accepted) throw refused('quotation.refused.formalAccepted', { no: accepted.quotationNo });
  const live = formals.find((formal) => isLive(formal.status) && formal.sourceQuotationId === planning.id);
  if (live) throw refused('quotation.refused.formalLive', { no: live.quotationNo });
  const previous = formals[0];
  return previous
    ? {
        previous: {
          id: previous.id,
          quotationNo: previous.quotationNo,
          version: previous.version,
          rootId: previous.rootId ?? previous.id,
        },
      }
    : {};
}

type Told = Pick<
  QuotationRow,
  'id' | 'quotationNo' | 'partnerCompanyId' | 'planningOwnerId' | 'customerName' | 'projectName'
>;

const event = (row: Told, kind: NoticeKind, extra: { order?: string } = {}) => ({
  kind,
  subjectKind: 'customerQuotation' as const,
  subjectId: row.id,
  params: { no: row.quotationNo, title: row.projectName || row.customerName, ...extra },
  companyId: row.partnerCompanyId,
});

/** A quotation issued to the partner: its company's users are told. */
export async function tellIssued(tx: DbOrTx, row: Told, actorId: number) {
  await notify(
    tx,
    await activePartnerUserIds(tx, row.partnerCompanyId),
    event(row, 'quotationIssued'),
    actorId,
  );
}

/** A partner accepted: the planner and the sales owner are told of the order it created. */
export async function tellAccepted(
  tx: DbOrTx,
  row: Told,
  salesOwnerId: number | null,
  orderNo: string,
  actorId: number,
) {
  const recipients = [row.planningOwnerId, salesOwnerId].filter((id): id is number => id !== null);
  await notify(tx, recipients, event(row, 'quotationAccepted', { order: orderNo }), actorId);
}

/** A partner asked a question: the planner of the quotation is told. */
export async function tellAsked(tx: DbOrTx, row: Told, actorId: number) {
  if (row.planningOwnerId !== null)
    await notify(tx, [row.planningOwnerId], { ...event(row, 'qaAsked'), subjectKind: 'quotation' }, actorId);
}

/** A partner requested an additional quotation: the opportunity's planning owner is told. */
export async function tellRequested(tx: DbOrTx, row: Told, actorId: number) {
  if (row.planningOwnerId !== null)
    await notify(tx, [row.planningOwnerId], event(row, 'additionalRequested'), actorId);
}

/**
 * The quotations of a kind that wait on planning (a partner's unanswered question, a requested additional
 * quotation), of the opportunities `planningOwnerId` plans (null: every planner's), counted as the list the
 * home page's to-do opens counts them (the same filters, the latest versions).
 */
export function countWaitingOnPlanning(
  db: DbOrTx,
  kind: QuotationKind,
  filters: Pick<QuotationFilters, 'status' | 'unanswered' | 'planningOwnerId'>,
): Promise<number> {
  return countQuotations(db, { kind: [kind], allVersions: false, ...filters });
}
