import { exceptionLogsEndpoints as ep } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/endpoint-route';
import type { ExceptionLogService } from './exception-logs.service';

export function exceptionLogsRoutes(app: FastifyInstance, service: ExceptionLogService) {
  route(app, ep.save, async ({ body, principal, request }) => {
    await service.save(body, principal, request.ip);
    return null;
  });
  route(app, ep.page, ({ body }) => service.page(body));
}
