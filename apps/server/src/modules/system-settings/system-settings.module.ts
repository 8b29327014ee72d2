import type { PortalModule } from '../module-deps';
import { systemSettingsRoutes } from './system-settings.routes';

/** System settings (protection days, customer limits per tier) and the history of configuration changes. */
export const systemSettingsModule: PortalModule = {
  name: 'system-settings',
  dependsOn: [],
  register: systemSettingsRoutes,
};
