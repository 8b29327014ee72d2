import type { PortalModule } from '../module-deps';
import { solutionsRoutes } from './solutions.routes';

export const solutionsModule: PortalModule = {
  name: 'solutions',
  dependsOn: ['files', 'materials', 'configurations', 'processes'],
  register: solutionsRoutes,
};
