import type { PortalModule } from '../module-deps';
import { processDeadlineJob } from './processes.deadlines';
import { processesRoutes } from './processes.routes';
import { seedDemoProcesses } from '../../seed/demo-processes';

export const processesModule: PortalModule = {
  name: 'processes',
  dependsOn: ['identity', 'notifications'],
  jobs: [processDeadlineJob],
  register: processesRoutes,
  demoSeed: {
    after: ['opportunity-reports', 'solutions', 'quotations'],
    run: (ctx) => seedDemoProcesses(ctx.tx, ctx),
  },
};
