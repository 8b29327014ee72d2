import { QuotationCreate } from '../features/quotations/components/quotation-create';

/** /quote/create: a planning quotation made from an approved solution. */
export function QuotationCreatePage() {
  return <QuotationCreate />;
}
