import { ComingSoonPage } from './coming-soon-page';

export function OpportunityDetailPage() {
  return <ComingSoonPage />;
}
