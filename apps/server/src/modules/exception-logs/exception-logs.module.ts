import type { PortalModule } from '../module-deps';
import { exceptionLogsRoutes } from './exception-logs.routes';
import { recentExceptionsMonitoring } from './exception-logs.monitoring.repository';

export const exceptionLogsModule: PortalModule = {
  name: 'exception-logs',
  monitoring: [recentExceptionsMonitoring],
  dependsOn: [],
  register: exceptionLogsRoutes,
};
