import type { PortalModule } from '../module-deps';
import { cluesRoutes } from './clues.routes';

export const cluesModule: PortalModule = {
  name: 'clues',
  dependsOn: ['reference-data', 'files', 'notifications'],
  register: cluesRoutes,
};
