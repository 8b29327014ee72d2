import { listSettingsEndpoints as ep } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/endpoint-route';
import type { ModuleDeps } from '../module-deps';
import { ListSettingsService } from './list-settings.service';

export function listSettingsRoutes(app: FastifyInstance, { db }: ModuleDeps): void {
  const service = new ListSettingsService(db);
  route(app, ep.getListColumns, ({ query, principal }) => service.columns(query, principal));
  route(app, ep.saveListColumns, ({ body, principal }) => service.save(body, principal));
  route(app, ep.resetListColumns, ({ body, principal }) => service.reset(body, principal));
}
