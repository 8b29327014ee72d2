import { ticketsEndpoints as ep } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/endpoint-route';
import type { ModuleDeps } from '../module-deps';
import { TicketsService } from './tickets.service';

export function ticketsRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const service = new TicketsService(deps.db);
  route(app, ep.pageTickets, ({ body, principal }) => service.page(body, principal));
  route(app, ep.getTicketInfo, ({ query, principal, lang }) => service.get(query.id, principal, lang));
  route(app, ep.createTicket, ({ body, principal, lang }) => service.create(body, principal, lang));
  route(app, ep.moveTicket, ({ body, principal, lang }) => service.move(body, principal, lang));
  route(app, ep.addComment, ({ body, principal, lang }) => service.comment(body, principal, lang));
}
