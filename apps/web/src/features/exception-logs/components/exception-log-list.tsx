import type { ExceptionLog } from '@portal/contract';
import { limits } from '@portal/contract';
import { DatePicker, Descriptions, Input, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid } from '../../../components/data-grid';
import { formatDateTime } from '../../../components/format';
import { SearchBox } from '../../../components/search-box';
import type { ExceptionLogFilters } from '../api/exception-log-keys';
import { usePageExceptionLogs } from '../api/page-exception-logs';

interface SearchValues {
  keyword?: string;
  type?: string;
  range?: [Dayjs | null, Dayjs | null] | null;
}

/** Failure reports sent by clients, newest first; every value shown as text (escaped by React). */
export function ExceptionLogList() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<ExceptionLogFilters>({
    pageNum: 1,
    pageSize: limits.defaultPageSize,
  });
  const { data, isFetching } = usePageExceptionLogs(filters);

  const search = (values: SearchValues) => {
    const [from, to] = values.range ?? [];
    setFilters((current) => ({
      pageNum: 1,
      pageSize: current.pageSize,
      ...(values.keyword?.trim() ? { keyword: values.keyword.trim() } : {}),
      ...(values.type?.trim() ? { type: values.type.trim() } : {}),
      ...(from ? { createdFrom: from.startOf('day').toISOString() } : {}),
      ...(to ? { createdTo: to.endOf('day').toISOString() } : {}),
    }));
  };

  return (
    <>
      <SearchBox<SearchValues>
        loading={isFetching}
        onSearch={search}
        fields={[
          { name: 'keyword', label: t('common.keyword'), node: <Input allowClear maxLength={200} /> },
          { name: 'type', label: t('exceptionLog.type'), node: <Input allowClear maxLength={64} /> },
          {
            name: 'range',
            label: `${t('exceptionLog.createdFrom')} – ${t('exceptionLog.createdTo')}`,
            span: 8,
            node: <DatePicker.RangePicker style={{ width: '100%' }} />,
          },
        ]}
      />
      <DataGrid<ExceptionLog>
        rowKey="id"
        showIndex
        loading={isFetching}
        dataSource={data?.list ?? []}
        pagination={{
          pageNum: filters.pageNum,
          pageSize: filters.pageSize,
          total: data?.total ?? 0,
          onChange: (pageNum, pageSize) => setFilters((current) => ({ ...current, pageNum, pageSize })),
        }}
        columns={[
          {
            title: t('common.createdAt'),
            dataIndex: 'createdAt',
            width: 180,
            render: (v: string) => formatDateTime(v),
          },
          {
            title: t('exceptionLog.user'),
            dataIndex: 'username',
            width: 140,
            render: (v: string | null) => v ?? '--',
          },
          { title: t('exceptionLog.method'), dataIndex: 'method', width: 90 },
          { title: t('exceptionLog.className'), dataIndex: 'className', ellipsis: true },
          { title: t('exceptionLog.errorCode'), dataIndex: 'errorCode', width: 110 },
          { title: t('exceptionLog.clientAddress'), dataIndex: 'clientAddress', width: 140 },
        ]}
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
    </>
  );
}
