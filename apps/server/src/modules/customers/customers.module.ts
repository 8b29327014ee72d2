import type { PortalModule } from '../module-deps';
import { customersRoutes } from './customers.routes';
import { seedDemoCustomers } from './customers.seed';
import { customerSearch } from './customers.search';

export const customersModule: PortalModule = {
  name: 'customers',
  dependsOn: ['company-lookup'],
  register: customersRoutes,
  search: [customerSearch],
  demoSeed: { after: ['opportunity-reports'], run: (ctx) => seedDemoCustomers(ctx.tx) },
};
