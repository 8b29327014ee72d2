import type { PortalModule } from '../module-deps';
import { passwordResetRoutes } from './password-reset.routes';

export const passwordResetModule: PortalModule = {
  name: 'password-reset',
  dependsOn: ['identity', 'partners', 'mail'],
  register: passwordResetRoutes,
};
