import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module-deps';

export function ordersModule(app: FastifyInstance, deps: ModuleDeps): void {
  void app;
  void deps;
}
