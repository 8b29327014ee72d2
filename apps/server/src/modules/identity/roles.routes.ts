import { rolesEndpoints as ep } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/endpoint-route';
import type { Database } from '../../db/database';
import { RolesService } from './roles.service';

/** Roles and their grants on the system management page (docs/areas/roles.md). */
export function rolesRoutes(app: FastifyInstance, db: Database): void {
  const service = new RolesService(db);
  route(app, ep.list, ({ principal }) => service.list(principal));
  route(app, ep.create, ({ body, principal }) => service.create(body, principal));
  route(app, ep.update, ({ body, principal }) => service.update(body, principal));
  route(app, ep.changeStatus, ({ body, principal }) => service.changeStatus(body, principal));
}
