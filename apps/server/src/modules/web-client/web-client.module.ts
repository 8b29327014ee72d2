import type { PortalModule } from '../module-deps';
import { webClientRoutes } from './web-client';

/** The built web client under /static/gppclient/ (no /api route); last in the portal's list. */
export const webClientModule: PortalModule = {
  name: 'web-client',
  dependsOn: [],
  register: webClientRoutes,
};
