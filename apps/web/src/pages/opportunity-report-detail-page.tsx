import { ComingSoonPage } from './coming-soon-page';

export function OpportunityReportDetailPage() {
  return <ComingSoonPage />;
}
