import type { PortalModule } from '../module-deps';
import { certificateExpiryJob } from './training.certificates.expiry';
import { trainingRoutes } from './training.routes';
import { seedDemoTraining } from './training.seed';

export const trainingModule: PortalModule = {
  name: 'training',
  dependsOn: ['partners', 'notifications'],
  register: trainingRoutes,
  jobs: [certificateExpiryJob],
  demoSeed: { after: ['partners'], run: (ctx) => seedDemoTraining(ctx.tx, ctx) },
};
