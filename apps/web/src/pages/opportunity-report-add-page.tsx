import { ComingSoonPage } from './coming-soon-page';

export function OpportunityReportAddPage() {
  return <ComingSoonPage />;
}
