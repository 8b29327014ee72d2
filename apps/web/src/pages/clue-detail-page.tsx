import { ComingSoonPage } from './coming-soon-page';

export function ClueDetailPage() {
  return <ComingSoonPage />;
}
