import type { Timesheet, TimesheetInfo, TimesheetView } from '@portal/contract';
import { manHourLimits } from '@portal/contract';
import { Button, Drawer, Form, Input, Modal, Segmented, Space, Table, Tag } from 'antd';
import { Typography } from '../../../components/typography';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '../../../components/format';
import { notify } from '../../../lib/notify';
import { useApproveTimesheets, useRejectTimesheet, useTimesheet, useTimesheets } from '../api/man-hours';

const statusColors = {
  open: 'default',
  submitted: 'processing',
  approved: 'success',
  rejected: 'error',
} as const;

/** Rejects a timesheet: a reason for each entry refused (at least one); the others stay as they are. */
function RejectModal({ sheet, onClose }: { sheet: TimesheetInfo; onClose: () => void }) {
  const { t } = useTranslation();
  const reject = useRejectTimesheet();
  const [reasons, setReasons] = useState<Record<number, string>>({});
  const chosen = Object.entries(reasons)
    .map(([id, reason]) => ({ id: Number(id), reason: reason.trim() }))
    .filter((row) => row.reason !== '');
  return (
    <Modal
      open
      title={t('manHours.rejectTitle', { person: sheet.personName })}
      okText={t('manHours.action.reject')}
      okButtonProps={{ danger: true, disabled: chosen.length === 0, loading: reject.isPending }}
      onCancel={onClose}
      onOk={async () => {
        await reject.mutateAsync({ id: sheet.id, rowVersion: sheet.rowVersion, entries: chosen });
        notify.success(t('manHours.rejected'));
        onClose();
      }}
      width={760}
    >
      <Typography.Paragraph type="secondary">{t('manHours.rejectHint')}</Typography.Paragraph>
      <Form layout="vertical">
        {sheet.entries.map((entry) => (
          <Form.Item key={entry.id} label={`${entry.workDate} · ${entry.hours} h · ${entry.subjectLabel}`}>
            <Input
              aria-label={`${t('manHours.field.reason')} ${entry.workDate} ${entry.subjectLabel}`}
              maxLength={manHourLimits.reason}
              placeholder={t('manHours.field.reason')}
              value={reasons[entry.id] ?? ''}
              onChange={(event) => setReasons({ ...reasons, [entry.id]: event.target.value })}
            />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}

/** One timesheet with its entries and the decisions the reader may take. */
function TimesheetDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const sheet = useTimesheet(id);
  const approve = useApproveTimesheets();
  const [rejecting, setRejecting] = useState(false);
  const data = sheet.data;
  return (
    <Drawer
      open
      width={820}
      onClose={onClose}
      title={data ? `${data.personName} · ${data.weekStart}` : ''}
      extra={
        data && (
          <Space>
            {data.actions.includes('approve') && (
              <Button
                type="primary"
                loading={approve.isPending}
                onClick={async () => {
                  await approve.mutateAsync({ ids: [data.id], comment: null });
                  notify.success(t('manHours.approved', { n: 1 }));
                }}
              >
                {t('manHours.action.approve')}
              </Button>
            )}
            {data.actions.includes('reject') && (
              <Button danger onClick={() => setRejecting(true)}>
                {t('manHours.action.reject')}
              </Button>
            )}
          </Space>
        )
      }
    >
      {data && (
        <>
          <Space style={{ marginBottom: 12 }}>
            <Tag color={statusColors[data.status]}>{t(`manHours.status.${data.status}`)}</Tag>
            <span>
              {t('manHours.total')}: {data.totalHours}
            </span>
          </Space>
          <Table
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={data.entries}
            columns={[
              { key: 'workDate', dataIndex: 'workDate', title: t('manHours.field.workDate') },
              { key: 'hours', dataIndex: 'hours', title: t('manHours.field.hours'), align: 'right' },
              {
                key: 'kind',
                title: t('manHours.field.kind'),
                render: (_, e) => t(`manHours.kind.${e.kind}`),
              },
              { key: 'subject', dataIndex: 'subjectLabel', title: t('manHours.field.subject') },
              {
                key: 'customer',
                title: t('manHours.field.customer'),
                render: (_, e) => e.customerName ?? '--',
              },
              { key: 'note', title: t('manHours.field.note'), render: (_, e) => e.note ?? '--' },
              {
                key: 'status',
                title: t('manHours.field.status'),
                render: (_, e) =>
                  e.status === 'rejected' && e.rejectReason
                    ? t('manHours.entryRejected', { reason: e.rejectReason })
                    : t(`manHours.status.${e.status}`),
              },
            ]}
          />
          {rejecting && <RejectModal sheet={data} onClose={() => setRejecting(false)} />}
        </>
      )}
    </Drawer>
  );
}

/** The timesheets waiting for the reader (or its own, or all it may read), with bulk approval. */
export function TimesheetApprovals() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [view, setView] = useState<TimesheetView>('todo');
  const [selected, setSelected] = useState<number[]>([]);
  const list = useTimesheets(view);
  const approve = useApproveTimesheets();
  const opened = Number(params.get('timesheet')) || null;
  const open = (id: number | null) =>
    setParams(id ? { tab: 'approvals', timesheet: String(id) } : { tab: 'approvals' });

  const columns: ColumnsType<Timesheet> = [
    { key: 'person', dataIndex: 'personName', title: t('manHours.person') },
    { key: 'company', title: t('manHours.field.company'), render: (_, s) => s.companyName ?? '--' },
    { key: 'week', dataIndex: 'weekStart', title: t('manHours.week') },
    { key: 'total', dataIndex: 'totalHours', title: t('manHours.total'), align: 'right' },
    {
      key: 'status',
      title: t('manHours.field.status'),
      render: (_, s) => <Tag color={statusColors[s.status]}>{t(`manHours.status.${s.status}`)}</Tag>,
    },
    {
      key: 'submittedAt',
      title: t('manHours.field.submittedAt'),
      render: (_, s) => formatDateTime(s.submittedAt),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (_, s) => (
        <Button type="link" size="small" onClick={() => open(s.id)}>
          {t('common.view')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <Segmented<TimesheetView>
          value={view}
          onChange={(next) => {
            setView(next);
            setSelected([]);
          }}
          options={(['todo', 'mine', 'all'] as const).map((value) => ({
            value,
            label: t(`manHours.view.${value}`),
          }))}
        />
        <Button
          type="primary"
          disabled={selected.length === 0}
          loading={approve.isPending}
          onClick={async () => {
            const done = await approve.mutateAsync({ ids: selected, comment: null });
            notify.success(t('manHours.approved', { n: done.length }));
            setSelected([]);
          }}
        >
          {t('manHours.action.approveSelected')}
          {selected.length > 0 ? ` (${selected.length})` : ''}
        </Button>
      </Space>
      <Table<Timesheet>
        aria-label={t('manHours.tab.approvals')}
        rowKey="id"
        size="small"
        loading={list.isLoading}
        columns={columns}
        dataSource={list.data ?? []}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys.map(Number)),
          getCheckboxProps: (s) => ({ disabled: !s.actions.includes('approve') }),
        }}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
      />
      {opened && <TimesheetDrawer id={opened} onClose={() => open(null)} />}
    </>
  );
}
