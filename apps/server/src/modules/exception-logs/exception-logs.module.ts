import type { PortalModule } from '../module-deps';
import { exceptionLogsRoutes } from './exception-logs.routes';

export const exceptionLogsModule: PortalModule = {
  name: 'exception-logs',
  dependsOn: [],
  register: exceptionLogsRoutes,
};
