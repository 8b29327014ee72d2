import type { PortalModule } from '../module-deps';
import { projectGroupsRoutes } from './project-groups.routes';
import { seedDemoProjectGroups } from './project-groups.seed';

/**
 * Project groups on a ticket or an opportunity: members who may read the record, a discussion thread only
 * members read, notices to members (docs/areas/project-groups.md).
 */
export const projectGroupsModule: PortalModule = {
  name: 'project-groups',
  dependsOn: ['identity', 'notifications'],
  register: projectGroupsRoutes,
  demoSeed: { after: ['tickets', 'opportunities'], run: (ctx) => seedDemoProjectGroups(ctx.tx, ctx) },
};
