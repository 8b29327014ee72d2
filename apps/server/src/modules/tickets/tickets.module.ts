import type { PortalModule } from '../module-deps';
import { slaComplianceFigure } from './tickets.figures';
import { ticketsRoutes } from './tickets.routes';
import { ticketSlaNoticeJob } from './tickets.sla-notices';
import { seedDemoTickets } from './tickets.seed';
import { slaBreachedMonitoring } from './tickets.monitoring.repository';

/**
 * Tickets on installed equipment (the installed-equipment register, owned here: only tickets read it) and
 * their SLA clocks (business calendars, SLA policies) with the SLA reminder and breach job; documents
 * imported into a ticket (addDocument); the .xlsx import of tickets.
 */
export const ticketsModule: PortalModule = {
  name: 'tickets',
  monitoring: [slaBreachedMonitoring],
  dependsOn: ['files', 'partners', 'identity', 'notifications'],
  jobs: [ticketSlaNoticeJob],
  register: ticketsRoutes,
  figures: [slaComplianceFigure],
  demoSeed: { after: ['orders', 'processes'], run: (ctx) => seedDemoTickets(ctx.tx, ctx) },
};
