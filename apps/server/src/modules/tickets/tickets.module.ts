import type { PortalModule } from '../module-deps';
import { slaComplianceFigure } from './tickets.figures';
import { ticketsRoutes } from './tickets.routes';
import { seedDemoTickets } from './tickets.seed';

/** Tickets on installed equipment and their SLA clocks (business calendars, SLA policies). */
export const ticketsModule: PortalModule = {
  name: 'tickets',
  dependsOn: [],
  register: ticketsRoutes,
  figures: [slaComplianceFigure],
  demoSeed: { after: ['orders', 'processes'], run: (ctx) => seedDemoTickets(ctx.tx, ctx) },
};
