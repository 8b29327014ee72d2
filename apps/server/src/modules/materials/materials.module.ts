import type { PortalModule } from '../module-deps';
import { materialsRoutes } from './materials.routes';

export const materialsModule: PortalModule = {
  name: 'materials',
  dependsOn: ['reference-data', 'files'],
  register: materialsRoutes,
};
