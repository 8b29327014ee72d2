import { Badge, Collapse, Flex } from 'antd';
import { Typography } from '../../../components/typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { AnyQuotationInfo } from '../api/get-quotation-info';
import { useQaUnreadCount } from '../api/qa-thread';
import { QaThread } from './qa-thread';

/**
 * The Q&A of a quotation on its detail, folded with its unread count; opening it reads the thread (and
 * marks it read). Planning quotations have none: partners never read them.
 */
export function QaSection({ quotation }: { quotation: AnyQuotationInfo }) {
  return quotation.kind === 'planning' ? null : <QaCollapse quotationId={quotation.id} />;
}

function QaCollapse({ quotationId }: { quotationId: number }) {
  const { t } = useTranslation();
  const unread = useQaUnreadCount(quotationId);
  const count = unread.data?.quotation ?? 0;
  return (
    <Collapse
      items={[
        {
          key: 'qa',
          label: (
            <Flex gap={8} align="center">
              <Typography.Text strong>{t('quotationQa.title')}</Typography.Text>
              {count > 0 ? (
                <Badge
                  count={count}
                  title={t('quotationQa.unreadCount', { count })}
                  aria-label={t('quotationQa.unreadCount', { count })}
                />
              ) : null}
            </Flex>
          ),
          extra: (
            <Link to={paths.quotationQa(quotationId)} onClick={(event) => event.stopPropagation()}>
              {t('quotationQa.openPage')}
            </Link>
          ),
          children: <QaThread quotationId={quotationId} />,
        },
      ]}
    />
  );
}
