import { defineTransitions } from '../core/transitions';
import { permissions } from '../identity/menu-tree';
import type { TicketStatus } from './tickets.sla.schema';

/** Every action a ticket may list in its `actions`. */
export const ticketActions = [
  'take',
  'waitForCustomer',
  'resume',
  'resolve',
  'close',
  'reopen',
  'changePriority',
  'comment',
] as const;
export type TicketAction = (typeof ticketActions)[number];

/** The states a ticket is open in (its clocks may run). */
const open: TicketStatus[] = ['new', 'assigned', 'inProgress', 'waitingForCustomer'];

/**
 * Every change a ticket can go through, who makes it, and the states it starts from. The server
 * enforces this table (a move from any other state is refused and changes nothing) and answers each
 * ticket with the actions its reader may take; the client shows those and reads nothing here.
 *
 * | action          | who                        | from                                | to                 |
 * | --------------- | -------------------------- | ----------------------------------- | ------------------ |
 * | take            | staff (ticket.handle)      | new, assigned                       | inProgress         |
 * | waitForCustomer | staff (ticket.handle)      | inProgress                          | waitingForCustomer |
 * | resume          | any (tickets)              | waitingForCustomer                  | inProgress         |
 * | resolve         | staff (ticket.handle)      | assigned, inProgress, waiting       | resolved           |
 * | close           | any (tickets)              | resolved                            | closed             |
 * | reopen          | any (tickets)              | resolved, closed (within N days)    | inProgress         |
 * | changePriority  | staff (ticket.handle)      | new … waitingForCustomer            | (kept)             |
 * | comment         | any (tickets)              | new … resolved                      | (kept)             |
 *
 * Reopening is allowed within `ticketReopenDays` of the resolution (the server's rule beside the table).
 * A partner reaches only its company's tickets and writes only shared comments.
 */
export const ticketTransitions = defineTransitions<TicketStatus, TicketAction>({
  take: { from: ['new', 'assigned'], to: 'inProgress', side: 'staff', permission: permissions.ticketHandle },
  waitForCustomer: {
    from: ['inProgress'],
    to: 'waitingForCustomer',
    side: 'staff',
    permission: permissions.ticketHandle,
  },
  resume: { from: ['waitingForCustomer'], to: 'inProgress', side: 'any', permission: permissions.tickets },
  resolve: {
    from: ['assigned', 'inProgress', 'waitingForCustomer'],
    to: 'resolved',
    side: 'staff',
    permission: permissions.ticketHandle,
  },
  close: { from: ['resolved'], to: 'closed', side: 'any', permission: permissions.tickets },
  reopen: { from: ['resolved', 'closed'], to: 'inProgress', side: 'any', permission: permissions.tickets },
  changePriority: { from: open, side: 'staff', permission: permissions.ticketHandle },
  comment: { from: [...open, 'resolved'], side: 'any', permission: permissions.tickets },
});
