import { Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { useAddClueFollowUp } from '../api/add-clue-follow-up';
import type { FollowUpValues } from './follow-up-form';
import { FollowUpForm, toFollowUpBody } from './follow-up-form';
import { ignoreReported } from '../../../lib/request';

/** Adds a follow-up to one clue from a list. */
export function FollowUpModal({
  clue,
  onClose,
}: {
  clue: { id: number; clueNo: string; rowVersion: number };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FollowUpValues>();
  const add = useAddClueFollowUp();
  const submit = async (values: FollowUpValues) => {
    try {
      await add.mutateAsync(toFollowUpBody(clue, values));
      notify.success(t('clue.followUpAdded'));
      onClose();
    } catch (error) {
      // Shown by the request module.
      ignoreReported(error);
    }
  };
  return (
    <Modal
      open
      title={t('clue.followUpTitle', { clueNo: clue.clueNo })}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={add.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <FollowUpForm form={form} onFinish={submit} />
    </Modal>
  );
}
