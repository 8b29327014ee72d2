import type { ProcessKind, ProcessOutcome, ProcessStatusCode } from '@portal/contract';
import { processKinds, processStatus, processStatusCodes } from '@portal/contract';
import { Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatusTone } from '../../../lib/theme';
import { toneColor } from '../../../lib/theme';

/** The spec's status numbers by their names (`process.status.<name>`). */
const nameOf: Record<ProcessStatusCode, keyof typeof processStatus> = {
  [processStatus.toBeSubmitted]: 'toBeSubmitted',
  [processStatus.processing]: 'processing',
  [processStatus.completed]: 'completed',
  [processStatus.closed]: 'closed',
};

const toneOf = (status: ProcessStatusCode, outcome: ProcessOutcome | null): StatusTone => {
  if (status === processStatus.processing) return 'processing';
  if (status === processStatus.closed) return 'neutral';
  if (status === processStatus.toBeSubmitted) return 'warning';
  return outcome === 'rejected' ? 'error' : 'success';
};

/** A process's status as a coloured tag: the spec's status and, once it left processing, its outcome. */
export function ProcessStatusTag({
  status,
  outcome,
}: {
  status: ProcessStatusCode;
  outcome: ProcessOutcome | null;
}) {
  const { t } = useTranslation();
  const name = t(`process.status.${nameOf[status]}`);
  // A closed process's outcome says the same as its status.
  const text =
    outcome && outcome !== 'closed'
      ? t('processCentre.statusWithOutcome', { status: name, outcome: t(`process.outcome.${outcome}`) })
      : name;
  return <Tag color={toneColor(toneOf(status, outcome))}>{text}</Tag>;
}

/** The four statuses as select options (their numbers), in their order. */
export function useProcessStatusOptions() {
  const { t } = useTranslation();
  return useMemo(
    () => processStatusCodes.map((code) => ({ value: code, label: t(`process.status.${nameOf[code]}`) })),
    [t],
  );
}

/** Every label a status tag may show, so the column fits the widest. */
export function useProcessStatusSamples(): string[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      t('processCentre.statusWithOutcome', {
        status: t('process.status.toBeSubmitted'),
        outcome: t('process.outcome.withdrawn'),
      }),
      t('processCentre.statusWithOutcome', {
        status: t('process.status.completed'),
        outcome: t('process.outcome.approved'),
      }),
    ],
    [t],
  );
}

/** The kinds of subject as select options. */
export function useProcessKindOptions() {
  const { t } = useTranslation();
  return useMemo(
    () => processKinds.map((kind: ProcessKind) => ({ value: kind, label: t(`process.kind.${kind}`) })),
    [t],
  );
}
