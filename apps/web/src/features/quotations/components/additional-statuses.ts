import type { QuotationState } from '@portal/contract';
import { quotationStates } from '@portal/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The states an additional quotation passes through, in their order: requested, then as any other. */
const additionalStates: readonly QuotationState[] = [
  'requested',
  ...quotationStates.filter((state) => state !== 'requested'),
];

/** The statuses of an additional quotation as select options, in their order. */
export function useAdditionalStatusOptions() {
  const { t } = useTranslation();
  return useMemo(
    () => additionalStates.map((status) => ({ value: status, label: t(`quotation.status.${status}`) })),
    [t],
  );
}
