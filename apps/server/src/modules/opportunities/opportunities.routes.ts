import { opportunitiesEndpoints as ep, opportunitiesExportEndpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/endpoint-route';
import type { ModuleDeps } from '../module-deps';
import { OpportunityDistributionService } from './opportunities.distribution.service';
import { OpportunitiesService } from './opportunities.service';
import { OpportunityUpdateService } from './opportunities.update.service';

/** Business opportunities: /businessOppt/* and /opptCase/sale-equipment-detail-parents-info. */
export function opportunitiesRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const service = new OpportunitiesService(deps.db);
  const distribution = new OpportunityDistributionService(deps.db);
  const updates = new OpportunityUpdateService(deps.db);
  route(app, ep.pageOpportunities, ({ body, principal }) => service.page(body, principal));
  route(app, opportunitiesExportEndpoints.exportOpportunities, async ({ body, principal, lang, reply }) => {
    await service.export(body, principal, lang, reply);
    return null;
  });
  route(app, ep.getOpportunityInfo, ({ query, principal, lang }) => service.info(query.id, principal, lang));
  route(app, ep.createOpportunity, ({ body, principal }) => service.create(body, principal));
  route(app, ep.pageOpportunityCases, ({ body, principal }) => service.cases(body, principal));
  route(app, ep.assignSalesOwner, ({ body, principal }) => distribution.assign('sales', body, principal));
  route(app, ep.assignPlanningOwner, ({ body, principal }) =>
    distribution.assign('planning', body, principal),
  );
  route(app, ep.changeDistribution, ({ body, principal }) =>
    distribution.changeDistribution(body, principal),
  );
  route(app, ep.updateOpportunity, ({ body, principal, lang }) => updates.update(body, principal, lang));
  route(app, ep.getAuthority, ({ query, principal }) => service.authority(query.id, principal));
  route(app, ep.getEquipmentParents, ({ body, principal, lang }) =>
    service.equipmentParents(body.opportunityId, principal, lang),
  );
}
