import type { Language, Permission } from '@portal/contract';
import type { RegisteredEndpoint } from './endpoint-route';
import type { Principal } from './principal';

declare module 'fastify' {
  interface FastifyInstance {
    registeredEndpoints: RegisteredEndpoint[];
    checkResponses: boolean;
  }
  interface FastifyRequest {
    lang: Language;
    principal: Principal | null;
  }
  interface FastifyContextConfig {
    permission?: Permission;
  }
}
