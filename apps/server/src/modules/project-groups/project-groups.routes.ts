import { projectGroupsEndpoints as ep } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/endpoint-route';
import type { ModuleDeps } from '../module-deps';
import { externalGroupCreator } from './project-groups.external';
import { ProjectGroupsService } from './project-groups.service';

export function projectGroupsRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const service = new ProjectGroupsService(deps.db, { createExternalGroup: externalGroupCreator(deps) });
  route(app, ep.getProjectGroup, ({ query, principal }) => service.get(query, principal));
  route(app, ep.createProjectGroup, ({ body, principal, lang }) => service.create(body, principal, lang));
  route(app, ep.addProjectGroupMembers, ({ body, principal, lang }) =>
    service.addMembers(body, principal, lang),
  );
  route(app, ep.removeProjectGroupMember, ({ body, principal }) => service.removeMember(body, principal));
  route(app, ep.pageProjectGroupPosts, ({ body, principal }) => service.posts(body, principal));
  route(app, ep.addProjectGroupPost, ({ body, principal }) => service.post(body, principal));
  route(app, ep.pageProjectGroupCandidates, ({ body, principal }) => service.candidates(body, principal));
}
