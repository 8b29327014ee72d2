import type { Ticket } from '@portal/contract';
import {
  pageTicketsBodySchema,
  partnerCompanyName,
  ticketImportRefusalSchema,
  ticketsEndpoints,
  ticketSlaOutcomes,
} from '@portal/contract';
import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Tag } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { RowAction } from '../../../components/data-grid';
import type { ImportRefusalDisplay } from '../../../components/import-button';
import { ImportButton } from '../../../components/import-button';
import { defineList } from '../../../components/list-kit/list-definition';
import { ListScreen } from '../../../components/list-kit/list-screen';
import { useList } from '../../../components/list-kit/use-list';
import { paths } from '../../../config/paths';
import { useAppState } from '../../../lib/app-state';
import { companyLabel } from '../../../lib/company-label';
import { useSession } from '../../../lib/session';
import { toneColor } from '../../../lib/theme';
import { notify } from '../../../lib/notify';
import { useCodeOptions } from '../../../lib/use-code-options';
import { useDownloadTicketTemplate } from '../api/download-ticket-template';
import { useEquipmentCompanies } from '../api/list-equipment';
import { usePageTickets } from '../api/page-tickets';
import { ticketKeys } from '../api/ticket-keys';
import { TicketPriorityTag, TicketStatusTag, useTicketOptions } from './ticket-tags';

const TicketCreateModal = lazy(() =>
  import('./ticket-create-modal').then((m) => ({ default: m.TicketCreateModal })),
);

const dueWithin = [4, 24, 72] as const;

const importAccept = ['XLSX'];

/** A refused import's errors by row, in the ticket area's words. */
const importRefusal: ImportRefusalDisplay = {
  schema: ticketImportRefusalSchema,
  texts: {
    title: 'ticket.import.errorsTitle',
    intro: 'ticket.import.errorsIntro',
    more: 'ticket.import.more',
    row: 'ticket.import.row',
    column: 'ticket.import.column',
    message: 'ticket.import.problem',
  },
};

/**
 * Tickets: search (keyword, status, priority, type, due within), sort, page; open one; raise a new one, or
 * many from an .xlsx (the template to download; a refused file's errors by row, nothing saved).
 */
