import type { PortalModule } from '../module-deps';
import { resourcesRoutes } from './resources.routes';
import { seedDemoResources } from './resources.seed';

export const resourcesModule: PortalModule = {
  name: 'resources',
  dependsOn: ['files', 'partners', 'notifications'],
  register: resourcesRoutes,
  demoSeed: { after: ['partners'], run: (ctx) => seedDemoResources(ctx.tx, ctx) },
};
