import { exceptionLogsEndpoints as ep } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/endpoint-route';
import type { ModuleDeps } from '../module-deps';
import { ExceptionLogService } from './exception-logs.service';

export function exceptionLogsRoutes(app: FastifyInstance, { db }: ModuleDeps): void {
  const service = new ExceptionLogService(db);
  route(app, ep.save, async ({ body, principal, request }) => {
    await service.save(body, principal, request.ip);
    return null;
  });
  route(app, ep.page, ({ body }) => service.page(body));
}
