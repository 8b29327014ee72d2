import { ComingSoonPage } from './coming-soon-page';

export function OrderListPage() {
  return <ComingSoonPage />;
}
