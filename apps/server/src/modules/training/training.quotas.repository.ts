/**
 * Seat quotas per company: Drizzle queries (each takes `db` or `tx`). Every count moves by a guarded
 * UPDATE, so concurrent callers can never hold or assign more seats than there are (never a read, then a
 * write); the checks on `training_sessions` and `training_session_quotas` keep them within bounds whatever runs.
 */
import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { companies, trainingSessionQuotas, trainingSessions } from '../../db/schema';

/** A company's quota on a session, locked. */
export async function lockQuota(tx: DbOrTx, sessionId: number, companyId: number) {
  const [row] = await tx
    .select({
      seats: trainingSessionQuotas.seats,
      assigned: trainingSessionQuotas.assigned,
      releasedAt: trainingSessionQuotas.releasedAt,
    })
    .from(trainingSessionQuotas)
    .where(
      and(eq(trainingSessionQuotas.sessionId, sessionId), eq(trainingSessionQuotas.companyId, companyId)),
    )
    .for('update');
  return row;
}

/**
 * Changes the seats held on a session by `delta` (a quota set, raised or lowered), if the capacity allows
 * it and registration is open. Answers whether it did.
 */
export async function changeHeldSeats(tx: DbOrTx, sessionId: number, delta: number): Promise<boolean> {
  const rows = await tx
    .update(trainingSessions)
    .set({ seatsHeld: sql`${trainingSessions.seatsHeld} + ${delta}` })
    .where(
      and(
        eq(trainingSessions.id, sessionId),
        sql`${trainingSessions.seatsTaken} + ${trainingSessions.seatsHeld} + ${delta} <= ${trainingSessions.capacity}`,
        sql`${trainingSessions.seatsHeld} + ${delta} >= 0`,
        sql`${trainingSessions.registrationDeadline} > now()`,
      ),
    )
    .returning({ id: trainingSessions.id });
  return rows.length > 0;
}

export async function upsertQuota(
  tx: DbOrTx,
  values: { sessionId: number; companyId: number; seats: number; updatedBy: number },
) {
  await tx
    .insert(trainingSessionQuotas)
    .values(values)
    .onConflictDoUpdate({
      target: [trainingSessionQuotas.sessionId, trainingSessionQuotas.companyId],
      set: { seats: values.seats, updatedBy: values.updatedBy, updatedAt: new Date() },
    });
}

export async function deleteQuota(tx: DbOrTx, sessionId: number, companyId: number) {
  await tx
    .delete(trainingSessionQuotas)
    .where(
      and(eq(trainingSessionQuotas.sessionId, sessionId), eq(trainingSessionQuotas.companyId, companyId)),
    );
}

/**
 * Assigns `count` held seats of a company's live quota: one guarded UPDATE of the quota (never more than
 * its seats), then the session's counts move from held to taken. Answers whether the quota had them.
 * (The caller holds the session's row.)
 */
export async function assignHeldSeats(
  tx: DbOrTx,
  sessionId: number,
  companyId: number,
  count: number,
): Promise<boolean> {
  const rows = await tx
    .update(trainingSessionQuotas)
    .set({ assigned: sql`${trainingSessionQuotas.assigned} + ${count}`, updatedAt: new Date() })
    .where(
      and(
        eq(trainingSessionQuotas.sessionId, sessionId),
        eq(trainingSessionQuotas.companyId, companyId),
        isNull(trainingSessionQuotas.releasedAt),
        sql`${trainingSessionQuotas.assigned} + ${count} <= ${trainingSessionQuotas.seats}`,
      ),
    )
    .returning({ seats: trainingSessionQuotas.seats });
  if (rows.length === 0) return false;
  await moveSeats(tx, sessionId, count);
  return true;
}

/**
 * Gives a held-seat registration's seat back to its company's quota, if the quota still lasts (not
 * released). Answers whether it did; if not, the seat is the general pool's (the waiting list's).
 */
