import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module-deps';

export function companyLookupModule(app: FastifyInstance, deps: ModuleDeps): void {
  void app;
  void deps;
}
