import type { PortalModule } from '../module-deps';
import { processDeadlineJob } from './processes.deadlines';
import { processesRoutes } from './processes.routes';

export const processesModule: PortalModule = {
  name: 'processes',
  dependsOn: ['identity', 'notifications'],
  jobs: [processDeadlineJob],
  register: processesRoutes,
};
