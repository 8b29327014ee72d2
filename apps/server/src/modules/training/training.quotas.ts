/**
 * Seat quotas per company (docs/areas/training.md, "Seat quotas"). Staff hold seats of a session for a
 * partner company; its administrator assigns them to its people later (`register` with `heldSeat`), through
 * the same approval as any registration. A cancelled or rejected held-seat registration gives its seat back
 * to the company's quota while the quota lasts. At the registration deadline the job below releases the
 * quotas: their unassigned seats return to the general pool and move the waiting list up.
 *
 * The seat freed by a cancel or a reject: `giveSeatBack` (training.approval.ts).
 *
 * The counts: `training_sessions.seats_held` is the sum of the live quotas' unassigned seats, and
 * `seats_taken + seats_held <= capacity` (a check). Each count moves by a guarded UPDATE, never a read then
 * a write; every writer holds the session's row first, then the quota's.
 */
import type { Language, SaveQuotaBody, TrainingPerson } from '@portal/contract';
import { partnerCompanyName, permissions } from '@portal/contract';
import { recordNotFound, refused } from '../../core/app-error';
import { insertAuditEntries, insertAuditEntry } from '../../core/audit';
import type { ScheduledJob } from '../../core/jobs';
import type { Principal } from '../../core/principal';
import { sweepInBatches } from '../../core/sweep';
import type { Database, DbOrTx } from '../../db/database';
import { seatFirstWaiting } from './training.approval';
import * as quotas from './training.quotas.repository';
import * as repo from './training.registrations.repository';
import * as sessions from './training.repository';

const key = (sessionId: number, companyId: number) => `${sessionId}:${companyId}`;

/**
 * Sets a company's quota on a session (0 removes one nothing was assigned from). Raising it needs free seats
 * of the general pool; lowering it stops at what is already assigned, and the seats it frees go to the
 * waiting list first.
 */
export async function saveQuota(
  db: Database,
  body: SaveQuotaBody,
  principal: Principal,
  lang: Language,
): Promise<void> {
  await db.transaction(async (tx) => {
    const session = await sessions.lockSession(tx, body.sessionId);
    if (!session) throw recordNotFound();
    if (!session.open) throw refused('training.error.quotaClosed');
    if (!(await quotas.findAudienceCompany(tx, body.sessionId, body.companyId)))
      throw refused('training.error.quotaCompany');
    const current = await quotas.lockQuota(tx, body.sessionId, body.companyId);
    const assigned = current?.assigned ?? 0;
    if (body.seats < assigned) throw refused('training.error.quotaBelowAssigned', { assigned });
    const delta = body.seats - (current?.seats ?? 0);
    if (delta === 0) return;
    if (!(await quotas.changeHeldSeats(tx, body.sessionId, delta)))
      throw refused('training.error.quotaOverCapacity', {
        free: session.capacity - session.seatsTaken - session.seatsHeld,
      });
    if (body.seats === 0) await quotas.deleteQuota(tx, body.sessionId, body.companyId);
    else
      await quotas.upsertQuota(tx, {
        sessionId: body.sessionId,
        companyId: body.companyId,
        seats: body.seats,
        updatedBy: principal.userId,
      });
    await insertAuditEntry(tx, {
      entity: 'training_session_quota',
      entityId: key(body.sessionId, body.companyId),
      action: current ? (body.seats === 0 ? 'removeQuota' : 'editQuota') : 'setQuota',
      actorId: principal.userId,
      before: current ? { seats: current.seats, assigned } : null,
      after: body.seats === 0 ? null : { seats: body.seats, assigned },
    });
    // Seats no longer held go to the waiting list first, as a raised capacity's do.
    for (let freed = -delta; freed > 0; freed--) {
      if (!(await repo.takeSeat(tx, body.sessionId))) break;
      if (!(await seatFirstWaiting(tx, body.sessionId, principal, lang))) {
        await repo.freeSeat(tx, body.sessionId);
        break;
      }
    }
  });
}

/** The companies a quota may be set for on a session: active, in its audience; named in the reader's language. */
export async function quotaCompanies(
  db: DbOrTx,
  sessionId: number,
  lang: Language,
): Promise<TrainingPerson[]> {
  const rows = await quotas.audienceCompanies(db, sessionId);
  return rows.map((row) => ({ id: row.id, name: partnerCompanyName(row, lang) }));
}

/**
 * Takes `count` held seats of the company's quota for a registration (the caller holds the session's row):
 * refused when the quota has fewer unassigned seats; never the general pool, never the waiting list.
 */
export async function takeHeldSeats(
  tx: DbOrTx,
  sessionId: number,
  companyId: number,
  count: number,
): Promise<void> {
  if (await quotas.assignHeldSeats(tx, sessionId, companyId, count)) return;
  const quota = await quotas.lockQuota(tx, sessionId, companyId);
  const left = quota && quota.releasedAt === null ? quota.seats - quota.assigned : 0;
  throw refused('training.error.quotaExceeded', { left, count });
}

/** Who the release acts as: the job, for the staff who set the quota (the waiting list's moves name it). */
function jobActor(userId: number): Principal {
  return {
    userId,
    username: 'training-quota-release',
    kind: 'internal',
    companyId: null,
    employeeId: null,
    sessionId: 'job:training-quota-release',
    roles: [],
    permissions: new Set([permissions.trainingApproval]),
  };
}

const batch = 50;

/**
 * Releases the quotas of the sessions whose registration deadline has passed by `now`: each session once
 * (its quotas marked released in the transaction that moves its seats; rows another run holds are skipped,
 * so a second run, or two server processes at once, release nothing twice). The unassigned seats go to the
 * waiting list in order (each person told, as a freed seat tells them), the rest back to the pool.
 * Answers how many sessions were released.
 */
export async function releaseDueQuotas(db: Database, now = new Date()): Promise<number> {
  return sweepInBatches(db, batch, async (tx, limit) => {
    const due = await quotas.lockSessionsToRelease(tx, now, limit);
    for (const { id } of due) {
      const released = await quotas.releaseQuotas(tx, id, now);
      const unassigned = released.reduce((sum, q) => sum + (q.seats - q.assigned), 0);
      await insertAuditEntries(
        tx,
        released.map((q) => ({
          entity: 'training_session_quota' as const,
          entityId: key(id, q.companyId),
          action: 'releaseQuota',
          actorId: null,
          before: { seats: q.seats, assigned: q.assigned, released: false },
          after: { seats: q.seats, assigned: q.assigned, released: true },
        })),
      );
      await quotas.unholdSeats(tx, id, unassigned, 0);
      const actorId = released.find((q) => q.updatedBy !== null)?.updatedBy;
      if (actorId === undefined || actorId === null) continue;
      for (let seat = 0; seat < unassigned; seat++) {
        if (!(await seatFirstWaiting(tx, id, jobActor(actorId), 'en'))) break;
        await quotas.unholdSeats(tx, id, 0, 1);
      }
    }
    return due;
  });
}

export const quotaReleaseJob: ScheduledJob = {
  name: 'training-quota-release',
  cron: '*/5 * * * *',
  run: async ({ db, now }) => ({ released: await releaseDueQuotas(db, now) }),
};
