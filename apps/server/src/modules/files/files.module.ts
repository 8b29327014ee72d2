import type { PortalModule } from '../module-deps';
import { filesRoutes } from './files.routes';

export const filesModule: PortalModule = {
  name: 'files',
  dependsOn: ['system-settings'],
  register: filesRoutes,
};
