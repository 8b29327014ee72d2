import { TicketList } from '../features/tickets/components/ticket-list';

/** /tickets: tickets on installed equipment (a partner's own company's; staff see all). */
export function TicketListPage() {
  return <TicketList />;
}
