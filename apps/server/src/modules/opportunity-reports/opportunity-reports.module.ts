import type { PortalModule } from '../module-deps';
import { registrationFigures } from './opportunity-reports.figures';
import { reportProcess } from './opportunity-reports.process';
import { opportunityReportsRoutes } from './opportunity-reports.routes';
import { seedDemoReports } from './opportunity-reports.seed';
import { reportSearch } from './opportunity-reports.search';

export const opportunityReportsModule: PortalModule = {
  name: 'opportunity-reports',
  dependsOn: [
    'reference-data',
    'files',
    'company-lookup',
    'partners',
    'customers',
    'clues',
    'opportunities',
    'processes',
    'system-settings',
  ],
  processKinds: [reportProcess],
  register: opportunityReportsRoutes,
  figures: registrationFigures,
  search: [reportSearch],
  demoSeed: { after: ['identity', 'materials'], run: (ctx) => seedDemoReports(ctx.tx, ctx) },
};
