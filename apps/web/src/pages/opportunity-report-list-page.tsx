import { ReportList } from '../features/opportunity-reports/components/report-list';

/** /business/oppt-filing: opportunity reports (a partner's own; staff see all). */
export function OpportunityReportListPage() {
  return <ReportList />;
}
