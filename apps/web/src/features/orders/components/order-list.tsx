import type { Order } from '@portal/contract';
import { useCodeOptions } from '../../../lib/use-code-options';
import { useProductLines } from '../../../lib/use-product-lines';
import { pageOrdersBodySchema, ordersExportEndpoints } from '@portal/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { RowAction } from '../../../components/data-grid';
import { ExportButton } from '../../../components/export-button';
import { defineList } from '../../../components/list-kit/list-definition';
import { ListScreen } from '../../../components/list-kit/list-screen';
import { useList } from '../../../components/list-kit/use-list';
import { useAppState } from '../../../lib/app-state';
import { companyLabel } from '../../../lib/company-label';
import { useSession } from '../../../lib/session';
import { useOrderPartners } from '../api/get-order-partners';
import { usePageOrders } from '../api/page-orders';
import { Money } from '../../../components/money';
import { OrderStatusTag, useOrderStatusOptions } from './order-status-tag';
import { paths } from '../../../config/paths';

/** Orders: search (partner for staff, status, period, total range), sort, page, export; open one. */
export function OrderList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useAppState((s) => s.language);
  const isStaff = useSession((s) => s.userInfo?.kind !== 'partner');
  const statuses = useOrderStatusOptions();
  const regions = useCodeOptions('REGION');
  const productLines = useProductLines();
  const partners = useOrderPartners(isStaff);

  const partnerOptions = useMemo(
    () =>
      (partners.data ?? []).map((company) => ({
        value: company.id,
        label: companyLabel(
          { companyName: company.name, companyNameEn: company.nameEn, companyNameKr: company.nameKr },
          language,
        ),
      })),
    [partners.data, language],
  );

  const list = useList(
    defineList<typeof pageOrdersBodySchema, Order>({
      name: 'orders',
      schema: pageOrdersBodySchema,
      columns: [
        {
          key: 'orderNo',
          title: 'order.field.orderNo',
          kind: 'code',
          sortField: 'orderNo',
          render: (order) => <Link to={paths.orderDetail(order.id)}>{order.orderNo}</Link>,
        },
        {
          key: 'status',
          title: 'order.field.status',
          kind: 'status',
          sortField: 'status',
          samples: statuses.map((status) => status.label),
          render: (order) => <OrderStatusTag status={order.status} />,
        },
        {
          key: 'partner',
          title: 'order.field.partner',
          kind: 'name',
          hidden: !isStaff,
          render: (order) => companyLabel(order, language),
        },
        {
          key: 'customerName',
          title: 'order.field.customer',
          kind: 'name',
          dataIndex: 'customerName',
          sortField: 'customerName',
        },
        {
          key: 'quotationNo',
          optional: true,
          title: 'order.field.quotationNo',
          kind: 'code',
          render: (order) => order.quotationNo ?? '--',
        },
        {
          key: 'total',
          title: 'order.field.total',
          kind: 'amount',
          sortField: 'total',
          render: (order) => <Money value={order.total} currency={order.currency} />,
        },
        {
          key: 'lineCount',
          optional: true,
          title: 'order.field.lineCount',
          kind: 'count',
          dataIndex: 'lineCount',
        },
        {
          key: 'orderedAt',
          optional: true,
          title: 'order.field.orderedAt',
          kind: 'date-time',
          sortField: 'orderedAt',
          dataIndex: 'orderedAt',
        },
      ],
      filters: [
        {
          name: 'keyword',
          label: 'order.field.keyword',
          control: { kind: 'text', placeholder: t('order.keywordPlaceholder') },
        },
        {
          name: 'companyId',
          label: 'order.field.partner',
          control: { kind: 'select', options: partnerOptions },
          span: 6,
          hidden: !isStaff,
        },
        { name: 'status', label: 'order.field.status', control: { kind: 'select', options: statuses } },
        {
          name: 'orderedFrom',
          label: 'order.field.orderedRange',
          control: { kind: 'dateRange', to: 'orderedTo' },
          span: 8,
        },
        {
          name: 'amountMin',
          label: 'order.field.amountRange',
          control: {
            kind: 'amountRange',
            to: 'amountMax',
            labels: [t('order.field.amountMin'), t('order.field.amountMax')],
          },
        },
        {
          name: 'region',
          label: 'order.field.partnerRegion',
          control: { kind: 'select', options: regions.options },
          span: 6,
          hidden: !isStaff,
        },
        {
          name: 'productLineCode',
          label: 'order.field.productLine',
          control: { kind: 'select', options: productLines.options },
        },
      ],
    }),
  );
  const page = usePageOrders(list.query);

  const actions = (order: Order): RowAction[] => [
    { key: 'view', label: t('order.view'), onClick: () => navigate(paths.orderDetail(order.id)) },
  ];

  return (
    <ListScreen
      list={list}
      page={page}
      rowKey="id"
      actions={actions}
      toolbar={<ExportButton endpoint={ordersExportEndpoints.exportOrders} body={list.exportFilter} />}
    />
  );
}
