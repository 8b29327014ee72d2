import { monitoringEndpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/endpoint-route';
import type { ModuleDeps } from '../module-deps';
import { MonitoringService } from './monitoring.service';

export function monitoringRoutes(app: FastifyInstance, { db, monitoringSources }: ModuleDeps): void {
  const service = new MonitoringService(db, monitoringSources);
  route(app, monitoringEndpoints.getMonitoring, ({ lang }) => service.monitoring(lang));
}
