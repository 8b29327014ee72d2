import { homeEndpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/endpoint-route';
import type { ModuleDeps } from '../module-deps';
import { HomeService } from './home.service';

export function homeRoutes(app: FastifyInstance, { db }: ModuleDeps): void {
  const service = new HomeService(db);
  route(app, homeEndpoints.getSummary, ({ principal }) => service.summary(principal));
}
