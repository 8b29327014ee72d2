import type { PortalModule } from '../module-deps';
import { certificateExpiryJob } from './training.certificates.expiry';
import { certifiedPeopleFigure } from './training.figures';
import { trainingRoutes } from './training.routes';
import { seedDemoTraining } from './training.seed';

export const trainingModule: PortalModule = {
  name: 'training',
  dependsOn: ['notifications'],
  register: trainingRoutes,
  jobs: [certificateExpiryJob],
  figures: [certifiedPeopleFigure],
  demoSeed: { after: ['partners'], run: (ctx) => seedDemoTraining(ctx.tx, ctx) },
};
