import type { PortalModule } from '../module-deps';
import { partnersRoutes } from './partners.routes';

export const partnersModule: PortalModule = {
  name: 'partners',
  dependsOn: ['identity', 'reference-data'],
  register: partnersRoutes,
};
