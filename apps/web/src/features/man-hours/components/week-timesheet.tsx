import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { TimeEntry, Week } from '@portal/contract';
import { Alert, Button, Popconfirm, Space, Table, Tag } from 'antd';
import { Typography } from '../../../components/typography';
import type { ColumnsType } from 'antd/es/table';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SelectField } from '../../../components/select-field';
import { notify } from '../../../lib/notify';
import {
  useDeleteEntry,
  useManHourPeople,
  useSubmitTimesheet,
  useWeek,
  useWithdrawTimesheet,
} from '../api/man-hours';
import { daysOf, mondayOf, shiftDate, weekdayKeys } from './week-dates';

/** The entry form loads when an entry is opened (page weight). */
const EntryModal = lazy(() => import('./entry-modal').then((m) => ({ default: m.EntryModal })));

const statusColors = {
  open: 'default',
  submitted: 'processing',
  approved: 'success',
  rejected: 'error',
  draft: 'default',
} as const;

interface GridRow {
  key: string;
  label: string;
  kind: TimeEntry['kind'];
  byDay: Record<string, TimeEntry[]>;
}

const sum = (entries: TimeEntry[]) => entries.reduce((total, e) => total + Number(e.hours), 0);
const hoursText = (value: number) => (value === 0 ? '' : value.toFixed(1));

/** The rows of the week grid: one per record booked on, its hours under each day (Monday first). */
function gridRows(week: Week): GridRow[] {
  const rows = new Map<string, GridRow>();
  for (const entry of week.entries) {
    const key = `${entry.kind}:${entry.subjectId}`;
    const row = rows.get(key) ?? { key, label: entry.subjectLabel, kind: entry.kind, byDay: {} };
    (row.byDay[entry.workDate] ??= []).push(entry);
    rows.set(key, row);
  }
  return [...rows.values()];
}

