import type { PortalModule } from '../module-deps';
import { dashboardRefreshJob } from './dashboards.refresh';
import { dashboardsRoutes } from './dashboards.routes';

/**
 * Dashboards: the figures the other modules offer in their descriptors' `figures`, kept as summaries by a
 * job and answered in one request per dashboard (docs/areas/dashboards.md).
 */
export const dashboardsModule: PortalModule = {
  name: 'dashboards',
  dependsOn: ['reference-data'],
  register: dashboardsRoutes,
  jobs: [dashboardRefreshJob],
};
