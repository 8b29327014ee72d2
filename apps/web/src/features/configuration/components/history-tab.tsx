import type { ConfigurationChange } from '@portal/contract';
import { configurationSubjects, formats } from '@portal/contract';
import type { TableColumnsType } from 'antd';
import { Table } from 'antd';
import { LazySelect } from '../../../components/lazy-select';
import { Typography } from '../../../components/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../../../components/date-time';
import { useConfigurationHistory } from '../api/system-settings-queries';

type Subject = ConfigurationChange['subject'];

/** A value before or after a change, as short text: the changed setting's value or the entry's fields. */
function valueText(value: unknown): string {
  if (value === null || value === undefined) return formats.emptyPlaceholder;
  if (typeof value !== 'object') return String(value);
  return Object.entries(value)
    .map(
      ([key, inner]) =>
        `${key}: ${inner !== null && typeof inner === 'object' ? JSON.stringify(inner) : String(inner)}`,
    )
    .join('; ');
}

/** Every configuration change, newest first: what, the values before and after, who and when. */
export function HistoryTab() {
  const { t } = useTranslation();
  const [subject, setSubject] = useState<Subject | undefined>();
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 20 });
  const history = useConfigurationHistory({ ...paging, ...(subject ? { subject } : {}) });
  const columns: TableColumnsType<ConfigurationChange> = [
    {
      key: 'at',
      title: t('systemSettings.changedAt'),
      width: 180,
      render: (_, row) => <DateTime value={row.at} />,
    },
    {
      key: 'subject',
      title: t('systemSettings.subject'),
      width: 200,
      render: (_, row) => `${t(`systemSettings.subject.${row.subject}`)} · ${row.subjectId}`,
    },
    {
      key: 'action',
      title: t('systemSettings.action'),
      width: 100,
      render: (_, row) => t(`systemSettings.action.${row.action}`, { defaultValue: row.action }),
    },
    {
      key: 'before',
      title: t('systemSettings.before'),
      render: (_, row) => <Typography.Text type="secondary">{valueText(row.before)}</Typography.Text>,
    },
    { key: 'after', title: t('systemSettings.after'), render: (_, row) => valueText(row.after) },
    {
      key: 'actor',
      title: t('systemSettings.changedBy'),
      width: 140,
      render: (_, row) => row.actorName ?? formats.emptyPlaceholder,
    },
  ];
  return (
    <>
      <LazySelect<Subject>
        allowClear
        style={{ width: 240, marginBottom: 12 }}
        placeholder={t('systemSettings.subject')}
        aria-label={t('systemSettings.subject')}
        value={subject}
        onChange={(value) => {
          setSubject(value);
          setPaging((p) => ({ ...p, pageNum: 1 }));
        }}
        options={configurationSubjects.map((value) => ({
          value,
          label: t(`systemSettings.subject.${value}`),
        }))}
      />
      <Table<ConfigurationChange>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={history.data?.list ?? []}
        loading={history.isLoading}
        pagination={{
          current: paging.pageNum,
          pageSize: paging.pageSize,
          total: history.data?.total ?? 0,
          onChange: (pageNum, pageSize) => setPaging({ pageNum, pageSize }),
        }}
      />
    </>
  );
}
