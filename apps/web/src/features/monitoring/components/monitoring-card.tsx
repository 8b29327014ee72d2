import type { MonitoringItem } from '@portal/contract';
import { Card, Statistic, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../components/format';

/**
 * One monitoring item: its count, a link to the list behind it (the same count), or, where no list screen
 * shows its records, a button that shows their first ones.
 */
export function MonitoringCard({ item }: { item: MonitoringItem }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const title = t(`monitoring.item.${item.key}`);
  const value = <Statistic value={item.count} />;
  return (
    <Card size="small" title={title} data-monitoring={item.key} style={{ height: '100%' }}>
      {item.link ? (
        <Link to={item.link} aria-label={t('monitoring.openList', { item: title, count: item.count })}>
          {value}
        </Link>
      ) : item.count > 0 ? (
        <button
          type="button"
          onClick={() => setOpen((shown) => !shown)}
          aria-expanded={open}
          aria-label={t('monitoring.showRecords', { item: title, count: item.count })}
          style={{ all: 'unset', cursor: 'pointer' }}
        >
          {value}
        </button>
      ) : (
        value
      )}
      {open && item.rows.length > 0 && (
        <Table
          size="small"
          pagination={false}
          rowKey={(row) => `${row.title}|${row.at ?? ''}`}
          dataSource={item.rows}
          style={{ marginTop: 8 }}
          columns={[
            {
              key: 'title',
              title: t('monitoring.column.record'),
              render: (_, row) => (row.link ? <Link to={row.link}>{row.title}</Link> : row.title),
            },
            { key: 'detail', title: t('monitoring.column.detail'), dataIndex: 'detail' },
            {
              key: 'at',
              title: t('monitoring.column.at'),
              width: 150,
              render: (_, row) => (row.at ? formatDateTime(row.at) : '--'),
            },
          ]}
        />
      )}
    </Card>
  );
}
