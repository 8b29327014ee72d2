import type { NoticeKind } from '@portal/contract';
import { noticeKinds } from '@portal/contract';
import { Alert, Checkbox, Flex, Modal, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { ignoreReported } from '../../../lib/request';
import { useMailPreferences, useSaveMailPreferences } from '../api/notices';

const approverKinds: readonly NoticeKind[] = ['taskWaiting', 'taskDueSoon', 'taskOverdue', 'taskEscalated'];
/** Kinds told to partners alone. */
const staffLess: readonly NoticeKind[] = ['clueAssigned', 'quotationIssued'];
/**
 * Kinds told to staff alone: a partner's question, acceptance or request reaches planning and sales;
 * partner users never approve, nor hold the backup permission, nor take tickets.
 */
const partnerLess: readonly NoticeKind[] = [
  ...approverKinds,
  'qaAsked',
  'quotationAccepted',
  'additionalRequested',
  'backupFailed',
  // Tickets are taken, and their SLA told, on the service side.
  'ticketResponseDueSoon',
  'ticketResolutionDueSoon',
  'ticketResponseBreached',
  'ticketResolutionBreached',
];

/** Which notice kinds also come by e-mail (in the user's language, to the account's address). */
export function MailPreferencesModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const preferences = useMailPreferences(true);
  const save = useSaveMailPreferences();
  const [chosen, setChosen] = useState<NoticeKind[] | null>(null);
  const kinds = chosen ?? preferences.data?.kinds ?? [];
  // Partners approve no step; staff are assigned no clue.
  const partner = useSession((s) => s.userInfo?.kind === 'partner');
  const offered = noticeKinds.filter((kind) => !(partner ? partnerLess : staffLess).includes(kind));

  return (
    <Modal
      open
      title={t('notice.preferences')}
      onCancel={onClose}
      okButtonProps={{ disabled: !preferences.data, loading: save.isPending }}
      onOk={() =>
        save.mutate(
          { kinds },
          {
            onSuccess: () => {
              notify.success(t('notice.preferences.saved'));
              onClose();
            },
            onError: ignoreReported,
          },
        )
      }
    >
      {preferences.isPending ? (
        <Spin />
      ) : (
        <Flex vertical gap={12}>
          {preferences.data && !preferences.data.hasEmail && (
            <Alert type="warning" showIcon message={t('notice.preferences.noEmail')} />
          )}
          <span>{t('notice.preferences.hint')}</span>
          <Checkbox.Group
            value={kinds}
            onChange={(values) => setChosen(values)}
            style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
            options={offered.map((kind) => ({ value: kind, label: t(`notice.kind.${kind}`) }))}
          />
        </Flex>
      )}
    </Modal>
  );
}
