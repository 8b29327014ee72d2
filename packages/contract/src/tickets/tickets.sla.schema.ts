import { z } from 'zod';

/** The statuses of a ticket, in the order of its normal way. */
export const ticketStatuses = [
  'new',
  'assigned',
  'inProgress',
  'waitingForCustomer',
  'resolved',
  'closed',
] as const;
export type TicketStatus = (typeof ticketStatuses)[number];
export const ticketStatusSchema = z.enum(ticketStatuses);

/** How many days after its resolution a ticket may be reopened. */
export const ticketReopenDays = 7;

export const ticketPriorities = ['urgent', 'high', 'normal', 'low'] as const;
export type TicketPriority = (typeof ticketPriorities)[number];
export const ticketPrioritySchema = z.enum(ticketPriorities);

/** A clock of a ticket: the first response or the resolution. */
export const slaClockKinds = ['response', 'resolution'] as const;
export type SlaClockKind = (typeof slaClockKinds)[number];

/**
 * Where a clock stands: running (counting business minutes), paused (waiting for the customer),
 * stopped (its event happened: the first shared reply, or the resolution).
 */
export const slaClockStates = ['running', 'paused', 'stopped'] as const;
export type SlaClockState = (typeof slaClockStates)[number];

/** One stretch of a clock's timeline: from `from` to `to` (null: up to now) in one state. */
export const slaSegmentSchema = z.object({
  state: z.enum(slaClockStates),
  from: z.string(),
  to: z.string().nullable(),
});
export type SlaSegment = z.infer<typeof slaSegmentSchema>;

/** One clock as the server computes it from the ticket's status log, calendar and policy. */
export const slaClockSchema = z.object({
  state: z.enum(slaClockStates),
  /** Business minutes counted so far (whole minutes, rounded down). */
  elapsedMinutes: z.number().int().nonnegative(),
  /** The target of the priority and policy in force, in business minutes. */
  targetMinutes: z.number().int().nonnegative(),
  /** When the target is reached if the clock keeps running (null while paused or stopped). */
  dueAt: z.string().nullable(),
  /** When the clock passed its target (null: not breached). */
  breachedAt: z.string().nullable(),
  segments: z.array(slaSegmentSchema),
});
export type SlaClock = z.infer<typeof slaClockSchema>;

export const ticketSlaSchema = z.object({
  timeZone: z.string(),
  response: slaClockSchema,
  resolution: slaClockSchema,
});
export type TicketSla = z.infer<typeof ticketSlaSchema>;
