import type { PortalModule } from '../module-deps';
import { failedJobsMonitoring } from './monitoring.jobs.repository';
import { monitoringRoutes } from './monitoring.routes';

/**
 * Monitoring (administrators): what the modules offer in their descriptors' `monitoring`, counted in one
 * request (docs/areas/monitoring.md). The job queue is no module's: this one offers its item.
 */
export const monitoringModule: PortalModule = {
  name: 'monitoring',
  dependsOn: [],
  register: monitoringRoutes,
  monitoring: [failedJobsMonitoring],
};
