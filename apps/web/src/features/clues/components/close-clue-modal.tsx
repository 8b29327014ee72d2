import type { Clue, ClueReasonBody } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { ReasonModal } from './reason-modal';

export interface CloseClueModalProps {
  clue: Pick<Clue, 'id' | 'clueNo' | 'rowVersion'>;
  /** The close of the reader's side (staff close a new clue, a partner closes its own). */
  close: (body: ClueReasonBody) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Closes a clue with a reason: the clue's `rowVersion` goes back with it, so a change made meanwhile
 * is refused rather than overwritten; success is told, a refusal keeps the dialog open.
 */
export function CloseClueModal({ clue, close, onClose }: CloseClueModalProps) {
  const { t } = useTranslation();
  return (
    <ReasonModal
      title={t('clue.closeTitle', { clueNo: clue.clueNo })}
      okText={t('clue.close')}
      danger
      onSubmit={async (reason) => {
        await close({ id: clue.id, rowVersion: clue.rowVersion, reason });
        notify.success(t('clue.closed', { clueNo: clue.clueNo }));
      }}
      onClose={onClose}
    />
  );
}
