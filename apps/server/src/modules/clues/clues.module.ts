import type { PortalModule } from '../module-deps';
import { cluesRoutes } from './clues.routes';
import { seedDemoClues } from './clues.seed';

export const cluesModule: PortalModule = {
  name: 'clues',
  dependsOn: ['reference-data', 'files', 'notifications'],
  register: cluesRoutes,
  demoSeed: { after: ['opportunities'], run: (ctx) => seedDemoClues(ctx.tx, ctx) },
};
