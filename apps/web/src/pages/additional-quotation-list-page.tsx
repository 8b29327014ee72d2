import { QuotationList } from '../features/quotations/components/quotation-list';

/** /additional-quotation/index: the additional quotations (a partner: its company's; it requests one here). */
export function AdditionalQuotationListPage() {
  return <QuotationList kind="additional" />;
}
