import type { PortalModule } from '../module-deps';
import { configurationsRoutes } from './configurations.routes';

export const configurationsModule: PortalModule = {
  name: 'configurations',
  dependsOn: ['reference-data', 'materials'],
  register: configurationsRoutes,
};
