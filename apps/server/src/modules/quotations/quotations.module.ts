import type { PortalModule } from '../module-deps';
import { quotationProcess } from './quotations.approval';
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
  processKinds: [quotationProcess],
  register: quotationsRoutes,
};
