import type { SaveSessionInput, TrainingSession } from '@portal/contract';
import { describeIssue, saveSessionBodySchema } from '@portal/contract';
import { Form, Input, InputNumber, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { RecordDrawer } from '../../../components/record-drawer';
import { SelectField } from '../../../components/select-field';
import { schemaRule } from '../../../lib/form-rules';
import { notify } from '../../../lib/notify';
import { ignoreReported } from '../../../lib/request';
import { useCourseOptions } from '../api/courses';
import { useSaveSession, useTrainers } from '../api/sessions';
import { useCourseName } from './training-labels';

type Values = Omit<SaveSessionInput, 'id' | 'rowVersion'>;
const shape = saveSessionBodySchema.shape;

/** The zones offered: the browser's IANA list (any of them is accepted by the server's PostgreSQL). */
const zones = (() => {
  try {
    return Intl.supportedValuesOf('timeZone').map((zone) => ({ value: zone, label: zone }));
  } catch {
    return ['Asia/Shanghai', 'Asia/Seoul', 'UTC'].map((zone) => ({ value: zone, label: zone }));
  }
})();

const timeFields = ['startsLocal', 'endsLocal', 'deadlineLocal'] as const;
const timeExample = '2026-12-01T09:00';
const linkExample = 'https://';

/** Creates (no session) or edits a session; its times are wall-clock times in its own zone. */
export function SessionFormDrawer({ session, onClose }: { session?: TrainingSession; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useSaveSession();
  const options = useCourseOptions();
  const courseName = useCourseName();
  const courses = (options.data ?? []).map((o) => ({ value: o.id, label: `${o.code} ${courseName(o)}` }));
  const trainers = (useTrainers().data ?? []).map((u) => ({ value: u.id, label: u.name }));

  const finish = async (values: Values) => {
    // The whole body is checked by the contract's schema (the cross-field rules too) before it is sent.
    const checked = saveSessionBodySchema.safeParse(values);
    if (!checked.success) {
      form.setFields(
        checked.error.issues.map((issue) => ({
          name: issue.path.join('.'),
          errors: [(({ key, params }) => t(key, params))(describeIssue(issue))],
        })),
      );
      return;
    }
    try {
      await save.mutateAsync({
        ...values,
        ...(session ? { id: session.id, rowVersion: session.rowVersion } : {}),
      });
      notify.success(t('training.sessionSaved'));
      onClose();
    } catch (error) {
      ignoreReported(error);
    }
  };

  const hint = t('training.localTimeHint');
  return (
    <RecordDrawer
      title={session ? t('training.editSession') : t('training.newSession')}
      failed={false}
      loaded
      readOnly={false}
      saving={save.isPending}
      onSave={() => form.submit()}
      onClose={onClose}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={finish}
        initialValues={
          session ?? {
            timeZone: 'Asia/Shanghai',
            capacity: 20,
            trainerApproval: false,
            audienceCompanyTypes: [],
            audienceTiers: [],
          }
        }
      >
        <Form.Item
          name="courseId"
          label={t('training.course')}
          required
          rules={[schemaRule(shape.courseId, t('training.course'), 'choice')]}
        >
          <SelectField options={courses} searchable />
        </Form.Item>
        <Form.Item
          name="timeZone"
          label={t('training.field.timeZone')}
          required
          rules={[schemaRule(shape.timeZone, t('training.field.timeZone'), 'choice')]}
        >
          <SelectField options={zones} searchable allowClear={false} />
        </Form.Item>
        {timeFields.map((field) => {
          const text = t(
            field === 'startsLocal'
              ? 'training.field.startsAt'
              : field === 'endsLocal'
                ? 'training.field.endsAt'
                : 'training.field.deadline',
          );
          return (
            <Form.Item
              key={field}
              name={field}
              label={text}
              extra={hint}
              required
              rules={[schemaRule(shape[field], text)]}
            >
              <Input placeholder={timeExample} maxLength={16} />
            </Form.Item>
          );
        })}
        <Form.Item
          name="place"
          label={t('training.field.place')}
          rules={[schemaRule(shape.place, t('training.field.place'))]}
        >
          <Input maxLength={300} />
        </Form.Item>
        <Form.Item
          name="onlineLink"
          label={t('training.field.onlineLink')}
          rules={[schemaRule(shape.onlineLink, t('training.field.onlineLink'))]}
        >
          <Input maxLength={500} placeholder={linkExample} />
        </Form.Item>
        <Form.Item
          name="trainer"
          label={t('training.field.trainer')}
          required
          rules={[schemaRule(shape.trainer, t('training.field.trainer'))]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          name="trainerId"
          label={t('training.field.trainerAccount')}
          rules={[schemaRule(shape.trainerId, t('training.field.trainerAccount'), 'choice')]}
        >
          <SelectField options={trainers} searchable />
        </Form.Item>
        <Form.Item
          name="trainerApproval"
          label={t('training.field.trainerApproval')}
          extra={t('training.trainerApprovalHint')}
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
        <Form.Item
          name="capacity"
          label={t('training.field.capacity')}
          required
          rules={[schemaRule(shape.capacity, t('training.field.capacity'))]}
        >
          <InputNumber min={1} max={1000} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="audienceCompanyTypes"
          label={t('training.field.audienceTypes')}
          extra={t('training.field.audienceAll')}
        >
          <SelectField mode="tags" options={[]} />
        </Form.Item>
        <Form.Item
          name="audienceTiers"
          label={t('training.field.audienceTiers')}
          extra={t('training.field.audienceAll')}
        >
          <SelectField
            mode="tags"
            options={[
              { value: 'TIER1', label: 'TIER1' },
              { value: 'TIER2', label: 'TIER2' },
            ]}
          />
        </Form.Item>
      </Form>
    </RecordDrawer>
  );
}
