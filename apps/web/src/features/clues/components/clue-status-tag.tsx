import type { ClueStatus } from '@portal/contract';
import { Tag } from 'antd';
import { useClueLabels } from '../hooks/use-clue-options';

const colors: Record<ClueStatus, string | undefined> = {
  new: 'blue',
  assigned: 'gold',
  following: 'processing',
  converted: 'success',
  closed: undefined,
};

/** A clue's status as a coloured tag. */
export function ClueStatusTag({ status }: { status: ClueStatus }) {
  const labels = useClueLabels();
  return <Tag color={colors[status]}>{labels.status(status)}</Tag>;
}
