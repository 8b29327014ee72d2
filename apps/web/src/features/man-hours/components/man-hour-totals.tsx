import type { TimeEntryState, TotalRow, TotalsGrouping } from '@portal/contract';
import {
  countedEntryStates,
  manHoursExportEndpoints,
  timeEntryStates,
  totalsGroupings,
} from '@portal/contract';
import { Segmented, Space, Table } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeField } from '../../../components/date-range-field';
import { ExportButton } from '../../../components/export-button';
import { LazySelect } from '../../../components/lazy-select';
import { useTotals } from '../api/man-hours';
import { mondayOf, shiftDate } from './week-dates';

const day = 'YYYY-MM-DD';

/**
 * Hours in a date range (picked on Ant Design's range picker) by person, customer, opportunity or kind of
 * work, counting the entry states the screen shows (submitted and approved unless the reader changes them),
 * within what the reader reads. Exported as .xlsx with the entries behind them (the same filter and scope).
 */
export function ManHourTotals() {
  const { t } = useTranslation();
  const [groupBy, setGroupBy] = useState<TotalsGrouping>('person');
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [
    dayjs(shiftDate(mondayOf(), -28)),
    dayjs(shiftDate(mondayOf(), 6)),
  ]);
  const [states, setStates] = useState<TimeEntryState[]>([...countedEntryStates]);
  const from = range[0].format(day);
  const to = range[1].format(day);
  const totals = useTotals(groupBy, from, to, states);
  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <Segmented<TotalsGrouping>
          aria-label={t('manHours.field.groupBy')}
          value={groupBy}
          onChange={setGroupBy}
          options={totalsGroupings.map((value) => ({ value, label: t(`manHours.group.${value}`) }))}
        />
        <DateRangeField
          aria-label={t('manHours.field.period')}
          value={range}
          allowClear={false}
          onChange={(dates) => {
            if (dates?.[0] && dates[1]) setRange([dates[0], dates[1]]);
          }}
          style={{ width: 260 }}
        />
        <LazySelect<TimeEntryState[]>
          mode="multiple"
          aria-label={t('manHours.field.countedStates')}
          prefix={t('manHours.field.countedStates')}
          value={states}
          onChange={setStates}
          status={states.length === 0 ? 'error' : undefined}
          options={timeEntryStates.map((value) => ({ value, label: t(`manHours.status.${value}`) }))}
          style={{ minWidth: 320 }}
        />
        <ExportButton
          endpoint={manHoursExportEndpoints.exportTimeEntries}
          body={{ groupBy, from, to, states }}
          disabled={states.length === 0}
        />
      </Space>
      <Table<TotalRow>
        aria-label={t('manHours.tab.totals')}
        rowKey="key"
        size="small"
        loading={totals.isLoading}
        dataSource={states.length > 0 ? (totals.data ?? []) : []}
        pagination={false}
        columns={[
          { key: 'label', title: t(`manHours.group.${groupBy}`), render: (_, row) => row.label || '--' },
          { key: 'hours', dataIndex: 'hours', title: t('manHours.field.hours'), align: 'right' },
        ]}
      />
    </>
  );
}
