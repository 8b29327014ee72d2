import { useSearchParams } from 'react-router';
import { ChooseRecordState } from '../components/states';
import { ReportDetail } from '../features/opportunity-reports/components/report-detail';

/** /business/oppt-filing/detail?id=: one report, its history and, for reviewers, its conflicts. */
export function OpportunityReportDetailPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  if (!Number.isInteger(id) || id <= 0) return <ChooseRecordState backTo="/business/oppt-filing" />;
  return <ReportDetail key={id} id={id} />;
}
