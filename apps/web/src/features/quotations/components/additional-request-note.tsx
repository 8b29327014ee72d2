import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { AnyQuotationInfo } from '../api/get-quotation-info';
import { isStaffInfo } from '../api/get-quotation-info';

/**
 * Notes of the detail for the additional kinds of work: what the partner asked for (an additional
 * quotation), and for staff the link to a rejected version's returned detail.
 */
export function AdditionalRequestNote({ quotation }: { quotation: AnyQuotationInfo }) {
  const { t } = useTranslation();
  const rejected = isStaffInfo(quotation) && quotation.returnReason !== null;
  return (
    <>
      {quotation.kind === 'additional' && quotation.requestNote ? (
        <Alert
          type="info"
          showIcon
          title={t('additionalQuotation.requestNote')}
          description={<span style={{ whiteSpace: 'pre-wrap' }}>{quotation.requestNote}</span>}
        />
      ) : null}
      {rejected ? (
        <Alert
          type="warning"
          showIcon
          title={
            <>
              {t('returnedQuotation.linkHint')}{' '}
              <Link to={paths.returnedDetail(quotation.id)}>{t('returnedQuotation.link')}</Link>
            </>
          }
        />
      ) : null}
    </>
  );
}
