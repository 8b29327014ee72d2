import { ComingSoonPage } from './coming-soon-page';

export function OrderDetailPage() {
  return <ComingSoonPage />;
}
