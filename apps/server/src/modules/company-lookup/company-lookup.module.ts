import type { PortalModule } from '../module-deps';
import { companyLookupRoutes } from './company-lookup.routes';

export const companyLookupModule: PortalModule = {
  name: 'company-lookup',
  dependsOn: [],
  register: companyLookupRoutes,
};
