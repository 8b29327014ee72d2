import { OrderList } from '../features/orders/components/order-list';

/** /business/order: orders (a partner's own company's; staff see all). */
export function OrderListPage() {
  return <OrderList />;
}
