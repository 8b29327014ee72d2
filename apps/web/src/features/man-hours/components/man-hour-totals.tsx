import type { TotalRow, TotalsGrouping } from '@portal/contract';
import { totalsGroupings } from '@portal/contract';
import { Input, Segmented, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTotals } from '../api/man-hours';
import { mondayOf, shiftDate } from './week-dates';

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** Hours in a date range by person, customer, opportunity or kind of work (within what the reader reads). */
export function ManHourTotals() {
  const { t } = useTranslation();
  const [groupBy, setGroupBy] = useState<TotalsGrouping>('person');
  const [from, setFrom] = useState(shiftDate(mondayOf(), -28));
  const [to, setTo] = useState(shiftDate(mondayOf(), 6));
  const ok = isDate(from) && isDate(to) && from <= to;
  const totals = useTotals(groupBy, ok ? from : '2000-01-01', ok ? to : '2000-01-01');
  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <Segmented<TotalsGrouping>
          aria-label={t('manHours.field.groupBy')}
          value={groupBy}
          onChange={setGroupBy}
          options={totalsGroupings.map((value) => ({ value, label: t(`manHours.group.${value}`) }))}
        />
        <Input
          addonBefore={t('manHours.field.from')}
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          status={isDate(from) ? undefined : 'error'}
          style={{ width: 220 }}
        />
        <Input
          addonBefore={t('manHours.field.to')}
          value={to}
          onChange={(e) => setTo(e.target.value)}
          status={ok ? undefined : 'error'}
          style={{ width: 220 }}
        />
      </Space>
      <Table<TotalRow>
        aria-label={t('manHours.tab.totals')}
        rowKey="key"
        size="small"
        loading={totals.isLoading}
        dataSource={ok ? (totals.data ?? []) : []}
        pagination={false}
        columns={[
          { key: 'label', title: t(`manHours.group.${groupBy}`), render: (_, row) => row.label || '--' },
          { key: 'hours', dataIndex: 'hours', title: t('manHours.field.hours'), align: 'right' },
        ]}
      />
    </>
  );
}
