import type { PortalModule } from '../module-deps';
import { projectSearchRoutes } from './project-search.routes';

/** Project search: one query over the kinds the other modules offer in their descriptors' `search`. */
export const projectSearchModule: PortalModule = {
  name: 'project-search',
  dependsOn: [],
  register: projectSearchRoutes,
};
