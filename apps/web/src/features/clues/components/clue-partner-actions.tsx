import type { Clue } from '@portal/contract';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { RowAction } from '../../../components/data-grid';
import { notify } from '../../../lib/notify';
import { useAcceptClue } from '../api/accept-clue';
import { useCloseMyClue } from '../api/close-my-clue';
import { useReturnClue } from '../api/return-clue';
import { ignoreReported } from '../../../lib/request';
import { paths } from '../../../config/paths';

// The dialogs (with their forms and Modal) load when one first opens.
const FollowUpModal = lazy(() => import('./follow-up-modal').then((m) => ({ default: m.FollowUpModal })));
const ReasonModal = lazy(() => import('./reason-modal').then((m) => ({ default: m.ReasonModal })));
const CloseClueModal = lazy(() => import('./close-clue-modal').then((m) => ({ default: m.CloseClueModal })));

type ClueRef = Pick<Clue, 'id' | 'clueNo' | 'rowVersion' | 'actions'>;

/**
 * A partner's actions on a clue (accept, follow up, convert, return, close), shown only when the
 * server lists them in the clue's `actions`, with the modals they open. Each sends the clue's
 * `rowVersion` back, so a change made meanwhile is refused rather than overwritten.
 */
export function useCluePartnerActions(options: { onReturned?: () => void } = {}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const accept = useAcceptClue();
  const giveBack = useReturnClue();
  const closeMine = useCloseMyClue();
  const [followUp, setFollowUp] = useState<ClueRef | null>(null);
  const [returning, setReturning] = useState<ClueRef | null>(null);
  const [closing, setClosing] = useState<ClueRef | null>(null);

  const acceptNow = async (clue: ClueRef) => {
    try {
      await accept.mutateAsync({ id: clue.id, rowVersion: clue.rowVersion });
      notify.success(t('clue.accepted', { clueNo: clue.clueNo }));
    } catch (error) {
      // Shown by the request module.
      ignoreReported(error);
    }
  };

  const actions = (clue: ClueRef): RowAction[] => [
    {
      key: 'accept',
      label: t('clue.accept'),
      hidden: !clue.actions.includes('accept'),
      confirm: t('clue.acceptConfirm', { clueNo: clue.clueNo }),
      onClick: () => acceptNow(clue),
    },
    {
      key: 'followUp',
      label: t('clue.followUp'),
      hidden: !clue.actions.includes('followUp'),
      onClick: () => setFollowUp(clue),
    },
    {
      key: 'convert',
      label: t('clue.convert'),
      hidden: !clue.actions.includes('convert'),
      onClick: () => navigate(paths.reportForm({ clueId: clue.id })),
    },
    {
      key: 'return',
      label: t('clue.return'),
      hidden: !clue.actions.includes('return'),
      onClick: () => setReturning(clue),
    },
    {
      key: 'close',
      label: t('clue.close'),
      danger: true,
      hidden: !clue.actions.includes('closeMy'),
      onClick: () => setClosing(clue),
    },
  ];

  const modals = (
    <Suspense fallback={null}>
      {followUp && <FollowUpModal clue={followUp} onClose={() => setFollowUp(null)} />}
      {returning && (
        <ReasonModal
          title={t('clue.returnTitle', { clueNo: returning.clueNo })}
          note={t('clue.returnNote')}
          okText={t('clue.return')}
          onSubmit={async (reason) => {
            await giveBack.mutateAsync({ id: returning.id, rowVersion: returning.rowVersion, reason });
            notify.success(t('clue.returned', { clueNo: returning.clueNo }));
            options.onReturned?.();
          }}
          onClose={() => setReturning(null)}
        />
      )}
      {closing && (
        <CloseClueModal clue={closing} close={closeMine.mutateAsync} onClose={() => setClosing(null)} />
      )}
    </Suspense>
  );

  return { actions, modals };
}
