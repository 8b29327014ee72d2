import type { SlaClockState, TicketPriority, TicketStatus } from '@portal/contract';
import { ticketPriorities, ticketStatuses, ticketTypes } from '@portal/contract';
import { Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatusTone } from '../../../lib/theme';
import { toneColor } from '../../../lib/theme';

const statusTones: Record<TicketStatus, StatusTone> = {
  new: 'info',
  assigned: 'progress',
  inProgress: 'progress',
  waitingForCustomer: 'pending',
  resolved: 'success',
  closed: 'neutral',
};
const priorityTones: Record<TicketPriority, StatusTone> = {
  urgent: 'error',
  high: 'warning',
  normal: 'info',
  low: 'neutral',
};
const clockTones: Record<SlaClockState, StatusTone> = {
  running: 'progress',
  paused: 'pending',
  stopped: 'neutral',
};

/** A ticket's status as a coloured tag. */
export function TicketStatusTag({ status }: { status: TicketStatus }) {
  const { t } = useTranslation();
  return <Tag color={toneColor(statusTones[status])}>{t(`ticket.status.${status}`)}</Tag>;
}

/** A ticket's priority as a coloured tag. */
export function TicketPriorityTag({ priority }: { priority: TicketPriority }) {
  const { t } = useTranslation();
  return <Tag color={toneColor(priorityTones[priority])}>{t(`ticket.priority.${priority}`)}</Tag>;
}

/** An SLA clock's state (running, paused, stopped), or breached, as a tag. */
export function ClockStateTag({ state, breached }: { state: SlaClockState; breached: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Tag color={toneColor(clockTones[state])} data-testid="sla-clock-state">
        {t(`ticket.sla.${state}`)}
      </Tag>
      {breached ? <Tag color={toneColor('error')}>{t('ticket.breached')}</Tag> : null}
    </>
  );
}

/** The statuses, priorities and types as select options, in their order. */
export function useTicketOptions() {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      statuses: ticketStatuses.map((value) => ({ value, label: t(`ticket.status.${value}`) })),
      priorities: ticketPriorities.map((value) => ({ value, label: t(`ticket.priority.${value}`) })),
      types: ticketTypes.map((value) => ({ value, label: t(`ticket.type.${value}`) })),
    }),
    [t],
  );
}
