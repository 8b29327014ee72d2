import type { PortalModule } from '../module-deps';
import { customersRoutes } from './customers.routes';
import { seedDemoCustomers } from '../../seed/demo-customers';

export const customersModule: PortalModule = {
  name: 'customers',
  dependsOn: ['company-lookup'],
  register: customersRoutes,
  demoSeed: { after: ['opportunity-reports'], run: (ctx) => seedDemoCustomers(ctx.tx) },
};
