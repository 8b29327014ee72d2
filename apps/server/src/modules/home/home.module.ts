import type { PortalModule } from '../module-deps';
import { homeRoutes } from './home.routes';

export const homeModule: PortalModule = {
  name: 'home',
  dependsOn: ['clues', 'opportunities', 'opportunity-reports', 'processes', 'quotations'],
  register: homeRoutes,
};
