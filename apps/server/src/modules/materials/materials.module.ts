import type { PortalModule } from '../module-deps';
import { materialsRoutes } from './materials.routes';
import { seedDemoMaterials } from './materials.seed';
import { seedDemoVirtualMaterials } from './materials.virtual.seed';

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
