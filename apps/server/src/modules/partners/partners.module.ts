import type { PortalModule } from '../module-deps';
import { partnersRoutes } from './partners.routes';
import { seedDemoPartners } from './partners.seed';

export const partnersModule: PortalModule = {
  name: 'partners',
  dependsOn: ['identity', 'reference-data'],
  register: partnersRoutes,
  demoSeed: { run: seedDemoPartners },
};
