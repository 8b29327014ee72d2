import type { ReportStatus } from '@portal/contract';
import { reportStatuses } from '@portal/contract';
import { Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const colors: Record<ReportStatus, string | undefined> = {
  draft: undefined,
  submitted: 'processing',
  approved: 'success',
  rejected: 'error',
  withdrawn: 'warning',
  discarded: 'default',
};

/** A report's state as a coloured tag. */
export function ReportStatusTag({ status }: { status: ReportStatus }) {
  const { t } = useTranslation();
  return <Tag color={colors[status]}>{t(`report.status.${status}`)}</Tag>;
}

/** The states as select options. */
export function useReportStatusOptions() {
  const { t } = useTranslation();
  return useMemo(
    () => reportStatuses.map((status) => ({ value: status, label: t(`report.status.${status}`) })),
    [t],
  );
}
