import type { OrderStatus } from '@portal/contract';
import { orderStatuses } from '@portal/contract';
import { Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatusTone } from '../../../lib/theme';
import { toneColor } from '../../../lib/theme';

const tones: Record<OrderStatus, StatusTone> = {
  created: 'info',
  confirmed: 'progress',
  shipped: 'transit',
  delivered: 'success',
  closed: 'neutral',
  cancelled: 'error',
};

/** An order's status as a coloured tag. */
export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return <Tag color={toneColor(tones[status])}>{t(`order.status.${status}`)}</Tag>;
}

/** The statuses as select options, in their order. */
export function useOrderStatusOptions() {
  const { t } = useTranslation();
  return useMemo(
    () => orderStatuses.map((status) => ({ value: status, label: t(`order.status.${status}`) })),
    [t],
  );
}
