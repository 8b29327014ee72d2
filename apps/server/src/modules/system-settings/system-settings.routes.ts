import { systemSettingsEndpoints as ep } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/endpoint-route';
import type { ModuleDeps } from '../module-deps';
import { SystemSettingsService } from './system-settings.service';

export function systemSettingsRoutes(app: FastifyInstance, { db }: ModuleDeps): void {
  const service = new SystemSettingsService(db);
  route(app, ep.getSystemSettings, () => service.get());
  route(app, ep.saveSystemSettings, ({ body, principal }) => service.save(body, principal));
  route(app, ep.getConfigurationHistory, ({ query }) => service.history(query));
}
