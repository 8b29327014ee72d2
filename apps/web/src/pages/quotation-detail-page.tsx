import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../config/paths';
import { FormalQuotationScreen } from '../features/quotations/components/formal-quotation-form';
import { QuotationDetail } from '../features/quotations/components/quotation-detail';

const useId = () => {
  const [params] = useSearchParams();
  const value = Number(params.get('id'));
  return Number.isInteger(value) && value > 0 ? value : undefined;
};

/** /quote/detail?id=: a quotation version, edited while it is a draft of the reader's. */
export function QuotationDetailPage() {
  const id = useId();
  return id === undefined ? null : <QuotationDetail key={id} id={id} />;
}

/**
 * /main-quotation/create?id= (and /mainQuotation/create): the formal quotation of an approved planning
 * quotation, or a formal quotation read; without an id, where to start.
 */
export function FormalQuotationPage() {
  const { t } = useTranslation();
  const id = useId();
  if (id === undefined)
    return (
      <Alert
        type="info"
        showIcon
        title={t('quotation.formalStart')}
        description={<Link to={paths.quotationList}>{t('route.quote')}</Link>}
      />
    );
  return <FormalQuotationScreen key={id} id={id} />;
}
