import type { PortalModule } from '../module-deps';
import { materialsRoutes } from './materials.routes';
import { seedDemoMaterials } from '../../seed/demo-materials';
import { seedDemoVirtualMaterials } from '../../seed/demo-virtual-materials';

export const materialsModule: PortalModule = {
  name: 'materials',
  dependsOn: ['reference-data', 'files'],
  register: materialsRoutes,
  demoSeed: {
    after: ['reference-data'],
    run: async (ctx) => {
      for (const [code, id] of await seedDemoMaterials(ctx.tx)) ctx.materialIds.set(code, id);
      await seedDemoVirtualMaterials(ctx.tx, ctx);
    },
  },
};