export async function returnHeldSeat(tx: DbOrTx, sessionId: number, companyId: number): Promise<boolean> {
  const rows = await tx
    .update(trainingSessionQuotas)
    .set({ assigned: sql`${trainingSessionQuotas.assigned} - 1`, updatedAt: new Date() })
    .where(
      and(
        eq(trainingSessionQuotas.sessionId, sessionId),
        eq(trainingSessionQuotas.companyId, companyId),
        isNull(trainingSessionQuotas.releasedAt),
        gt(trainingSessionQuotas.assigned, 0),
      ),
    )
    .returning({ seats: trainingSessionQuotas.seats });
  if (rows.length === 0) return false;
  await moveSeats(tx, sessionId, -1);
  return true;
}

/** Moves `count` seats from held to taken (negative: back from taken to held). */
async function moveSeats(tx: DbOrTx, sessionId: number, count: number) {
  await tx
    .update(trainingSessions)
    .set({
      seatsTaken: sql`${trainingSessions.seatsTaken} + ${count}`,
      seatsHeld: sql`${trainingSessions.seatsHeld} - ${count}`,
    })
    .where(eq(trainingSessions.id, sessionId));
}

/** The active partner companies a session is for (its audience), by name: those a quota may be set for. */
export async function audienceCompanies(db: DbOrTx, sessionId: number) {
  return db
    .select({ id: companies.id, name: companies.name, nameEn: companies.nameEn, nameKr: companies.nameKr })
    .from(companies)
    .innerJoin(trainingSessions, eq(trainingSessions.id, sessionId))
    .where(and(eq(companies.status, 'active'), companyInAudience()))
    .orderBy(asc(companies.name), asc(companies.id));
}

/** Whether the company (`companies`) is in the session's (`training_sessions`) audience. */
const companyInAudience = () =>
  and(
    sql`(cardinality(${trainingSessions.audienceCompanyTypes}) = 0 OR EXISTS (SELECT 1 FROM company_types ct
      WHERE ct.company_id = ${companies.id} AND ct.type_code = ANY(${trainingSessions.audienceCompanyTypes})))`,
    sql`(cardinality(${trainingSessions.audienceTiers}) = 0 OR ${companies.companyRole} = ANY(${trainingSessions.audienceTiers}))`,
  );

/** The company, if it is active and in the session's audience. */
export async function findAudienceCompany(db: DbOrTx, sessionId: number, companyId: number) {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .innerJoin(trainingSessions, eq(trainingSessions.id, sessionId))
    .where(and(eq(companies.id, companyId), eq(companies.status, 'active'), companyInAudience()));
  return row;
}

/**
 * Sessions whose registration deadline has passed by `now` and which still have a quota not released,
 * locked (`SKIP LOCKED`: a run working at the same time takes the others).
 */
export function lockSessionsToRelease(tx: DbOrTx, now: Date, limit: number) {
  return tx
    .select({ id: trainingSessions.id })
    .from(trainingSessions)
    .where(
      and(
        lte(trainingSessions.registrationDeadline, now),
        sql`EXISTS (SELECT 1 FROM training_session_quotas q
          WHERE q.session_id = ${trainingSessions.id} AND q.released_at IS NULL)`,
      ),
    )
    .orderBy(asc(trainingSessions.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Marks a session's live quotas released; answers them as they were. */
export async function releaseQuotas(tx: DbOrTx, sessionId: number, now: Date) {
  return tx
    .update(trainingSessionQuotas)
    .set({ releasedAt: now, updatedAt: now })
    .where(and(eq(trainingSessionQuotas.sessionId, sessionId), isNull(trainingSessionQuotas.releasedAt)))
    .returning({
      companyId: trainingSessionQuotas.companyId,
      seats: trainingSessionQuotas.seats,
      assigned: trainingSessionQuotas.assigned,
      updatedBy: trainingSessionQuotas.updatedBy,
    });
}

/** Lowers the session's held seats by `count` (released) and raises the seats taken by `seated`. */
export async function unholdSeats(tx: DbOrTx, sessionId: number, count: number, seated: number) {
  await tx
    .update(trainingSessions)
    .set({
      seatsHeld: sql`${trainingSessions.seatsHeld} - ${count}`,
      seatsTaken: sql`${trainingSessions.seatsTaken} + ${seated}`,
    })
    .where(eq(trainingSessions.id, sessionId));
}
