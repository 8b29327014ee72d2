import type { PortalModule } from '../module-deps';
import { ordersRoutes } from './orders.routes';

export const ordersModule: PortalModule = {
  name: 'orders',
  dependsOn: [],
  register: ordersRoutes,
};
