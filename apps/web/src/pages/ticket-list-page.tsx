import { lazy, Suspense } from 'react';
import { TicketList } from '../features/tickets/components/ticket-list';

// Loaded when staff open the new-ticket form, not with the list.
const CompanySelect = lazy(() =>
  import('../features/partners/components/company-select').then((m) => ({ default: m.CompanySelect })),
);

/** /tickets: tickets on installed equipment (a partner's own company's; staff see all, and pick a company to raise one). */
export function TicketListPage() {
  return (
    <TicketList
      companyPicker={(props) => (
        <Suspense fallback={null}>
          <CompanySelect {...props} activeOnly />
        </Suspense>
      )}
    />
  );
}
