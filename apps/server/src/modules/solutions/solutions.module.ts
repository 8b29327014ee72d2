import type { PortalModule } from '../module-deps';
import { solutionProcess } from './solutions.approval';
import { solutionsRoutes } from './solutions.routes';

export const solutionsModule: PortalModule = {
  name: 'solutions',
  dependsOn: ['files', 'materials', 'configurations', 'opportunities', 'processes'],
  processKinds: [solutionProcess],
  register: solutionsRoutes,
};
