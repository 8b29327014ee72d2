import type { PortalModule } from '../module-deps';
import { listSettingsRoutes } from './list-settings.routes';

/** Each user's choice of columns per list (the list kit's column chooser). */
export const listSettingsModule: PortalModule = {
  name: 'list-settings',
  dependsOn: [],
  register: listSettingsRoutes,
};
