import { QuotationList } from '../features/quotations/components/quotation-list';

/** /supplementary-quotation/index (and /supplementaryQuotation/index): the supplementary quotations. */
export function SupplementaryQuotationListPage() {
  return <QuotationList kind="supplementary" />;
}
