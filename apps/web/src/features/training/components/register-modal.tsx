import type { TrainingSession } from '@portal/contract';
import { registerBodySchema } from '@portal/contract';
import { Alert, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { SelectField } from '../../../components/select-field';
import { schemaRule } from '../../../lib/form-rules';
import { notify } from '../../../lib/notify';
import { useRegister, useTrainingPeople } from '../api/registrations';
import { useCourseName } from './training-labels';

interface Values {
  userIds?: number[];
}

/**
 * Registers for a session: a partner administrator chooses its people (one or several), a partner user
 * registers itself. When the seats run out, the others join the waiting list, in order. With `held`, the
 * administrator assigns seats held for its company (its quota): never the general pool or the waiting list.
 */
export function RegisterModal({
  session,
  chooses,
  held = false,
  onClose,
}: {
  session: TrainingSession;
  /** Whether the reader chooses people (a partner administrator). */
  chooses: boolean;
  /** Assign the company's held seats. */
  held?: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const register = useRegister();
  const people = useTrainingPeople(chooses);
  const courseName = useCourseName();
  const left = session.capacity - session.seatsTaken - session.seatsHeld;
  const quota = session.quotas.find((q) => !q.released);
  const label = t('training.field.people');

  const submit = async (values: Values) => {
    const made = await register.mutateAsync({
      sessionId: session.id,
      ...(chooses ? { userIds: values.userIds } : {}),
      ...(held ? { heldSeat: true } : {}),
    });
    if (held) {
      notify.success(t('training.assigned', { count: made.length }));
      return;
    }
    notify.success(
      t('training.registered', {
        seated: made.filter((r) => r.status === 'seated').length,
        waiting: made.filter((r) => r.status === 'waiting').length,
      }),
    );
  };

  return (
    <FormModal<Values>
      name="training-register"
      title={t(held ? 'training.assignTitle' : 'training.registerTitle', { course: courseName(session) })}
      okText={held ? t('training.action.assignHeld') : t('training.action.register')}
      onSubmit={submit}
      onClose={onClose}
    >
      {held ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('training.assignLeft', {
            left: quota ? quota.seats - quota.assigned : 0,
            seats: quota?.seats ?? 0,
          })}
        />
      ) : (
        <Alert
          type={left > 0 ? 'info' : 'warning'}
          showIcon
          style={{ marginBottom: 16 }}
          message={
            left > 0
              ? t('training.seatsLeft', { count: left, capacity: session.capacity })
              : t('training.full')
          }
        />
      )}
      {chooses && (
        <Form.Item
          name="userIds"
          label={label}
          required
          rules={[schemaRule(registerBodySchema.shape.userIds.unwrap(), label, 'choice')]}
        >
          <SelectField
            mode="multiple"
            options={people.data ?? []}
            valueName="id"
            labelName="name"
            searchable
            loading={people.isLoading}
          />
        </Form.Item>
      )}
    </FormModal>
  );
}
