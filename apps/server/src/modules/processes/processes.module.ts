import type { PortalModule } from '../module-deps';
import { processDeadlineJob } from './processes.deadlines';
import { processesRoutes } from './processes.routes';
import { seedDemoProcesses } from '../../seed/demo-processes';
import { overdueApprovalsMonitoring } from './processes.monitoring.repository';

export const processesModule: PortalModule = {
  name: 'processes',
  monitoring: [overdueApprovalsMonitoring],
  dependsOn: ['identity', 'notifications'],
  jobs: [processDeadlineJob],
  register: processesRoutes,
  demoSeed: {
    after: ['opportunity-reports', 'solutions', 'quotations'],
    run: (ctx) => seedDemoProcesses(ctx.tx, ctx),
  },
};