export function TicketList() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const template = useDownloadTicketTemplate();
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();
  const language = useAppState((s) => s.language);
  const isStaff = useSession((s) => s.userInfo?.kind !== 'partner');
  const { statuses, priorities, types } = useTicketOptions();
  const regions = useCodeOptions('REGION');
  const companies = useEquipmentCompanies(isStaff);
  const companyOptions = useMemo(
    () =>
      (companies.data ?? []).map((company) => ({
        value: company.id,
        label: partnerCompanyName(company, language),
      })),
    [companies.data, language],
  );
  const outcomes = ticketSlaOutcomes.map((outcome) => ({
    value: outcome,
    label: t(`ticket.slaOutcome.${outcome}`),
  }));

  const list = useList(
    defineList<typeof pageTicketsBodySchema, Ticket>({
      name: 'tickets',
      schema: pageTicketsBodySchema,
      columns: [
        {
          key: 'ticketNo',
          title: 'ticket.field.ticketNo',
          kind: 'code',
          sortField: 'ticketNo',
          render: (ticket) => <Link to={paths.ticketDetail(ticket.id)}>{ticket.ticketNo}</Link>,
        },
        { key: 'title', title: 'ticket.field.title', kind: 'text', dataIndex: 'title' },
        {
          key: 'status',
          title: 'ticket.field.status',
          kind: 'status',
          sortField: 'status',
          samples: statuses.map((status) => status.label),
          render: (ticket) => (
            <>
              <TicketStatusTag status={ticket.status} />
              {ticket.breached ? <Tag color={toneColor('error')}>{t('ticket.breached')}</Tag> : null}
            </>
          ),
        },
        {
          key: 'priority',
          title: 'ticket.field.priority',
          kind: 'tag',
          sortField: 'priority',
          samples: priorities.map((priority) => priority.label),
          render: (ticket) => <TicketPriorityTag priority={ticket.priority} />,
        },
        {
          key: 'resolutionDueAt',
          title: 'ticket.field.resolutionDueAt',
          kind: 'date-time',
          sortField: 'resolutionDueAt',
          dataIndex: 'resolutionDueAt',
        },
        {
          key: 'partner',
          optional: true,
          title: 'ticket.field.partner',
          kind: 'name',
          hidden: !isStaff,
          render: (ticket) => companyLabel(ticket, language),
        },
        {
          key: 'customerName',
          optional: true,
          title: 'ticket.field.customer',
          kind: 'name',
          dataIndex: 'customerName',
        },
        {
          key: 'serialNo',
          optional: true,
          title: 'ticket.field.serialNo',
          kind: 'code',
          dataIndex: 'serialNo',
        },
        {
          key: 'type',
          optional: true,
          title: 'ticket.field.type',
          kind: 'tag',
          render: (ticket) => t(`ticket.type.${ticket.type}`),
        },
        {
          key: 'assignee',
          optional: true,
          title: 'ticket.field.assignee',
          kind: 'name',
          render: (ticket) => ticket.assigneeName ?? '--',
        },
        {
          key: 'createdAt',
          optional: true,
          title: 'ticket.field.createdAt',
          kind: 'date-time',
          sortField: 'createdAt',
          dataIndex: 'createdAt',
        },
      ],
      filters: [
        {
          name: 'keyword',
          label: 'ticket.field.keyword',
          control: { kind: 'text', placeholder: t('ticket.keywordPlaceholder') },
        },
        { name: 'status', label: 'ticket.field.status', control: { kind: 'select', options: statuses } },
        {
          name: 'priority',
          label: 'ticket.field.priority',
          control: { kind: 'select', options: priorities },
        },
        { name: 'type', label: 'ticket.field.type', control: { kind: 'select', options: types } },
        {
          name: 'dueWithinHours',
          label: 'ticket.field.dueWithin',
          control: {
            kind: 'select',
            options: dueWithin.map((hours) => ({
              value: hours,
              label: t('ticket.dueWithinHours', { hours }),
            })),
          },
        },
        {
          name: 'slaOutcome',
          label: 'ticket.field.slaOutcome',
          control: { kind: 'select', options: outcomes },
        },
        {
          name: 'createdFrom',
          label: 'ticket.field.createdRange',
          control: { kind: 'dateRange', to: 'createdTo' },
          span: 8,
        },
        {
          name: 'companyId',
          label: 'ticket.field.partner',
          control: { kind: 'select', options: companyOptions },
          span: 6,
          hidden: !isStaff,
        },
        {
          name: 'region',
          label: 'ticket.field.partnerRegion',
          control: { kind: 'select', options: regions.options },
          span: 6,
          hidden: !isStaff,
        },
      ],
    }),
  );
  const page = usePageTickets(list.query);

  const actions = (ticket: Ticket): RowAction[] => [
    { key: 'view', label: t('ticket.view'), onClick: () => navigate(paths.ticketDetail(ticket.id)) },
  ];

  return (
    <ListScreen
      list={list}
      page={page}
      rowKey="id"
      actions={actions}
      toolbar={
        <>
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)}>
            {t('ticket.create')}
          </Button>
          <ImportButton
            endpoint={ticketsEndpoints.importTickets}
            accept={importAccept}
            refusal={importRefusal}
            inputTestId="ticket-import-input"
            onImported={(result) => {
              notify.success(t('ticket.import.done', { count: result.count }));
              void queryClient.invalidateQueries({ queryKey: ticketKeys.all });
            }}
          >
            {t('ticket.import')}
          </ImportButton>
          <Button
            type="link"
            icon={<DownloadOutlined aria-hidden />}
            loading={template.isPending}
            onClick={() => template.mutate()}
          >
            {t('ticket.import.template')}
          </Button>
          {creating ? (
            <Suspense fallback={null}>
              <TicketCreateModal isStaff={isStaff} onClose={() => setCreating(false)} />
            </Suspense>
          ) : null}
        </>
      }
    />
  );
}
