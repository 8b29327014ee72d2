import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { notify } from '../../../lib/notify';
import { useAddClueFollowUp } from '../api/add-clue-follow-up';
import type { FollowUpValues } from './follow-up-form';
import { FollowUpFields, followUpFormName, toFollowUpBody } from './follow-up-form';

/** Adds a follow-up to one clue from a list. */
export function FollowUpModal({
  clue,
  onClose,
}: {
  clue: { id: number; clueNo: string; rowVersion: number };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const add = useAddClueFollowUp();
  return (
    <FormModal<FollowUpValues>
      title={t('clue.followUpTitle', { clueNo: clue.clueNo })}
      name={followUpFormName}
      onSubmit={async (values) => {
        await add.mutateAsync(toFollowUpBody(clue, values));
        notify.success(t('clue.followUpAdded'));
      }}
      onClose={onClose}
    >
      <FollowUpFields />
    </FormModal>
  );
}
