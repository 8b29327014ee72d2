import { useSearchParams } from 'react-router';
import { ChooseRecordState } from '../app/states';
import { OpportunityDetail } from '../features/opportunities/components/opportunity-detail';

/** /business/detail?id=: one opportunity. */
export function OpportunityDetailPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  if (!Number.isInteger(id) || id < 1) return <ChooseRecordState backTo="/business/oppt-list/all" />;
  return <OpportunityDetail key={id} id={id} />;
}
