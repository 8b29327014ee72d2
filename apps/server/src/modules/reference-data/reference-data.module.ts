import type { PortalModule } from '../module-deps';
import { referenceDataRoutes } from './reference-data.routes';

export const referenceDataModule: PortalModule = {
  name: 'reference-data',
  dependsOn: [],
  register: referenceDataRoutes,
};
