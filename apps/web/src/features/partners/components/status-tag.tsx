import type { RecordStatus } from '@portal/contract';
import { recordStatuses } from '@portal/contract';
import { Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toneColor } from '../../../lib/theme';

/** Active (green) or disabled (grey). */
export function StatusTag({ status }: { status: RecordStatus }) {
  const { t } = useTranslation();
  return status === 'active' ? (
    <Tag color={toneColor('success')}>{t('common.statusActive')}</Tag>
  ) : (
    <Tag color={toneColor('neutral')}>{t('common.statusDisabled')}</Tag>
  );
}

/** The statuses as select options. */
export function useStatusOptions() {
  const { t } = useTranslation();
  return useMemo(
    () =>
      recordStatuses.map((status) => ({
        value: status,
        label: status === 'active' ? t('common.statusActive') : t('common.statusDisabled'),
      })),
    [t],
  );
}
