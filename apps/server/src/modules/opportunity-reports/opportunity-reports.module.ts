import type { PortalModule } from '../module-deps';
import { reportProcess } from './opportunity-reports.process';
import { opportunityReportsRoutes } from './opportunity-reports.routes';

export const opportunityReportsModule: PortalModule = {
  name: 'opportunity-reports',
  dependsOn: [
    'reference-data',
    'files',
    'company-lookup',
    'customers',
    'clues',
    'opportunities',
    'processes',
  ],
  processKinds: [reportProcess],
  register: opportunityReportsRoutes,
};
