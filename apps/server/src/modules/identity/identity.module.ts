import type { PortalModule } from '../module-deps';
import { identityRoutes } from './identity.routes';
import { seedDemoRoles } from './identity.seed';

/**
 * First in the list: its hook authenticates every /api route registered after it. It reads partner
 * companies and partner types (`../partners`, `../reference-data`) only when a user signs in, so it
 * declares no dependency: partners, which depends on identity, comes after it.
 */
export const identityModule: PortalModule = {
  name: 'identity',
  dependsOn: [],
  register: identityRoutes,
  demoSeed: { after: ['partners'], run: seedDemoRoles },
};
