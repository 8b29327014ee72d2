import { ticketsEndpoints as ep } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/endpoint-route';
import type { ModuleDeps } from '../module-deps';
import { TicketsService } from './tickets.service';

export function ticketsRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const service = new TicketsService(deps.db);
  route(app, ep.pageTickets, ({ body, principal }) => service.page(body, principal));
  route(app, ep.getTicketInfo, ({ query, principal }) => service.get(query.id, principal));
  route(app, ep.createTicket, ({ body, principal }) => service.create(body, principal));
  route(app, ep.moveTicket, ({ body, principal }) => service.move(body, principal));
  route(app, ep.addComment, ({ body, principal }) => service.comment(body, principal));
}
