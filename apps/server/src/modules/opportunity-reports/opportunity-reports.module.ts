import type { PortalModule } from '../module-deps';
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
  register: opportunityReportsRoutes,
};
