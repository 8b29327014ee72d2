import type { SlaClock, SlaClockState, TicketPriority, TicketSla, TicketStatus } from '@portal/contract';
import type { BusinessCalendarRules, CompiledCalendar } from './business-calendar';
import { compileCalendar } from './business-calendar';

const MINUTE = 60_000;

/** The targets of an SLA policy, in business minutes, per priority. */
export type SlaTargets = Readonly<
  Record<TicketPriority, { readonly responseMinutes: number; readonly resolutionMinutes: number }>
>;

/**
 * One entry of a ticket's append-only status log, as the clock reads it: a status change, a
 * priority change, a policy change (with the targets of the new policy), or a reply the partner can
 * see (a shared comment by the service side). The first entries, at the ticket's creation, give its
 * status (new), priority and policy.
 */
export type SlaLogEntry =
  | { readonly at: number; readonly kind: 'status'; readonly status: TicketStatus }
  | { readonly at: number; readonly kind: 'priority'; readonly priority: TicketPriority }
  | { readonly at: number; readonly kind: 'policy'; readonly targets: SlaTargets }
  | { readonly at: number; readonly kind: 'sharedReply' };

/** A clock as computed: instants as ms since the epoch. */
export interface ComputedClock {
  state: SlaClockState;
  elapsedMs: number;
  targetMs: number;
  /** When the target is (or was) reached while the clock runs; null while paused or stopped. */
  dueAt: number | null;
  breachedAt: number | null;
  segments: { state: SlaClockState; from: number; to: number | null }[];
}

export interface ComputedSla {
  response: ComputedClock;
  resolution: ComputedClock;
}

const noTargets: SlaTargets = {
  urgent: { responseMinutes: 0, resolutionMinutes: 0 },
  high: { responseMinutes: 0, resolutionMinutes: 0 },
  normal: { responseMinutes: 0, resolutionMinutes: 0 },
  low: { responseMinutes: 0, resolutionMinutes: 0 },
};

interface Running {
  out: ComputedClock;
  since: number;
}

function openClock(state: SlaClockState, at: number): Running {
  return {
    out: {
      state,
      elapsedMs: 0,
      targetMs: 0,
      dueAt: null,
      breachedAt: null,
      segments: [{ state, from: at, to: null }],
    },
    since: at,
  };
}

/** Counts the business time from the clock's last instant up to `t`, noting a breach on the way. */
function advance(clock: Running, t: number, calendar: CompiledCalendar): void {
  const { out } = clock;
  if (out.state === 'running' && t > clock.since) {
    const add = calendar.businessBetween(clock.since, t);
    if (out.breachedAt === null && out.targetMs > 0 && out.elapsedMs + add >= out.targetMs) {
      out.breachedAt =
        out.elapsedMs >= out.targetMs
          ? clock.since
          : calendar.addBusiness(clock.since, out.targetMs - out.elapsedMs);
    }
    out.elapsedMs += add;
  }
  clock.since = Math.max(clock.since, t);
}

/** Moves the clock to `state` at `t` (a new segment when it changes) under the target `targetMs`. */
function settle(clock: Running, state: SlaClockState, targetMs: number, t: number): void {
  const { out } = clock;
  if (out.state === 'stopped' && state === 'stopped') return;
  out.targetMs = targetMs;
  if (state !== out.state) {
    out.segments[out.segments.length - 1]!.to = t;
    out.segments.push({ state, from: t, to: null });
    out.state = state;
  }
  // A target lowered below the time already spent (a priority raised) is breached at once.
  if (out.breachedAt === null && state !== 'stopped' && targetMs > 0 && out.elapsedMs >= targetMs) {
    out.breachedAt = t;
  }
}

function resolutionState(status: TicketStatus): SlaClockState {
  if (status === 'resolved' || status === 'closed') return 'stopped';
  return status === 'waitingForCustomer' ? 'paused' : 'running';
}

/**
 * The two SLA clocks of a ticket at instant `now`, from its status log, its site's business calendar
 * and the policies of its log. Pure: the same log, calendar and `now` give the same answer.
 *
 * - A target of 0 minutes is no target: never due, never breached.
 * - Both clocks count business minutes only (the calendar's working periods, not its holidays).
 * - Both are paused while the ticket waits for the customer.
 * - A priority or policy change changes the target, never the time already spent; a target lowered
 *   below it is breached at the change.
 * - The response clock stops at the first reply the partner can see, or when the ticket is resolved;
 *   it never starts again.
 * - The resolution clock stops when the ticket is resolved (or closed) and resumes when it is
 *   reopened, with the time spent before.
 */
export function computeSla(
  log: readonly SlaLogEntry[],
  rules: BusinessCalendarRules,
  now: number,
): ComputedSla {
  const calendar = compileCalendar(rules);
  const start = log.length > 0 ? Math.min(log[0]!.at, now) : now;
  let status: TicketStatus = 'new';
  let priority: TicketPriority = 'normal';
  let targets = noTargets;
  let responded = false;
  const response = openClock('running', start);
  const resolution = openClock('running', start);
  let last = start;
  let i = 0;
  for (;;) {
    // Entries out of order are read at the latest instant seen; entries after `now` are not read.
    const next = i < log.length ? Math.max(log[i]!.at, last) : Infinity;
    const at = Math.min(next, now);
    advance(response, at, calendar);
    advance(resolution, at, calendar);
    last = at;
    if (next > now) break;
    // Every entry of one instant is read before the clocks settle (a ticket is created with its
    // status, priority and policy at once).
    while (i < log.length && Math.max(log[i]!.at, last) === at) {
      const entry = log[i]!;
      if (entry.kind === 'status') status = entry.status;
      else if (entry.kind === 'priority') priority = entry.priority;
      else if (entry.kind === 'policy') targets = entry.targets;
      else responded = true;
      i += 1;
    }
    const resolutionNow = resolutionState(status);
    if (resolutionNow === 'stopped') responded = true;
    settle(response, responded ? 'stopped' : resolutionNow, targets[priority].responseMinutes * MINUTE, at);
    settle(resolution, resolutionNow, targets[priority].resolutionMinutes * MINUTE, at);
  }
  for (const clock of [response, resolution]) {
    const { out } = clock;
    out.dueAt =
      out.state !== 'running' || out.targetMs === 0
        ? null
        : (out.breachedAt ?? calendar.addBusiness(now, out.targetMs - out.elapsedMs));
  }
  return { response: response.out, resolution: resolution.out };
}

const iso = (t: number | null): string | null => (t === null ? null : new Date(t).toISOString());

function toClock(clock: ComputedClock): SlaClock {
  return {
    state: clock.state,
    elapsedMinutes: Math.floor(clock.elapsedMs / MINUTE),
    targetMinutes: Math.round(clock.targetMs / MINUTE),
    dueAt: iso(clock.dueAt),
    breachedAt: iso(clock.breachedAt),
    segments: clock.segments.map((s) => ({ state: s.state, from: iso(s.from)!, to: iso(s.to) })),
  };
}

/** The clocks as the contract answers them (instants as ISO strings). */
export function toTicketSla(sla: ComputedSla, timeZone: string): TicketSla {
  return { timeZone, response: toClock(sla.response), resolution: toClock(sla.resolution) };
}
