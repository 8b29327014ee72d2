import { AdditionalRequestForm } from '../features/quotations/components/additional-request-form';

/** /additional-quotation/create: the partner requests an additional quotation. */
export function AdditionalQuotationCreatePage() {
  return <AdditionalRequestForm />;
}
