import { useSearchParams } from 'react-router';
import { QuotationQaScreen } from '../features/quotations/components/qa-screen';
import { ReturnedDetail } from '../features/quotations/components/returned-detail';

const useId = () => {
  const [params] = useSearchParams();
  const value = Number(params.get('id'));
  return Number.isInteger(value) && value > 0 ? value : undefined;
};

/** /additional-quotation/qa?id= (and /additionalQuotation/qa): the Q&A of a quotation. */
export function AdditionalQuotationQaPage() {
  const id = useId();
  return id === undefined ? null : <QuotationQaScreen key={id} id={id} />;
}

/** /additional-quotation/back-detail?id= (and /additionalQuotation/back-detail): the returned detail. */
export function AdditionalQuotationBackDetailPage() {
  const id = useId();
  return id === undefined ? null : <ReturnedDetail key={id} id={id} />;
}
