import { PlusOutlined } from '@ant-design/icons';
import type { PartnerQuotation, QuotationKind } from '@portal/contract';
import {
  pageQuotationsBodySchema,
  permissions,
  quotationsExportEndpoints,
  turnaroundBuckets,
} from '@portal/contract';
import { Button, Flex } from 'antd';
import { SecondaryText } from '../../../components/secondary-text';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import type { RowAction } from '../../../components/data-grid';
import { ExportButton } from '../../../components/export-button';
import { TwoLines } from '../../../components/two-lines';
import { quotationPath } from '../quotation-path';
import { defineList } from '../../../components/list-kit/list-definition';
import { ListScreen } from '../../../components/list-kit/list-screen';
import { useList } from '../../../components/list-kit/use-list';
import { Money } from '../../../components/money';
import { Can } from '../../../lib/can';
import { useSession } from '../../../lib/session';
import { usePageQuotations } from '../api/page-quotations';
import { QuotationStatusTag, useQuotationStatusOptions } from './quotation-status-tag';

// The dialog that starts a supplementary quotation loads when it opens.
const SupplementaryCreateModal = lazy(() =>
  import('./supplementary-create-modal').then((m) => ({ default: m.SupplementaryCreateModal })),
);

/** The kinds whose quotations the customer receives, with a validity date and, once accepted, an order. */
const issuedKinds: readonly QuotationKind[] = ['formal', 'supplementary', 'additional'];

/**
 * The quotations of one kind: planning ones (with "new quotation" for planning), formal ones (with
 * their validity date; expired ones marked), supplementary ones (with "new supplementary quotation" for
 * planning, and the order each amended) or additional ones (requested by partners, priced by planning; a
 * partner requests one from here). Search, status, sort, paging, .xlsx export; a partner reads its
 * company's quotations (the server scopes; a supplementary one once issued) and never the partner column.
 */
export function QuotationList({ kind }: { kind: QuotationKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isStaff = useSession((s) => s.userInfo?.kind !== 'partner');
  const statuses = useQuotationStatusOptions(kind);
  const [creating, setCreating] = useState(false);

  const list = useList(
    defineList<typeof pageQuotationsBodySchema, PartnerQuotation>({
      name: `quotations-${kind}`,
      schema: pageQuotationsBodySchema,
      columns: [
        {
          key: 'quotationNo',
          title: 'quotation.field.quotationNo',
          kind: 'code',
          // Quotation numbers are longer than the kit's code sample.
          samples: ['QT20261124000000'],
          sortField: 'quotationNo',
          // The version under the number: the list fits a 1366-wide screen without a column of its own.
          render: (row) => (
            <Flex vertical>
              <Link to={quotationPath(row)}>{row.quotationNo}</Link>
              <SecondaryText>{t('quotation.versionLabel', { version: row.version })}</SecondaryText>
            </Flex>
          ),
        },
        {
          key: 'status',
          title: 'quotation.field.status',
          kind: 'status',
          samples: statuses.map((status) => status.label),
          render: (row) => <QuotationStatusTag status={row.status} />,
        },
        {
          key: 'validUntil',
          title: 'quotation.field.validUntil',
          kind: 'date',
          hidden: !issuedKinds.includes(kind),
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
          title: 'quotation.list.customerProject',
          kind: 'name',
          render: (row) => <TwoLines first={row.customerName} second={row.projectName} />,
        },
        {
          key: 'company',
          optional: true,
          title: 'quotation.list.companyOpportunity',
          kind: 'name',
          hidden: !isStaff,
          render: (row) => <TwoLines first={row.companyName} second={row.opptNo} />,
        },
        // A partner reads no partner column: the opportunity has its own.
        {
          key: 'opptNo',
          optional: true,
          title: 'quotation.field.opportunity',
          kind: 'code',
          hidden: isStaff,
          dataIndex: 'opptNo',
        },
        {
          key: 'order',
          optional: true,
          title: 'quotation.field.order',
          kind: 'code',
          samples: ['SO20261124000000'],
          hidden: !issuedKinds.includes(kind),
          render: (row) =>
            row.orderId !== null ? <Link to={paths.orderDetail(row.orderId)}>{row.orderNo}</Link> : '--',
        },
        {
          key: 'updatedAt',
          optional: true,
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
        // The dashboard's turnaround figure opens the planning list with these (staff).
        {
          name: 'createdFrom',
          label: 'quotation.field.createdRange',
          control: { kind: 'dateRange', to: 'createdTo' },
          span: 8,
          hidden: kind !== 'planning' || !isStaff,
        },
        {
          name: 'turnaround',
          label: 'quotation.field.turnaround',
          control: {
            kind: 'select',
            options: turnaroundBuckets.map((bucket) => ({
              value: bucket,
              label: t(`dashboard.turnaround.${bucket}`),
            })),
          },
          hidden: kind !== 'planning' || !isStaff,
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
          <ExportButton endpoint={quotationsExportEndpoints.exportQuotations} body={list.exportFilter} />
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
          {kind === 'supplementary' ? (
            <Can code={permissions.quotationEdit}>
              <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)}>
                {t('quotation.supplementary.create')}
              </Button>
            </Can>
          ) : null}
          {creating ? (
            <Suspense fallback={null}>
              <SupplementaryCreateModal onClose={() => setCreating(false)} />
            </Suspense>
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
