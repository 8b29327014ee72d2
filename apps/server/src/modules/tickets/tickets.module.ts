import type { PortalModule } from '../module-deps';
import { slaComplianceFigure } from './tickets.figures';
import { ticketsRoutes } from './tickets.routes';
import { seedDemoTickets } from './tickets.seed';
import { slaBreachedMonitoring } from './tickets.monitoring.repository';

/**
 * Tickets on installed equipment (the installed-equipment register, owned here: only tickets read it) and
 * their SLA clocks (business calendars, SLA policies); documents imported into a ticket (addDocument).
 */
export const ticketsModule: PortalModule = {
  name: 'tickets',
  monitoring: [slaBreachedMonitoring],
  dependsOn: ['files', 'partners'],
  register: ticketsRoutes,
  figures: [slaComplianceFigure],
  demoSeed: { after: ['orders', 'processes'], run: (ctx) => seedDemoTickets(ctx.tx, ctx) },
};