/** A person's week on a week grid (Monday first), with its entries, the week's state and its moves. */
export function WeekTimesheet() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const asked = params.get('week');
  // `?week=` opens a given week (its Monday); this week otherwise.
  const [weekStart, setWeekStart] = useState(
    asked && /^\d{4}-\d{2}-\d{2}$/.test(asked) ? mondayOf(new Date(`${asked}T00:00:00`)) : mondayOf(),
  );
  const [personId, setPersonId] = useState<number | undefined>();
  const [editing, setEditing] = useState<{ entry?: TimeEntry; day?: string } | null>(null);
  const people = useManHourPeople();
  const week = useWeek(personId, weekStart);
  const submit = useSubmitTimesheet();
  const withdraw = useWithdrawTimesheet();
  const remove = useDeleteEntry();
  const days = daysOf(weekStart);
  const data = week.data;
  const sheet = data?.timesheet ?? null;
  const actions = sheet?.actions ?? (data && data.entries.length > 0 ? ['submit'] : []);

  const columns: ColumnsType<GridRow> = [
    {
      key: 'subject',
      title: t('manHours.field.subject'),
      width: 280,
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          <span>{row.label}</span>
          <Typography.Text type="secondary">{t(`manHours.kind.${row.kind}`)}</Typography.Text>
        </Space>
      ),
    },
    ...days.map((day, i) => ({
      key: day,
      title: (
        <span>
          {t(weekdayKeys[i]!)}
          <br />
          <Typography.Text type="secondary">{day.slice(5)}</Typography.Text>
        </span>
      ),
      align: 'right' as const,
      render: (_: unknown, row: GridRow) => {
        const entries = row.byDay[day] ?? [];
        const total = hoursText(sum(entries));
        const one = entries.length === 1 && entries[0]!.editable ? entries[0] : undefined;
        return one ? (
          <Button
            type="link"
            size="small"
            onClick={() => setEditing({ entry: one })}
            data-testid={`cell-${day}`}
          >
            {total}
          </Button>
        ) : (
          <span data-testid={`cell-${day}`}>{total}</span>
        );
      },
    })),
    {
      key: 'total',
      title: t('manHours.total'),
      align: 'right',
      render: (_, row) => <strong>{hoursText(sum(Object.values(row.byDay).flat()))}</strong>,
    },
  ];

  const entryColumns: ColumnsType<TimeEntry> = [
    { key: 'workDate', dataIndex: 'workDate', title: t('manHours.field.workDate'), width: 120 },
    { key: 'hours', dataIndex: 'hours', title: t('manHours.field.hours'), align: 'right', width: 80 },
    {
      key: 'kind',
      title: t('manHours.field.kind'),
      width: 150,
      render: (_, e) => t(`manHours.kind.${e.kind}`),
    },
    { key: 'subject', dataIndex: 'subjectLabel', title: t('manHours.field.subject') },
    {
      key: 'note',
      dataIndex: 'note',
      title: t('manHours.field.note'),
      render: (note: string | null) => note ?? '--',
    },
    {
      key: 'status',
      title: t('manHours.field.status'),
      render: (_, e) => (
        <Space direction="vertical" size={0}>
          <Tag color={statusColors[e.status]}>{t(`manHours.status.${e.status}`)}</Tag>
          {e.rejectReason && e.status === 'rejected' && (
            <Typography.Text type="danger">
              {t('manHours.entryRejected', { reason: e.rejectReason })}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      width: 150,
      render: (_, e) =>
        e.editable && (
          <Space>
            <Button type="link" size="small" onClick={() => setEditing({ entry: e })}>
              {t('common.edit')}
            </Button>
            <Popconfirm
              title={t('manHours.confirm.delete', { date: e.workDate })}
              onConfirm={async () => {
                await remove.mutateAsync({ id: e.id, rowVersion: e.rowVersion });
                notify.success(t('manHours.deleted'));
              }}
            >
              <Button type="link" size="small" danger>
                {t('common.delete')}
              </Button>
            </Popconfirm>
          </Space>
        ),
    },
  ];

  const dayTotals = days.map((day) => sum((data?.entries ?? []).filter((e) => e.workDate === day)));

  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        {(people.data?.length ?? 0) > 1 && (
          <SelectField
            aria-label={t('manHours.person')}
            style={{ width: 200 }}
            options={people.data ?? []}
            valueName="id"
            labelName="label"
            searchable
            allowClear={false}
            value={personId ?? data?.userId}
            onChange={(value) => setPersonId(typeof value === 'number' ? value : undefined)}
          />
        )}
        <Button
          icon={<LeftOutlined />}
          aria-label={t('manHours.previousWeek')}
          onClick={() => setWeekStart(shiftDate(weekStart, -7))}
        />
        <strong aria-live="polite" data-testid="week-range">
          {`${days[0]} ~ ${days[6]}`}
        </strong>
        <Button
          icon={<RightOutlined />}
          aria-label={t('manHours.nextWeek')}
          onClick={() => setWeekStart(shiftDate(weekStart, 7))}
        />
        <Button onClick={() => setWeekStart(mondayOf())}>{t('manHours.thisWeek')}</Button>
        {sheet && (
          <Tag color={statusColors[sheet.status]} data-testid="week-status">
            {t(`manHours.status.${sheet.status}`)}
          </Tag>
        )}
      </Space>
      <Space style={{ marginBottom: 12 }}>
        {data?.writable && (
          <Button type="primary" onClick={() => setEditing({})}>
            {t('manHours.newEntry')}
          </Button>
        )}
        {actions.includes('submit') && data && (
          <Popconfirm
            title={t('manHours.confirm.submit', { week: weekStart })}
            onConfirm={async () => {
              await submit.mutateAsync({ userId: data.userId, weekStart, rowVersion: sheet?.rowVersion });
              notify.success(t('manHours.submitted'));
            }}
          >
            <Button>{t('manHours.action.submit')}</Button>
          </Popconfirm>
        )}
        {actions.includes('withdraw') && sheet && (
          <Popconfirm
            title={t('manHours.confirm.withdraw', { week: weekStart })}
            onConfirm={async () => {
              await withdraw.mutateAsync({ id: sheet.id, rowVersion: sheet.rowVersion });
              notify.success(t('manHours.withdrawn'));
            }}
          >
            <Button>{t('manHours.action.withdraw')}</Button>
          </Popconfirm>
        )}
      </Space>
      {sheet?.status === 'rejected' && (
        <Alert type="warning" showIcon style={{ marginBottom: 12 }} message={t('manHours.status.rejected')} />
      )}
      <Table<GridRow>
        aria-label={t('manHours.week')}
        rowKey="key"
        size="small"
        loading={week.isLoading}
        columns={columns}
        dataSource={data ? gridRows(data) : []}
        pagination={false}
        locale={{ emptyText: t('manHours.noEntries') }}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0}>{t('manHours.dayTotal')}</Table.Summary.Cell>
            {dayTotals.map((total, i) => (
              <Table.Summary.Cell key={days[i]} index={i + 1} align="right">
                {hoursText(total)}
              </Table.Summary.Cell>
            ))}
            <Table.Summary.Cell index={8} align="right">
              <strong data-testid="week-total">{hoursText(dayTotals.reduce((a, b) => a + b, 0))}</strong>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
      <Table<TimeEntry>
        style={{ marginTop: 16 }}
        rowKey="id"
        size="small"
        columns={entryColumns}
        dataSource={data?.entries ?? []}
        pagination={false}
      />
      {editing && data && (
        <Suspense fallback={null}>
          <EntryModal
            weekStart={weekStart}
            userId={data.userId}
            entry={editing.entry}
            day={editing.day}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
    </>
  );
}
