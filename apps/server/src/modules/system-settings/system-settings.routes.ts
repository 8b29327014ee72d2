import { systemSettingsEndpoints as ep } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/endpoint-route';
import type { ModuleDeps } from '../module-deps';
import { SystemSettingsService, uploadCeilingsOf } from './system-settings.service';

export function systemSettingsRoutes(app: FastifyInstance, { db, config }: ModuleDeps): void {
  const service = new SystemSettingsService(db, uploadCeilingsOf(config));
  route(app, ep.getSystemSettings, () => service.get());
  route(app, ep.saveSystemSettings, ({ body, principal, lang }) => service.save(body, principal, lang));
  route(app, ep.getConfigurationHistory, ({ query }) => service.history(query));
}
