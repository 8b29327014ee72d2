import { ComingSoonPage } from './coming-soon-page';

export function QaPage() {
  return <ComingSoonPage />;
}
