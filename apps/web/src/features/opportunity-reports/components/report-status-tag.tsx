import type { ReportStatus } from '@portal/contract';
import { reportStatuses } from '@portal/contract';
import { Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatusTone } from '../../../lib/theme';
import { toneColor } from '../../../lib/theme';

const tones: Record<ReportStatus, StatusTone> = {
  draft: 'neutral',
  submitted: 'processing',
  approved: 'success',
  rejected: 'error',
  withdrawn: 'warning',
  discarded: 'neutral',
};

/** A report's state as a coloured tag. */
export function ReportStatusTag({ status }: { status: ReportStatus }) {
  const { t } = useTranslation();
  return <Tag color={toneColor(tones[status])}>{t(`report.status.${status}`)}</Tag>;
}

/** The states as select options. */
export function useReportStatusOptions() {
  const { t } = useTranslation();
  return useMemo(
    () => reportStatuses.map((status) => ({ value: status, label: t(`report.status.${status}`) })),
    [t],
  );
}

/** The state as steps: draft → submitted → reviewed (approved or rejected); withdrawn/discarded mark a step. */
export function reportStepsOf(status: ReportStatus): { current: number; failed: boolean } {
  switch (status) {
    case 'draft':
      return { current: 0, failed: false };
    case 'discarded':
      return { current: 0, failed: true };
    case 'withdrawn':
      return { current: 1, failed: true };
    case 'submitted':
      return { current: 1, failed: false };
    case 'rejected':
      return { current: 2, failed: true };
    default:
      return { current: 2, failed: false };
  }
}
