import type { QuotationKind, QuotationState } from '@portal/contract';
import { Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatusTone } from '../../../lib/theme';
import { toneColor } from '../../../lib/theme';

const tones: Record<QuotationState, StatusTone> = {
  draft: 'neutral',
  submitted: 'pending',
  approved: 'success',
  returned: 'warning',
  issued: 'progress',
  accepted: 'success',
  declined: 'neutral',
  expired: 'error',
  requested: 'info',
};

/** The states a quotation of each kind passes through, in their order. */
const statesOf: Record<QuotationKind, QuotationState[]> = {
  planning: ['draft', 'submitted', 'approved', 'returned'],
  formal: ['issued', 'accepted', 'declined', 'expired'],
  supplementary: ['draft', 'submitted', 'approved', 'returned', 'issued', 'accepted', 'declined', 'expired'],
  // Asked for by the partner, then priced by planning as a supplementary one.
  additional: [
    'requested',
    'draft',
    'submitted',
    'approved',
    'returned',
    'issued',
    'accepted',
    'declined',
    'expired',
  ],
};

/** A quotation's status as a coloured tag (an expired one in red). */
export function QuotationStatusTag({ status }: { status: QuotationState }) {
  const { t } = useTranslation();
  return <Tag color={toneColor(tones[status])}>{t(`quotation.status.${status}`)}</Tag>;
}

/** The statuses of a kind as select options, in their order. */
export function useQuotationStatusOptions(kind: QuotationKind) {
  const { t } = useTranslation();
  return useMemo(
    () => statesOf[kind].map((status) => ({ value: status, label: t(`quotation.status.${status}`) })),
    [t, kind],
  );
}
