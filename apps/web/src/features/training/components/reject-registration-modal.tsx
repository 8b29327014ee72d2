import type { Registration } from '@portal/contract';
import { rejectRegistrationBodySchema } from '@portal/contract';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { schemaRule } from '../../../lib/form-rules';
import { notify } from '../../../lib/notify';
import { useRegistrationMove } from '../api/registrations';

/**
 * An approver rejects a registration, saying why (an action of its approval process); the reason goes to
 * the person and its company's administrator, and a waiting person takes the seat.
 */
export function RejectRegistrationModal({
  registration,
  onClose,
}: {
  registration: Registration;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const move = useRegistrationMove();
  const submit = async (values: { comment: string }) => {
    const moved = await move.mutateAsync({
      action: 'reject',
      body: { id: registration.id, rowVersion: registration.rowVersion, comment: values.comment },
    });
    notify.success(t('training.moved', { status: t(`training.status.${moved.status}`) }));
  };
  return (
    <FormModal<{ comment: string }>
      title={t('training.rejectTitle', { person: registration.personName })}
      name="training-reject"
      okText={t('training.action.reject')}
      danger
      irreversible
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item
        name="comment"
        label={t('training.rejectReason')}
        required
        rules={[schemaRule(rejectRegistrationBodySchema.shape.comment, t('training.rejectReason'))]}
      >
        <Input.TextArea rows={3} maxLength={500} showCount autoFocus />
      </Form.Item>
    </FormModal>
  );
}
