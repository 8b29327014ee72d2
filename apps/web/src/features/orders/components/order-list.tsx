import type { Order, OrderStatus } from '@portal/contract';
import { limits, orderSortFields, ordersEndpoints } from '@portal/contract';
import type { TableColumnsType } from 'antd';
import { Card, DatePicker, Flex, Input, Space } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { RowAction } from '../../../components/data-grid';
import { DataGrid } from '../../../components/data-grid';
import { ExportButton } from '../../../components/export-button';
import { FormattedInput } from '../../../components/formatted-input';
import { SearchBox } from '../../../components/search-box';
import { SelectField } from '../../../components/select-field';
import { columnSortOrder, sortFromSorter } from '../../../components/table-sort';
import { useAppState } from '../../../lib/app-state';
import { companyLabel } from '../../../lib/company-label';
import { useSession } from '../../../lib/session';
import { useOrderPartners } from '../api/get-order-partners';
import type { OrderFilters } from '../api/order-keys';
import { usePageOrders } from '../api/page-orders';
import { DateTime } from './date-time';
import { Money } from './money';
import { OrderStatusTag, useOrderStatusOptions } from './order-status-tag';

interface SearchValues {
  keyword?: string;
  companyId?: number;
  status?: OrderStatus;
  orderedRange?: [Dayjs | null, Dayjs | null] | null;
  amountMin?: string;
  amountMax?: string;
}

type SortField = (typeof orderSortFields)[number];

/** While typing: digits, one dot and at most two decimals (the server checks the final value). */
const moneyTyping = /^(?:0|[1-9]\d{0,14})?(?:\.\d{0,2})?$/;
/** '12.' → '12'; '' → undefined. */
const moneyValue = (text: string | undefined) => {
  const value = text?.trim().replace(/\.$/, '');
  return value ? value : undefined;
};

export const orderDetailPath = (id: number) => `/business/orderDetails?id=${id}`;

/** Orders: search (partner for staff, status, period, total range), sort, page, export; open one. */
export function OrderList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useAppState((s) => s.language);
  const isStaff = useSession((s) => s.userInfo?.kind !== 'partner');
  const statuses = useOrderStatusOptions();
  const partners = useOrderPartners(isStaff);
  const [filters, setFilters] = useState<OrderFilters>({ pageNum: 1, pageSize: limits.defaultPageSize });
  const { data, isFetching } = usePageOrders(filters);

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

  const search = (values: SearchValues) => {
    const keyword = values.keyword?.trim();
    const [from, to] = values.orderedRange ?? [];
    const amountMin = moneyValue(values.amountMin);
    const amountMax = moneyValue(values.amountMax);
    setFilters((current) => ({
      pageNum: 1,
      pageSize: current.pageSize,
      sortField: current.sortField,
      sortOrder: current.sortOrder,
      ...(keyword ? { keyword } : {}),
      ...(values.companyId ? { companyId: values.companyId } : {}),
      ...(values.status ? { status: values.status } : {}),
      ...(from ? { orderedFrom: from.startOf('day').toISOString() } : {}),
      ...(to ? { orderedTo: to.endOf('day').toISOString() } : {}),
      ...(amountMin ? { amountMin } : {}),
      ...(amountMax ? { amountMax } : {}),
    }));
  };

  const sort = (sorter: SorterResult<Order> | SorterResult<Order>[]) =>
    setFilters((current) => {
      const { sortField: _field, sortOrder: _order, ...rest } = current;
      return { ...rest, pageNum: 1, ...sortFromSorter(sorter, orderSortFields) };
    });
  const sortOrderOf = (field: SortField) => columnSortOrder(filters, field);

  const actions = (order: Order): RowAction[] => [
    { key: 'view', label: t('order.view'), onClick: () => navigate(orderDetailPath(order.id)) },
  ];

  const columns: TableColumnsType<Order> = [
    {
      key: 'orderNo',
      title: t('order.field.orderNo'),
      sorter: true,
      sortOrder: sortOrderOf('orderNo'),
      render: (_value, order) => <Link to={orderDetailPath(order.id)}>{order.orderNo}</Link>,
    },
    ...(isStaff
      ? [
          {
            key: 'partner',
            title: t('order.field.partner'),
            render: (_v: unknown, order: Order) => companyLabel(order, language),
          },
        ]
      : []),
    {
      key: 'customerName',
      dataIndex: 'customerName',
      title: t('order.field.customer'),
      sorter: true,
      sortOrder: sortOrderOf('customerName'),
    },
    {
      key: 'quotationNo',
      title: t('order.field.quotationNo'),
      render: (_value, order) => order.quotationNo ?? '--',
    },
    {
      key: 'total',
      title: t('order.field.total'),
      align: 'right',
      sorter: true,
      sortOrder: sortOrderOf('total'),
      render: (_value, order) => <Money value={order.total} currency={order.currency} />,
    },
    { key: 'lineCount', dataIndex: 'lineCount', title: t('order.field.lineCount'), align: 'right' },
    {
      key: 'status',
      title: t('order.field.status'),
      sorter: true,
      sortOrder: sortOrderOf('status'),
      render: (_value, order) => <OrderStatusTag status={order.status} />,
    },
    {
      key: 'orderedAt',
      title: t('order.field.orderedAt'),
      sorter: true,
      sortOrder: sortOrderOf('orderedAt'),
      render: (_value, order) => <DateTime value={order.orderedAt} />,
    },
  ];

  const { pageNum: _pageNum, pageSize: _pageSize, ...exportFilter } = filters;

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <SearchBox<SearchValues>
          loading={isFetching}
          onSearch={search}
          fields={[
            {
              name: 'keyword',
              label: t('order.field.keyword'),
              span: 6,
              node: <Input allowClear maxLength={200} placeholder={t('order.keywordPlaceholder')} />,
            },
            ...(isStaff
              ? [
                  {
                    name: 'companyId',
                    label: t('order.field.partner'),
                    span: 6,
                    node: <SelectField options={partnerOptions} />,
                  },
                ]
              : []),
            {
              name: 'status',
              label: t('order.field.status'),
              span: 4,
              node: <SelectField options={statuses} />,
            },
            {
              name: 'orderedRange',
              label: t('order.field.orderedRange'),
              span: 8,
              node: <DatePicker.RangePicker allowEmpty={[true, true]} style={{ width: '100%' }} />,
            },
            {
              name: 'amountMin',
              label: t('order.field.amountMin'),
              span: 4,
              node: <FormattedInput pattern={moneyTyping} allowClear inputMode="decimal" />,
            },
            {
              name: 'amountMax',
              label: t('order.field.amountMax'),
              span: 4,
              node: <FormattedInput pattern={moneyTyping} allowClear inputMode="decimal" />,
            },
          ]}
        />
      </Card>
      <Card size="small">
        <Flex justify="flex-end" style={{ marginBottom: 12 }}>
          <Space>
            <ExportButton endpoint={ordersEndpoints.exportOrders} body={exportFilter} />
          </Space>
        </Flex>
        <DataGrid<Order>
          rowKey="id"
          showIndex
          loading={isFetching}
          dataSource={data?.list ?? []}
          columns={columns}
          actions={actions}
          size="small"
          onChange={(_filters, sorter) => sort(sorter)}
          pagination={{
            pageNum: filters.pageNum,
            pageSize: filters.pageSize,
            total: data?.total ?? 0,
            onChange: (pageNum, pageSize) => setFilters((current) => ({ ...current, pageNum, pageSize })),
          }}
        />
      </Card>
    </Flex>
  );
}
