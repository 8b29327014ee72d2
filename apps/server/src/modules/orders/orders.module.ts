import type { PortalModule } from '../module-deps';
import { ordersRoutes } from './orders.routes';
import { seedDemoOrders } from './orders.seed';

export const ordersModule: PortalModule = {
  name: 'orders',
  dependsOn: [],
  register: ordersRoutes,
  demoSeed: { after: ['opportunities', 'clues'], run: (ctx) => seedDemoOrders(ctx.tx, ctx) },
};
