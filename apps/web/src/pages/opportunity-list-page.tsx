import { ComingSoonPage } from './coming-soon-page';

export function OpportunityListPage() {
  return <ComingSoonPage />;
}
