import type { StoredSolutionState } from '@portal/contract';
import { storedSolutionStates } from '@portal/contract';
import { Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatusTone } from '../../../lib/theme';
import { toneColor } from '../../../lib/theme';

const tones: Record<StoredSolutionState, StatusTone> = {
  draft: 'neutral',
  designing: 'progress',
  submitted: 'pending',
  approved: 'success',
  returned: 'warning',
};

/** A solution's status as a coloured tag. */
export function SolutionStatusTag({ status }: { status: StoredSolutionState }) {
  const { t } = useTranslation();
  return <Tag color={toneColor(tones[status])}>{t(`solution.status.${status}`)}</Tag>;
}

/** The statuses as select options, in their order. */
export function useSolutionStatusOptions() {
  const { t } = useTranslation();
  return useMemo(
    () => storedSolutionStates.map((status) => ({ value: status, label: t(`solution.status.${status}`) })),
    [t],
  );
}
