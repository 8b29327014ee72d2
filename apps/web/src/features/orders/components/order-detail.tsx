import type { OrderHistoryEntry, OrderInfo, OrderLine, OrderStatus } from '@portal/contract';
import { orderSteps } from '@portal/contract';
import type { TableColumnsType } from 'antd';
import { Button, Card, Descriptions, Empty, Flex, Result, Spin, Table, Timeline } from 'antd';
import { Typography } from '../../../components/typography';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { StepsBar } from '../../../components/steps';
import { useAppState } from '../../../lib/app-state';
import { companyLabel } from '../../../lib/company-label';
import { hasMenu, useSession } from '../../../lib/session';
import { useOrderInfo } from '../api/get-order-info';
import { DateTime } from '../../../components/date-time';
import { Money } from '../../../components/money';
import { OrderStatusTag } from './order-status-tag';
import { isOneOf } from '../../../lib/narrow';

/** The actions the catalogue names (order.action.*); another is shown as recorded. */
const orderActions = ['create', 'confirm', 'ship', 'deliver', 'close', 'cancel'] as const;

/** The steps bar of an order: created → … → closed; a cancelled order shows where it stopped. */
function OrderProgress({ order }: { order: OrderInfo }) {
  const { t } = useTranslation();
  const reachedAt = new Map<OrderStatus, string>();
  for (const entry of order.history) if (entry.toStatus) reachedAt.set(entry.toStatus, entry.at);
  if (order.status === 'cancelled') {
    const last = [...order.history].reverse().find((entry) => entry.toStatus === 'cancelled');
    const before = last?.fromStatus ?? 'created';
    const stoppedAt = isOneOf(orderSteps, before) ? orderSteps.indexOf(before) : -1;
    const items = [
      ...orderSteps.slice(0, stoppedAt + 1).map((step) => ({
        title: t(`order.status.${step}`),
        content: reachedAt.has(step) ? <DateTime value={reachedAt.get(step)} /> : undefined,
        status: 'finish' as const,
      })),
      {
        title: t('order.status.cancelled'),
        content: last ? (
          <DateTime value={last.at} />
        ) : (
          t('order.detail.cancelledAfter', { status: t(`order.status.${before}`) })
        ),
        status: 'error' as const,
      },
    ];
    return <StepsBar items={items} current={items.length - 1} size="small" />;
  }
  const current = orderSteps.indexOf(order.status as (typeof orderSteps)[number]);
  return (
    <StepsBar
      size="small"
      current={current}
      items={orderSteps.map((step, index) => ({
        title: t(`order.status.${step}`),
        content: reachedAt.has(step) ? <DateTime value={reachedAt.get(step)} /> : undefined,
        status:
          index < current || (step === 'closed' && index === current)
            ? 'finish'
            : index === current
              ? 'process'
              : 'wait',
      }))}
    />
  );
}

function History({ entries }: { entries: OrderHistoryEntry[] }) {
  const { t } = useTranslation();
  if (entries.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('order.detail.noHistory')} />;
  return (
    <Timeline
      items={[...entries].reverse().map((entry, index) => ({
        key: `${entry.at}-${index}`,
        color: entry.toStatus === 'cancelled' ? 'red' : 'blue',
        content: (
          <div data-testid="order-history-entry">
            <Flex gap={8} wrap align="center">
              <Typography.Text strong>
                {isOneOf(orderActions, entry.action) ? t(`order.action.${entry.action}`) : entry.action}
              </Typography.Text>
              {entry.fromStatus ? <OrderStatusTag status={entry.fromStatus} /> : null}
              {entry.fromStatus && entry.toStatus ? '→' : null}
              {entry.toStatus ? <OrderStatusTag status={entry.toStatus} /> : null}
            </Flex>
            <Typography.Text type="secondary">
              <DateTime value={entry.at} />
              {entry.actorName ? ` · ${t('order.detail.by', { name: entry.actorName })}` : ''}
            </Typography.Text>
            {entry.comment ? <div>{entry.comment}</div> : null}
          </div>
        ),
      }))}
    />
  );
}

/** One order: header, progress, lines with their total, and the status history. */
export function OrderDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useAppState((s) => s.language);
  const { data: order, isError, isLoading } = useOrderInfo(id);
  const canOpenOpportunity = useSession((s) => hasMenu('business.opptList', s));

  if (isLoading)
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin />
      </Flex>
    );
  if (isError || !order)
    return (
      <Result
        status="warning"
        title={t('state.loadError')}
        extra={<Button onClick={() => navigate(paths.orderList)}>{t('order.detail.back')}</Button>}
      />
    );

  const lineColumns: TableColumnsType<OrderLine> = [
    { key: 'index', title: '#', width: 48, render: (_v, _line, index) => index + 1 },
    { key: 'material', dataIndex: 'materialCode', title: t('order.line.material') },
    {
      key: 'description',
      title: t('order.line.description'),
      render: (_v, line) => line.materialDesc ?? '--',
    },
    { key: 'quantity', dataIndex: 'quantity', title: t('order.line.quantity'), align: 'right' },
    {
      key: 'unitPrice',
      title: t('order.line.unitPrice'),
      align: 'right',
      render: (_v, line) => <Money value={line.unitPrice} />,
    },
    {
      key: 'amount',
      title: t('order.line.amount'),
      align: 'right',
      render: (_v, line) => <Money value={line.amount} />,
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Card
        size="small"
        title={t('order.detailTitle', { orderNo: order.orderNo })}
        extra={<Button onClick={() => navigate(paths.orderList)}>{t('order.detail.back')}</Button>}
      >
        <Descriptions
          size="small"
          column={3}
          items={[
            { key: 'orderNo', label: t('order.field.orderNo'), children: order.orderNo },
            {
              key: 'status',
              label: t('order.field.status'),
              children: <OrderStatusTag status={order.status} />,
            },
            { key: 'partner', label: t('order.field.partner'), children: companyLabel(order, language) },
            { key: 'customer', label: t('order.field.customer'), children: order.customerName },
            { key: 'quotationNo', label: t('order.field.quotationNo'), children: order.quotationNo ?? '--' },
            {
              key: 'opportunity',
              label: t('order.field.opportunityNo'),
              children: !order.opportunityId ? (
                '--'
              ) : canOpenOpportunity ? (
                <Link to={paths.opportunityDetail(order.opportunityId)}>
                  {order.opportunityNo ?? order.opportunityId}
                </Link>
              ) : (
                (order.opportunityNo ?? '--')
              ),
            },
            {
              key: 'total',
              label: t('order.field.total'),
              children: <Money value={order.total} currency={order.currency} />,
            },
            {
              key: 'orderedAt',
              label: t('order.field.orderedAt'),
              children: <DateTime value={order.orderedAt} />,
            },
            {
              key: 'updatedAt',
              label: t('order.field.updatedAt'),
              children: <DateTime value={order.updatedAt} />,
            },
          ]}
        />
      </Card>
      <Card size="small" title={t('order.detail.progress')}>
        <OrderProgress order={order} />
      </Card>
      <Card size="small" title={t('order.detail.lines')}>
        <Table<OrderLine>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={order.lines}
          columns={lineColumns}
          summary={() => (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={5} align="right">
                <Typography.Text strong>{t('order.line.total')}</Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">
                <Typography.Text strong data-testid="order-lines-total">
                  <Money value={order.total} currency={order.currency} />
                </Typography.Text>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          )}
        />
      </Card>
      <Card size="small" title={t('order.detail.history')}>
        <History entries={order.history} />
      </Card>
    </Flex>
  );
}
