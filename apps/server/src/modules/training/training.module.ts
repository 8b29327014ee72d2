import type { PortalModule } from '../module-deps';
import { trainingRoutes } from './training.routes';
import { seedDemoTraining } from './training.seed';

export const trainingModule: PortalModule = {
  name: 'training',
  dependsOn: ['notifications'],
  register: trainingRoutes,
  demoSeed: { after: ['partners'], run: (ctx) => seedDemoTraining(ctx.tx, ctx) },
};
