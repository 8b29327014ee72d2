import type { PortalModule } from '../module-deps';
import { quotationsRoutes } from './quotations.routes';

export const quotationsModule: PortalModule = {
  name: 'quotations',
  dependsOn: [
    'files',
    'orders',
    'customers',
    'notifications',
    'opportunities',
    'materials',
    'configurations',
    'processes',
    'solutions',
  ],
  register: quotationsRoutes,
};
