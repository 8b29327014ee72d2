import { useSearchParams } from 'react-router';
import { ChooseRecordState } from '../components/states';
import { OpportunityDetail } from '../features/opportunities/components/opportunity-detail';
import { LazyProjectGroupCard } from '../features/project-groups/components/lazy-project-group-card';
import { OpportunitySolutions } from '../features/solutions/components/opportunity-solutions';
import { hasMenu, useSession } from '../lib/session';

/** /business/detail?id=: one opportunity, with its solutions for readers of solutions and its project group. */
export function OpportunityDetailPage() {
  const [params] = useSearchParams();
  const readsSolutions = useSession((s) => hasMenu('solution', s));
  const id = Number(params.get('id'));
  if (!Number.isInteger(id) || id < 1) return <ChooseRecordState backTo="/business/oppt-list/all" />;
  return (
    <OpportunityDetail
      key={id}
      id={id}
      solutions={readsSolutions ? <OpportunitySolutions opportunityId={id} /> : undefined}
      group={<LazyProjectGroupCard subjectKind="opportunity" subjectId={id} />}
    />
  );
}
