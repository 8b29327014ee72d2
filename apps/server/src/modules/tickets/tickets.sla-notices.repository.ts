/** The SLA job's reads and marks (tables of the tickets module). */
import { and, asc, eq, inArray, isNotNull, lte, notInArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { ticketSlaNotices, tickets } from '../../db/schema';

export type SlaTarget = 'response' | 'resolution';
export type SlaNotice = 'reminder' | 'breach';

/**
 * Open tickets with a clock due before `horizon` (or past it) that still have a notice to tell: not every
 * one of their four marks is written. Ordered by the nearer due time; at most `limit`, after `afterId`.
 */
export function findSlaCandidates(db: DbOrTx, horizon: Date, afterId: number, limit: number) {
  const told = db
    .select({ n: sql<number>`count(*)` })
    .from(ticketSlaNotices)
    .where(eq(ticketSlaNotices.ticketId, tickets.id));
  return db
    .select({ id: tickets.id })
    .from(tickets)
    .where(
      and(
        sql`${tickets.id} > ${afterId}`,
        notInArray(tickets.status, ['resolved', 'closed']),
        or(
          and(isNotNull(tickets.responseDueAt), lte(tickets.responseDueAt, horizon)),
          and(isNotNull(tickets.resolutionDueAt), lte(tickets.resolutionDueAt, horizon)),
        ),
        sql`(${told}) < 4`,
      ),
    )
    .orderBy(asc(tickets.id))
    .limit(limit);
}

/** The ticket the job tells about, locked against its moves and against another run of the job. */
export async function lockTicketForNotice(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: tickets.id,
      ticketNo: tickets.ticketNo,
      title: tickets.title,
      status: tickets.status,
      site: tickets.site,
      companyId: tickets.companyId,
      assigneeId: tickets.assigneeId,
    })
    .from(tickets)
    .where(eq(tickets.id, id))
    .for('update');
  return row;
}

/** The marks already written for a ticket. */
export async function findTold(db: DbOrTx, ticketId: number): Promise<Set<string>> {
  const rows = await db
    .select({ target: ticketSlaNotices.target, notice: ticketSlaNotices.notice })
    .from(ticketSlaNotices)
    .where(eq(ticketSlaNotices.ticketId, ticketId));
  return new Set(rows.map((r) => `${r.target}:${r.notice}`));
}

/** Writes a mark; answers false when it was there already (told by another run). */
export async function markTold(
  db: DbOrTx,
  row: { ticketId: number; target: SlaTarget; notice: SlaNotice; dueAt: Date; toldAt: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(ticketSlaNotices)
    .values(row)
    .onConflictDoNothing()
    .returning({ ticketId: ticketSlaNotices.ticketId });
  return inserted.length > 0;
}

/** The marks of some tickets (tests and the demo read them). */
export function findNoticesOf(db: DbOrTx, ticketIds: number[]) {
  return db.select().from(ticketSlaNotices).where(inArray(ticketSlaNotices.ticketId, ticketIds));
}
