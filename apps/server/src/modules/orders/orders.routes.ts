import { ordersEndpoints as ep, ordersExportEndpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/endpoint-route';
import type { ModuleDeps } from '../module-deps';
import { OrdersService } from './orders.service';

export function ordersRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const service = new OrdersService(deps.db);
  route(app, ep.getPartners, ({ principal }) => service.partners(principal));
  route(app, ep.pageOrders, ({ body, principal }) => service.page(body, principal));
  route(app, ep.getOrderInfo, ({ query, principal }) => service.get(query.id, principal));
  route(app, ordersExportEndpoints.exportOrders, async ({ body, principal, lang, reply }) => {
    await service.export(body, principal, lang, reply);
    return null;
  });
}
