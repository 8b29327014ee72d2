import type { PortalModule } from '../module-deps';
import { ordersRoutes } from './orders.routes';
import { seedDemoOrders } from './orders.seed';
import { orderSearch } from './orders.search';

export const ordersModule: PortalModule = {
  name: 'orders',
  dependsOn: [],
  register: ordersRoutes,
  search: [orderSearch],
  demoSeed: { after: ['opportunities', 'clues'], run: (ctx) => seedDemoOrders(ctx.tx, ctx) },
};
