import { Card, Flex, Spin, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadErrorState } from '../../../components/states';
import { useQuotationInfo } from '../api/get-quotation-info';
import { QaThread } from './qa-thread';
import { quotationPath } from '../quotation-path';
import { QuotationStatusTag } from './quotation-status-tag';

/** /additional-quotation/qa?id=: the Q&A of a quotation, under its number, kind and status. */
export function QuotationQaScreen({ id }: { id: number }) {
  const { t } = useTranslation();
  const { data, isLoading, isError, refetch } = useQuotationInfo(id);
  if (isLoading)
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin />
      </Flex>
    );
  if (isError || !data) return <LoadErrorState onRetry={() => void refetch()} />;
  return (
    <Card
      size="small"
      title={
        <Flex gap={8} align="center" wrap>
          <span>{t('quotationQa.threadOf', { no: data.quotationNo })}</span>
          <Tag>{t(`quotation.kind.${data.kind}`)}</Tag>
          <QuotationStatusTag status={data.status} />
        </Flex>
      }
      extra={
        <Link to={quotationPath(data)}>
          {`${data.quotationNo} · ${t('quotation.versionLabel', { version: data.version })}`}
        </Link>
      }
    >
      <QaThread quotationId={data.id} />
    </Card>
  );
}
