import type { QuotationKind, ReturnedDetail as ReturnedDetailData } from '@portal/contract';
import { quotationStates } from '@portal/contract';
import { Alert, Card, Descriptions, Flex, Spin, Table } from 'antd';
import { Typography } from '../../../components/typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadErrorState } from '../../../components/states';
import { DateTime } from '../../../components/date-time';
import { isOneOf } from '../../../lib/narrow';
import { useQuotationInfo } from '../api/get-quotation-info';
import { useReturnedDetail } from '../api/returned-detail';
import { QuotationDiffView } from './quotation-diff';
import { quotationPath } from '../quotation-path';
import { QuotationStatusTag } from './quotation-status-tag';

type LineReason = ReturnedDetailData['lineReasons'][number];

/** The returned detail as read: the reasons, who rejected and when, and the next version's changes. */
export function ReturnedDetailView({
  detail,
  kind,
  currency,
}: {
  detail: ReturnedDetailData;
  kind: QuotationKind;
  currency: string;
}) {
  const { t } = useTranslation();
  const versionLink = (id: number, version: number) => (
    <Link to={quotationPath({ id, kind })}>{t('returnedQuotation.openVersion', { version })}</Link>
  );
  const nextVersion = detail.diff?.toVersion ?? detail.version + 1;
  return (
    <Flex vertical gap={16}>
      <Card
        size="small"
        title={
          <Flex gap={8} align="center" wrap>
            <span>{t('returnedQuotation.title', { no: detail.quotationNo, version: detail.version })}</span>
            {isOneOf(quotationStates, detail.status) ? <QuotationStatusTag status={detail.status} /> : null}
          </Flex>
        }
        extra={
          <Flex gap={16} wrap>
            {versionLink(detail.id, detail.version)}
            {detail.nextVersionId !== null ? versionLink(detail.nextVersionId, nextVersion) : null}
          </Flex>
        }
      >
        {detail.returnReason === null ? (
          <Alert type="info" showIcon title={t('returnedQuotation.notReturned')} />
        ) : (
          <Descriptions
            column={{ xs: 1, md: 2 }}
            items={[
              {
                key: 'returnedBy',
                label: t('returnedQuotation.returnedBy'),
                children: detail.returnedBy ?? '--',
              },
              {
                key: 'returnedAt',
                label: t('returnedQuotation.returnedAt'),
                children: <DateTime value={detail.returnedAt} />,
              },
              {
                key: 'reason',
                label: t('quotation.field.returnReason'),
                span: 2,
                children: (
                  <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{detail.returnReason}</Typography.Text>
                ),
              },
            ]}
          />
        )}
      </Card>
      <Card size="small" title={t('returnedQuotation.lineReasons')}>
        {detail.lineReasons.length === 0 ? (
          <Typography.Text type="secondary">{t('returnedQuotation.noLineReasons')}</Typography.Text>
        ) : (
          <Table<LineReason>
            size="small"
            rowKey="lineId"
            pagination={false}
            dataSource={detail.lineReasons}
            columns={[
              { key: 'lineNo', title: t('quotation.field.lineNo'), dataIndex: 'lineNo', width: 80 },
              {
                key: 'code',
                title: t('quotation.field.code'),
                dataIndex: 'code',
                width: 200,
                render: (code: string) => <span style={{ whiteSpace: 'nowrap' }}>{code}</span>,
              },
              { key: 'name', title: t('quotation.field.name'), dataIndex: 'name', width: 260 },
              { key: 'reason', title: t('quotation.field.returnReason'), dataIndex: 'reason' },
            ]}
          />
        )}
      </Card>
      <Card size="small" title={t('returnedQuotation.changes')}>
        {detail.diff === null ? (
          <Typography.Text type="secondary">{t('returnedQuotation.notRevised')}</Typography.Text>
        ) : (
          <QuotationDiffView diff={detail.diff} currency={currency} />
        )}
      </Card>
    </Flex>
  );
}

/** /additional-quotation/back-detail?id=: the returned detail of a quotation version, loaded. */
export function ReturnedDetail({ id }: { id: number }) {
  const detail = useReturnedDetail(id);
  const info = useQuotationInfo(id);
  if (detail.isLoading || info.isLoading)
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin />
      </Flex>
    );
  if (detail.isError || !detail.data || info.isError || !info.data)
    return (
      <LoadErrorState
        onRetry={() => {
          void detail.refetch();
          void info.refetch();
        }}
      />
    );
  return <ReturnedDetailView detail={detail.data} kind={info.data.kind} currency={info.data.currency} />;
}
