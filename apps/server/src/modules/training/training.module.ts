import type { PortalModule } from '../module-deps';
import { registrationProcess } from './training.approval';
import { certificateExpiryJob } from './training.certificates.expiry';
import { certifiedPeopleFigure } from './training.figures';
import { quotaReleaseJob } from './training.quotas';
import { sessionReminderJob } from './training.reminders';
import { trainingRoutes } from './training.routes';
import { seedDemoTraining } from './training.seed';

export const trainingModule: PortalModule = {
  name: 'training',
  dependsOn: ['identity', 'partners', 'processes', 'notifications'],
  processKinds: [registrationProcess],
  register: trainingRoutes,
  jobs: [certificateExpiryJob, sessionReminderJob, quotaReleaseJob],
  figures: [certifiedPeopleFigure],
  demoSeed: { after: ['partners'], run: (ctx) => seedDemoTraining(ctx.tx, ctx) },
};
