import type { PortalModule } from '../module-deps';
import { configurationsRoutes } from './configurations.routes';
import { seedDemoConfigurations } from './configurations.seed';

export const configurationsModule: PortalModule = {
  name: 'configurations',
  dependsOn: ['reference-data', 'materials'],
  register: configurationsRoutes,
  demoSeed: { after: ['materials', 'knowledge'], run: (ctx) => seedDemoConfigurations(ctx.tx, ctx) },
};
