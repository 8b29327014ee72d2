/**
 * The SLA job (`ticketSlaNoticeJob`): for each open ticket, a reminder when a quarter of a running clock's
 * target is left (`ticketResponseDueSoon`, `ticketResolutionDueSoon`) and a notice when it has passed its
 * target (`ticketResponseBreached`, `ticketResolutionBreached`), each once per ticket and clock: the mark
 * (`ticket_sla_notices`) is written in the transaction that tells, under the ticket's row lock, so two runs
 * at once (two server processes) never repeat one. Notices are told only inside the working hours of the
 * ticket's site (its business calendar): a breach at 02:00 is told when the next working period starts.
 * Driven by the time the job is given (a fake clock in tests).
 */
import type { NoticeKind, TicketSite } from '@portal/contract';
import { permissions } from '@portal/contract';
import type { ScheduledJob } from '../../core/jobs';
import type { Database, DbOrTx } from '../../db/database';
import { findActiveUsersWithPermission } from '../identity';
import { notify } from '../notifications';
import { compileCalendar } from './business-calendar';
import type { ComputedClock } from './sla-clock';
import type { SlaNotice, SlaTarget } from './tickets.sla-notices.repository';
import * as marks from './tickets.sla-notices.repository';
import { ticketSlaAt } from './tickets.service';

/** A reminder once this share of a clock's target is left. */
export const reminderShare = 0.25;
/** Tickets whose cached due time is further than this are not read (a quarter of any target is shorter). */
const horizonMs = 30 * 86_400_000;
const batch = 200;

const kinds: Record<SlaTarget, Record<SlaNotice, NoticeKind>> = {
  response: { reminder: 'ticketResponseDueSoon', breach: 'ticketResponseBreached' },
  resolution: { reminder: 'ticketResolutionDueSoon', breach: 'ticketResolutionBreached' },
};

/** What a running clock calls for at `now`: its breach, its reminder, or nothing. */
export function slaNoticeDue(clock: ComputedClock): { notice: SlaNotice; at: number } | null {
  if (clock.state !== 'running' || clock.targetMs === 0) return null;
  if (clock.breachedAt !== null) return { notice: 'breach', at: clock.breachedAt };
  const left = clock.targetMs - clock.elapsedMs;
  if (clock.dueAt !== null && left <= clock.targetMs * reminderShare)
    return { notice: 'reminder', at: clock.dueAt };
  return null;
}

/** Whether `now` falls in a working period of the site's calendar. */
function inWorkingHours(rules: Parameters<typeof compileCalendar>[0], now: number): boolean {
  return compileCalendar(rules).businessBetween(now, now + 60_000) > 0;
}

/** Who is told: the ticket's assignee, or else (nobody has taken it) the staff who handle tickets. */
async function recipientsOf(tx: DbOrTx, assigneeId: number | null): Promise<number[]> {
  if (assigneeId !== null) return [assigneeId];
  return findActiveUsersWithPermission(tx, permissions.ticketHandle);
}

/** Tells one locked ticket's due notices; answers how many notices (per clock) were told. */
async function tellTicket(tx: DbOrTx, id: number, now: Date): Promise<number> {
  const ticket = await marks.lockTicketForNotice(tx, id);
  if (!ticket || ticket.status === 'resolved' || ticket.status === 'closed') return 0;
  const { sla, rules } = await ticketSlaAt(tx, id, ticket.site as TicketSite, now.getTime());
  if (!inWorkingHours(rules, now.getTime())) return 0;
  const told = await marks.findTold(tx, id);
  let count = 0;
  for (const target of ['response', 'resolution'] as const) {
    const due = slaNoticeDue(sla[target]);
    if (!due || told.has(`${target}:${due.notice}`)) continue;
    // A breach already told makes a late reminder pointless.
    if (due.notice === 'reminder' && told.has(`${target}:breach`)) continue;
    const at = new Date(due.at);
    if (!(await marks.markTold(tx, { ticketId: id, target, notice: due.notice, dueAt: at, toldAt: now })))
      continue;
    await notify(tx, await recipientsOf(tx, ticket.assigneeId), {
      kind: kinds[target][due.notice],
      subjectKind: 'ticket',
      subjectId: id,
      params: { no: ticket.ticketNo, title: ticket.title, until: at.toISOString() },
      companyId: ticket.companyId,
    });
    count += 1;
  }
  return count;
}

/** Tells every SLA reminder and breach due at `now`; answers how many were told. */
export async function tellSlaNotices(db: Database, now: Date): Promise<number> {
  const horizon = new Date(now.getTime() + horizonMs);
  let total = 0;
  let afterId = 0;
  for (;;) {
    const ids = (await marks.findSlaCandidates(db, horizon, afterId, batch)).map((row) => row.id);
    for (const id of ids) total += await db.transaction((tx) => tellTicket(tx, id, now));
    if (ids.length < batch) return total;
    afterId = ids[ids.length - 1]!;
  }
}

/** The SLA job: every five minutes (a notice is told at most five minutes after it is due). */
export const ticketSlaNoticeJob: ScheduledJob = {
  name: 'ticket-sla-notices',
  cron: '*/5 * * * *',
  run: async ({ db, now }) => ({ told: await tellSlaNotices(db, now) }),
};
