import { PlusOutlined } from '@ant-design/icons';
import type { PartnerQuotation } from '@portal/contract';
import { pageQuotationsBodySchema, permissions, quotationsEndpoints } from '@portal/contract';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import type { RowAction } from '../../../components/data-grid';
import { ExportButton } from '../../../components/export-button';
import { defineList } from '../../../components/list-kit/list-definition';
import { ListScreen } from '../../../components/list-kit/list-screen';
import { useList } from '../../../components/list-kit/use-list';
import { Money } from '../../../components/money';
import { Can } from '../../../lib/can';
import { useSession } from '../../../lib/session';
import { usePageQuotations } from '../api/page-quotations';
import { useAdditionalStatusOptions } from './additional-statuses';
import { QuotationStatusTag, useQuotationStatusOptions } from './quotation-status-tag';

/** Where a quotation is read: a planning one in its editor, a formal one on the formal screen. */
export const quotationPath = (quotation: Pick<PartnerQuotation, 'id' | 'kind'>) =>
  quotation.kind === 'planning' ? paths.quotationDetail(quotation.id) : paths.formalQuotation(quotation.id);

/**
 * The quotations of one kind: planning ones (with "new quotation" for planning) or formal ones (with
 * their validity date; expired ones marked). Search, status, sort, paging, .xlsx export; a partner reads
 * its company's formal quotations (the server scopes) and never the partner column. Additional ones
 * (requested by partners, priced by planning) list like formal ones; a partner requests one from here.
 */
export function QuotationList({ kind }: { kind: 'planning' | 'formal' | 'additional' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isStaff = useSession((s) => s.userInfo?.kind !== 'partner');
  const kindStatuses = useQuotationStatusOptions(kind === 'additional' ? 'formal' : kind);
  const additionalStatuses = useAdditionalStatusOptions();
  const statuses = kind === 'additional' ? additionalStatuses : kindStatuses;

  const list = useList(
    defineList<typeof pageQuotationsBodySchema, PartnerQuotation>({
      schema: pageQuotationsBodySchema,
      columns: [
        {
          key: 'quotationNo',
          title: 'quotation.field.quotationNo',
          kind: 'code',
          // Quotation numbers are longer than the kit's code sample.
          samples: ['QT20261124000000'],
          sortField: 'quotationNo',
          render: (row) => <Link to={quotationPath(row)}>{row.quotationNo}</Link>,
        },
        {
          key: 'status',
          title: 'quotation.field.status',
          kind: 'status',
          samples: statuses.map((status) => status.label),
          render: (row) => <QuotationStatusTag status={row.status} />,
        },
        {
          key: 'version',
          title: 'quotation.field.version',
          kind: 'count',
          render: (row) => t('quotation.versionLabel', { version: row.version }),
        },
        {
          key: 'validUntil',
          title: 'quotation.field.validUntil',
          kind: 'date',
          hidden: kind === 'planning',
          render: (row) => row.validUntil ?? '--',
        },
        {
          key: 'total',
          title: 'quotation.field.total',
          kind: 'amount',
          sortField: 'total',
          render: (row) => <Money value={row.total} currency={row.currency} />,
        },
        {
          key: 'customer',
          title: 'quotation.field.customer',
          kind: 'name',
          render: (row) => row.customerName,
        },
        { key: 'project', title: 'quotation.field.project', kind: 'name', render: (row) => row.projectName },
        {
          key: 'company',
          title: 'quotation.field.company',
          kind: 'name',
          hidden: !isStaff,
          render: (row) => row.companyName,
        },
        { key: 'opptNo', title: 'quotation.field.opportunity', kind: 'code', dataIndex: 'opptNo' },
        {
          key: 'order',
          title: 'quotation.field.order',
          kind: 'code',
          samples: ['SO20261124000000'],
          hidden: kind === 'planning',
          render: (row) =>
            row.orderId !== null ? <Link to={paths.orderDetail(row.orderId)}>{row.orderNo}</Link> : '--',
        },
        {
          key: 'updatedAt',
          title: 'quotation.field.updatedAt',
          kind: 'date-time',
          sortField: 'updatedAt',
          dataIndex: 'updatedAt',
        },
      ],
      filters: [
        { name: 'keyword', label: 'quotation.field.keyword', control: { kind: 'text' } },
        {
          name: 'status',
          label: 'quotation.field.status',
          control: { kind: 'select', options: statuses, multiple: true },
        },
        {
          name: 'allVersions',
          label: 'quotation.field.allVersions',
          control: {
            kind: 'select',
            options: [
              { value: 'false', label: t('quotation.filter.latestOnly') },
              { value: 'true', label: t('quotation.filter.allVersions') },
            ],
          },
        },
      ],
    }),
    { kind: [kind] },
  );
  const page = usePageQuotations(list.query);

  const actions = (row: PartnerQuotation): RowAction[] => [
    {
      key: 'view',
      label: t(row.actions.includes('edit') ? 'quotation.action.edit' : 'quotation.action.view'),
      onClick: () => void navigate(quotationPath(row)),
    },
  ];

  return (
    <ListScreen
      list={list}
      page={page}
      rowKey="id"
      actions={actions}
      toolbar={
        <>
          <ExportButton endpoint={quotationsEndpoints.exportQuotations} body={list.exportFilter} />
          {kind === 'planning' ? (
            <Can code={permissions.quotationEdit}>
              <Button
                type="primary"
                icon={<PlusOutlined aria-hidden />}
                onClick={() => void navigate(paths.quotationNew)}
              >
                {t('quotation.create')}
              </Button>
            </Can>
          ) : null}
          {/* The route needs the additional quotations menu: every partner here may request one. */}
          {kind === 'additional' && !isStaff ? (
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => void navigate(paths.additionalQuotationNew)}
            >
              {t('additionalQuotation.request')}
            </Button>
          ) : null}
        </>
      }
    />
  );
}
