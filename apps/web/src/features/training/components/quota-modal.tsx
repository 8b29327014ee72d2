import type { SaveQuotaInput, SessionQuota, TrainingSession } from '@portal/contract';
import { saveQuotaBodySchema } from '@portal/contract';
import { Alert, Form, InputNumber, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { SelectField } from '../../../components/select-field';
import { schemaRule } from '../../../lib/form-rules';
import { notify } from '../../../lib/notify';
import { useQuotaCompanies, useSaveQuota } from '../api/sessions';
import { useCourseName } from './training-labels';

type Values = Pick<SaveQuotaInput, 'companyId' | 'seats'>;
const shape = saveQuotaBodySchema.shape;

/** A quota's state: held (its company assigns it), or released to the general pool at the deadline. */
export function QuotaStateTag({ quota }: { quota: SessionQuota }) {
  const { t } = useTranslation();
  return quota.released ? (
    <Tag>{t('training.quota.released')}</Tag>
  ) : (
    <Tag color="blue">{t('training.quota.live')}</Tag>
  );
}

/**
 * Staff hold seats of a session for partner companies: the quotas held so far, and a form that sets one
 * company's (0 removes it). The dialog stays open after a save, showing the session as the server answered.
 */
export function QuotaModal({ session: given, onClose }: { session: TrainingSession; onClose: () => void }) {
  const { t } = useTranslation();
  const courseName = useCourseName();
  const [session, setSession] = useState(given);
  const companies = useQuotaCompanies(session.id);
  const save = useSaveQuota();
  const [form] = Form.useForm<Values>();
  const free = session.capacity - session.seatsTaken - session.seatsHeld;
  const companyLabel = t('training.quota.company');
  const seatsLabel = t('training.quota.seats');

  const submit = async (values: Values) => {
    const answer = await save.mutateAsync({ sessionId: session.id, ...values });
    setSession(answer);
    notify.success(t('training.quota.saved'));
    form.resetFields();
    return false;
  };

  return (
    <FormModal<Values>
      name="training-quota"
      form={form}
      title={`${t('training.quota.title')}: ${courseName(session)}`}
      okText={t('training.quota.save')}
      onSubmit={submit}
      onClose={onClose}
      width={640}
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        message={t('training.quota.free', { count: Math.max(free, 0) })}
        description={t('training.quota.hint')}
      />
      <Table<SessionQuota>
        size="small"
        rowKey="companyId"
        pagination={false}
        style={{ marginBottom: 16 }}
        dataSource={session.quotas}
        locale={{ emptyText: t('training.quota.none') }}
        columns={[
          { key: 'company', title: companyLabel, dataIndex: 'companyName' },
          { key: 'seats', title: seatsLabel, dataIndex: 'seats', width: 110, align: 'right' },
          {
            key: 'assigned',
            title: t('training.quota.assigned'),
            dataIndex: 'assigned',
            width: 110,
            align: 'right',
          },
          {
            key: 'state',
            title: t('training.quota.state'),
            width: 120,
            render: (_, quota) => <QuotaStateTag quota={quota} />,
          },
        ]}
      />
      <Form.Item
        name="companyId"
        label={companyLabel}
        required
        rules={[schemaRule(shape.companyId, companyLabel, 'choice')]}
      >
        <SelectField
          options={companies.data ?? []}
          valueName="id"
          labelName="name"
          searchable
          loading={companies.isLoading}
        />
      </Form.Item>
      <Form.Item name="seats" label={seatsLabel} required rules={[schemaRule(shape.seats, seatsLabel)]}>
        <InputNumber min={0} max={1000} precision={0} style={{ width: 160 }} />
      </Form.Item>
    </FormModal>
  );
}
