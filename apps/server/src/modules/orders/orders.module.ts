import type { PortalModule } from '../module-deps';
import { orderFigures } from './orders.figures';
import { ordersRoutes } from './orders.routes';
import { seedDemoOrders } from './orders.seed';
import { orderSearch } from './orders.search';

export const ordersModule: PortalModule = {
  name: 'orders',
  dependsOn: ['partners'],
  register: ordersRoutes,
  figures: orderFigures,
  search: [orderSearch],
  demoSeed: { after: ['opportunities', 'clues'], run: (ctx) => seedDemoOrders(ctx.tx, ctx) },
};
