import { configurationsEndpoints as ep, configurationsExportEndpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/endpoint-route';
import type { ModuleDeps } from '../module-deps';
import { ConfigurationsService } from './configurations.service';

export function configurationsRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const service = new ConfigurationsService(deps.db);
  route(app, ep.pageModels, ({ body, principal }) => service.page(body, principal));
  route(app, configurationsExportEndpoints.exportModels, async ({ body, lang, reply }) => {
    await service.export(body, lang, reply);
    return null;
  });
  route(app, ep.getModel, ({ query, principal }) => service.get(query.id, principal));
  route(app, ep.createModel, ({ body, principal, lang }) => service.create(body, principal, lang));
  route(app, ep.saveDraft, ({ body, principal, lang }) => service.saveDraft(body, principal, lang));
  route(app, ep.publish, ({ body, principal, lang }) => service.publish(body, principal, lang));
  route(app, ep.getModelVersion, ({ query, principal }) => service.getVersion(query.id, principal));
  route(app, ep.check, ({ body, principal }) => service.check(body, principal));
  route(app, ep.saveConfiguration, ({ body, principal, lang }) =>
    service.saveConfiguration(body, principal, lang),
  );
  route(app, ep.getConfiguration, ({ query, principal }) => service.getConfiguration(query.id, principal));
  route(app, ep.lookupItems, ({ query }) => service.lookupItems(query));
}
