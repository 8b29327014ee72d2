import { QuotationList } from '../features/quotations/components/quotation-list';

/** /quote/index: the planning quotations. */
export function QuotationListPage() {
  return <QuotationList kind="planning" />;
}

/** /main-quotation/index (and /mainQuotation/index): the formal quotations. */
export function FormalQuotationListPage() {
  return <QuotationList kind="formal" />;
}
