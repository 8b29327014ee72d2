import type { PortalModule } from '../module-deps';
import { solutionProcess } from './solutions.approval';
import { solutionsRoutes } from './solutions.routes';
import { seedDemoSolutions } from './solutions.seed';
import { solutionSearch } from './solutions.search';

export const solutionsModule: PortalModule = {
  name: 'solutions',
  dependsOn: ['files', 'materials', 'configurations', 'opportunities', 'processes'],
  processKinds: [solutionProcess],
  register: solutionsRoutes,
  search: [solutionSearch],
  demoSeed: { after: ['opportunities', 'configurations'], run: (ctx) => seedDemoSolutions(ctx.tx, ctx) },
};
