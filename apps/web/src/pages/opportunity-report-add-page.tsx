import { useSearchParams } from 'react-router';
import { CompanyLookupField } from '../features/company-lookup/company-lookup-field';
import { ReportForm } from '../features/opportunity-reports/components/report-form';

const idOf = (value: string | null) => {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * /business/oppt-filing/add: a new report (`?clueId=` prefills it from a clue), or `?id=` to edit a
 * draft or withdrawn one. The end customer is picked through the company lookup.
 */
export function OpportunityReportAddPage() {
  const [params] = useSearchParams();
  const reportId = idOf(params.get('id'));
  const clueId = idOf(params.get('clueId'));
  return (
    <ReportForm
      key={`${reportId ?? ''}-${clueId ?? ''}`}
      reportId={reportId}
      clueId={clueId}
      customerField={<CompanyLookupField />}
    />
  );
}
