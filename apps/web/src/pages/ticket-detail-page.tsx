import { useSearchParams } from 'react-router';
import { ChooseRecordState } from '../components/states';
import { LazyProjectGroupCard } from '../features/project-groups/components/lazy-project-group-card';
import { TicketDetail } from '../features/tickets/components/ticket-detail';

/** /tickets/detail?id=: one ticket with its SLA clocks, comments, project group and history. */
export function TicketDetailPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  if (!Number.isInteger(id) || id < 1) return <ChooseRecordState backTo="/tickets" />;
  return (
    <TicketDetail key={id} id={id} group={<LazyProjectGroupCard subjectKind="ticket" subjectId={id} />} />
  );
}
