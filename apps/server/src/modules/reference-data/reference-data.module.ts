import type { PortalModule } from '../module-deps';
import { referenceDataRoutes } from './reference-data.routes';
import { seedDemoEquipment } from './reference-data.seed';

export const referenceDataModule: PortalModule = {
  name: 'reference-data',
  dependsOn: [],
  register: referenceDataRoutes,
  demoSeed: { after: ['identity'], run: seedDemoEquipment },
};
