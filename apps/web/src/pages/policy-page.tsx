import { ComingSoonPage } from './coming-soon-page';

export function PolicyPage() {
  return <ComingSoonPage />;
}
