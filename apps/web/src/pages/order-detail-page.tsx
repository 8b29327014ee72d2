import { useSearchParams } from 'react-router';
import { ChooseRecordState } from '../components/states';
import { OrderDetail } from '../features/orders/components/order-detail';

/** /business/orderDetails?id=: one order with lines and status history. */
export function OrderDetailPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  if (!Number.isInteger(id) || id < 1) return <ChooseRecordState backTo="/business/order" />;
  return <OrderDetail key={id} id={id} />;
}
