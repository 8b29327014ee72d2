import { ComingSoonPage } from './coming-soon-page';

export function OpportunityReportListPage() {
  return <ComingSoonPage />;
}
