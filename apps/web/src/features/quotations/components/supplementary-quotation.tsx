import { Alert, Card, Flex, Spin } from 'antd';
import { Typography } from '../../../components/typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/page-title';
import type { AnyQuotationInfo } from '../api/get-quotation-info';
import { useQuotationInfo } from '../api/get-quotation-info';
import { LoadedQuotation, QuotationDetail } from './quotation-detail';
import { quotationPath } from '../quotation-path';
import { QuotationLinesTable } from './quotation-lines';
import type { QuotationItemPickers } from './supplementary-item-bar';

/** The accepted lines of the formal quotation a supplementary one adds to: read only, for reference. */
function AcceptedLines({ formalId }: { formalId: number }) {
  const { t } = useTranslation();
  const { data, isLoading } = useQuotationInfo(formalId);
  if (isLoading) return <Spin />;
  if (!data) return null;
  return (
    <Card
      size="small"
      data-testid="accepted-lines"
      title={
        <Flex gap={8} align="center" wrap>
          <span>{t('quotation.supplementary.acceptedLines', { no: data.quotationNo })}</span>
          <Link to={paths.formalQuotation(data.id)}>
            {t('quotation.versionLabel', { version: data.version })}
          </Link>
        </Flex>
      }
      extra={
        data.orderId !== null ? (
          <Typography.Text>
            {t('quotation.supplementary.sourceOrder')}{' '}
            <Link to={paths.orderDetail(data.orderId)}>{data.orderNo ?? data.orderId}</Link>
          </Typography.Text>
        ) : null
      }
    >
      <QuotationLinesTable lines={data.lines} currency={data.currency} />
    </Card>
  );
}

/**
 * The supplementary quotation `id`: while a draft of the reader's, its configuration (the items it adds,
 * priced, discounted and counted, through `pickers`), then submitted, approved and issued as the server
 * lists; the accepted formal lines it adds to shown for reference; the partner reads it once issued and
 * accepts it into an amendment of the order.
 */
export function SupplementaryQuotationScreen({ id, pickers }: { id: number; pickers: QuotationItemPickers }) {
  return (
    <LoadedQuotation id={id}>
      {(data) => <SupplementaryView quotation={data} pickers={pickers} />}
    </LoadedQuotation>
  );
}

function SupplementaryView({
  quotation: data,
  pickers,
}: {
  quotation: AnyQuotationInfo;
  pickers: QuotationItemPickers;
}) {
  const { t } = useTranslation();
  // Its configuration while a draft of the reader's (the route's title); otherwise titled by its number.
  usePageTitle(
    data.kind === 'supplementary' && !data.actions.includes('edit')
      ? t('quotation.readTitle.supplementary', { no: data.quotationNo })
      : null,
  );
  if (data.kind !== 'supplementary')
    return (
      <Alert
        type="info"
        showIcon
        title={t('quotation.supplementary.notSupplementary')}
        description={<Link to={quotationPath(data)}>{data.quotationNo}</Link>}
      />
    );
  return (
    <QuotationDetail
      id={data.id}
      pickers={data.actions.includes('edit') ? pickers : undefined}
      reference={data.sourceQuotationId !== null ? <AcceptedLines formalId={data.sourceQuotationId} /> : null}
    />
  );
}
