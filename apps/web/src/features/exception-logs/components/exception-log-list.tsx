import type { ExceptionLog } from '@portal/contract';
import { pageExceptionLogsBodySchema } from '@portal/contract';
import { Descriptions } from 'antd';
import type { ReactNode } from 'react';
import { Typography } from '../../../components/typography';
import { useTranslation } from 'react-i18next';
import { defineList } from '../../../components/list-kit/list-definition';
import { ListScreen } from '../../../components/list-kit/list-screen';
import { useList } from '../../../components/list-kit/use-list';
import { usePageExceptionLogs } from '../api/page-exception-logs';

/**
 * Failure reports sent by clients and the server's own, newest first; every value shown as text (escaped
 * by React). `toolbar`: the screen's buttons beside the list (the page's backups).
 */
export function ExceptionLogList({ toolbar }: { toolbar?: ReactNode }) {
  const { t } = useTranslation();
  const list = useList(
    defineList<typeof pageExceptionLogsBodySchema, ExceptionLog>({
      name: 'exception-logs',
      schema: pageExceptionLogsBodySchema,
      columns: [
        {
          key: 'createdAt',
          title: 'common.createdAt',
          kind: 'date-time',
          dataIndex: 'createdAt',
        },
        { key: 'user', title: 'exceptionLog.user', kind: 'name', render: (row) => row.username ?? '--' },
        { key: 'method', title: 'exceptionLog.method', kind: 'code', dataIndex: 'method' },
        {
          key: 'className',
          optional: true,
          title: 'exceptionLog.className',
          kind: 'text',
          dataIndex: 'className',
        },
        {
          key: 'errorCode',
          optional: true,
          title: 'exceptionLog.errorCode',
          kind: 'code',
          dataIndex: 'errorCode',
        },
        {
          key: 'clientAddress',
          optional: true,
          title: 'exceptionLog.clientAddress',
          kind: 'code',
          dataIndex: 'clientAddress',
        },
      ],
      filters: [
        { name: 'keyword', label: 'common.keyword', control: { kind: 'text' } },
        { name: 'type', label: 'exceptionLog.type', control: { kind: 'text', maxLength: 64 } },
        {
          name: 'createdFrom',
          label: 'exceptionLog.createdRange',
          control: { kind: 'dateRange', to: 'createdTo' },
          span: 8,
        },
      ],
    }),
  );
  const page = usePageExceptionLogs(list.query);

  return (
    <ListScreen
      list={list}
      page={page}
      rowKey="id"
      toolbar={toolbar}
      expandable={{
        expandedRowRender: (row) => (
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('exceptionLog.type')}>{row.type}</Descriptions.Item>
            <Descriptions.Item label={t('exceptionLog.page')}>
              {row.errorTrace.href ?? '--'}
            </Descriptions.Item>
            <Descriptions.Item label={t('exceptionLog.params')}>
              <Typography.Text code style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
                {row.errorParam ?? '--'}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('exceptionLog.trace')}>
              <Typography.Text code style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
                {JSON.stringify(row.errorTrace, null, 2)}
              </Typography.Text>
            </Descriptions.Item>
          </Descriptions>
        ),
      }}
    />
  );
}
