import type { ClueStatus } from '@portal/contract';
import { Tag } from 'antd';
import type { StatusTone } from '../../../lib/theme';
import { toneColor } from '../../../lib/theme';
import { useClueLabels } from '../hooks/use-clue-options';

const tones: Record<ClueStatus, StatusTone> = {
  new: 'info',
  assigned: 'pending',
  following: 'processing',
  converted: 'success',
  closed: 'neutral',
};

/** A clue's status as a coloured tag. */
export function ClueStatusTag({ status }: { status: ClueStatus }) {
  const labels = useClueLabels();
  return <Tag color={toneColor(tones[status])}>{labels.status(status)}</Tag>;
}
