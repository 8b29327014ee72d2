import type { PortalModule } from '../module-deps';
import { partnersRoutes } from './partners.routes';
import { seedDemoCompanies } from '../../seed/demo-accounts';

export const partnersModule: PortalModule = {
  name: 'partners',
  dependsOn: ['identity', 'reference-data'],
  register: partnersRoutes,
  demoSeed: { run: seedDemoCompanies },
};
