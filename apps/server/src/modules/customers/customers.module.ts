import type { PortalModule } from '../module-deps';
import { customersRoutes } from './customers.routes';

export const customersModule: PortalModule = {
  name: 'customers',
  dependsOn: ['company-lookup'],
  register: customersRoutes,
};
