import type { Registration, TrainingResult } from '@portal/contract';
import { recordResultBodySchema, trainingResults } from '@portal/contract';
import { Alert, Form, InputNumber, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { schemaRule } from '../../../lib/form-rules';
import { notify } from '../../../lib/notify';
import { useRecordResult } from '../api/certificates';

interface ResultValues {
  result: TrainingResult;
  score?: number | null;
}

/** The trainer's result of a person present at a session: pass or fail, a score optional; final. */
export function RecordResultModal({
  registration,
  onClose,
}: {
  registration: Registration;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const record = useRecordResult();
  const shape = recordResultBodySchema.shape;
  const submit = async (values: ResultValues) => {
    await record.mutateAsync({
      id: registration.id,
      rowVersion: registration.rowVersion,
      result: values.result,
      score: values.score ?? null,
    });
    notify.success(t('training.resultSaved'));
  };
  return (
    <FormModal<ResultValues>
      title={t('training.recordResultTitle', { person: registration.personName })}
      name="training-result"
      irreversible
      initialValues={{ result: 'pass' }}
      onSubmit={submit}
      onClose={onClose}
    >
      <Alert type="info" showIcon message={t('training.recordResultHint')} style={{ marginBottom: 16 }} />
      <Form.Item name="result" label={t('training.field.result')} required>
        <Radio.Group
          optionType="button"
          options={trainingResults.map((value) => ({ value, label: t(`training.result.${value}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="score"
        label={t('training.field.score')}
        rules={[schemaRule(shape.score, t('training.field.score'))]}
      >
        <InputNumber min={0} max={100} precision={0} style={{ width: 160 }} />
      </Form.Item>
    </FormModal>
  );
}
