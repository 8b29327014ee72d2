import type { PortalModule } from '../module-deps';
import { manHoursFigure } from './man-hours.figures';
import { partnerTimesheetProcess, staffTimesheetProcess } from './man-hours.approval';
import { manHoursRoutes } from './man-hours.routes';
import { seedDemoManHours } from './man-hours.seed';

export const manHoursModule: PortalModule = {
  name: 'man-hours',
  dependsOn: ['processes'],
  register: manHoursRoutes,
  processKinds: [partnerTimesheetProcess, staffTimesheetProcess],
  figures: [manHoursFigure],
  demoSeed: { after: ['tickets', 'training', 'solutions'], run: (ctx) => seedDemoManHours(ctx.tx, ctx) },
};
