import type { PortalModule } from '../module-deps';

/** Tickets on installed equipment and their SLA clocks (business calendars, SLA policies). */
export const ticketsModule: PortalModule = {
  name: 'tickets',
  dependsOn: [],
};
