import type { OpportunityAction, OwnerType } from '@portal/contract';
import { changeDistributionBodySchema, ownerTypes } from '@portal/contract';
import { Alert, Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { SelectField } from '../../../components/select-field';
import { schemaRule } from '../../../lib/form-rules';
import { notify } from '../../../lib/notify';
import { useChangeDistribution } from '../api/change-distribution';
import { useOwnerCandidates } from '../api/get-owner-candidates';
import { ownerLabel } from '../utils/labels';

interface Values {
  ownerType: OwnerType;
  userId?: number;
  reason?: string;
}

export interface DistributionTarget {
  id: number;
  opptNo: string;
  salesOwnerId: number | null;
  salesOwnerName: string | null;
  planningOwnerId: number | null;
  planningOwnerName: string | null;
  rowVersion: number;
  /** What the server lets the caller do: an owner type is offered when its change is listed. */
  actions: readonly OpportunityAction[];
}

const ownerTypeKey = (ownerType: OwnerType) =>
  ownerType === 'sales' ? 'opportunity.field.salesOwner' : 'opportunity.field.planningOwner';

/** Moves the sales or planning owner of one opportunity to another user, with a reason. */
export function ChangeDistributionModal({
  opportunity,
  initialOwnerType,
  onClose,
}: {
  opportunity: DistributionTarget;
  initialOwnerType?: OwnerType;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const change = useChangeDistribution();
  const currentOf = (ownerType: OwnerType) =>
    ownerType === 'sales'
      ? { id: opportunity.salesOwnerId, name: opportunity.salesOwnerName }
      : { id: opportunity.planningOwnerId, name: opportunity.planningOwnerName };
  const mayChange = (ownerType: OwnerType) =>
    opportunity.actions.includes(ownerType === 'sales' ? 'changeSales' : 'changePlanning');
  const firstWithOwner = ownerTypes.find(mayChange) ?? 'sales';
  const ownerType = Form.useWatch('ownerType', form) ?? initialOwnerType ?? firstWithOwner;
  const current = currentOf(ownerType);
  const candidates = useOwnerCandidates(ownerType);
  const newOwnerLabel = t('opportunity.change.newOwner');
  const reasonLabel = t('opportunity.change.reason');

  const submit = async (values: Values) => {
    if (values.userId === undefined) return false;
    await change.mutateAsync({
      id: opportunity.id,
      ownerType: values.ownerType,
      userId: values.userId,
      reason: values.reason ?? '',
      rowVersion: opportunity.rowVersion,
    });
    notify.success(t('opportunity.change.done'));
  };

  return (
    <FormModal<Values>
      title={t('opportunity.change.title', { opptNo: opportunity.opptNo })}
      name="changeDistribution"
      form={form}
      initialValues={{ ownerType: initialOwnerType ?? firstWithOwner }}
      onValuesChange={(changed) => {
        if (changed.ownerType) form.setFieldValue('userId', undefined);
      }}
      okDisabled={!mayChange(ownerType)}
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item name="ownerType" label={t('opportunity.change.ownerType')}>
        <Radio.Group
          optionType="button"
          options={ownerTypes.map((type) => ({
            value: type,
            label: t(ownerTypeKey(type)),
            disabled: !mayChange(type),
          }))}
        />
      </Form.Item>
      <Form.Item label={t('opportunity.change.currentOwner')}>
        <span>{ownerLabel(current.name, t)}</span>
      </Form.Item>
      {!mayChange(ownerType) && (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('opportunity.change.noOwnerYet')} />
      )}
      <Form.Item
        name="userId"
        label={newOwnerLabel}
        required
        rules={[{ required: true, message: t('validation.requiredSelect', { name: newOwnerLabel }) }]}
      >
        <SelectField
          searchable
          loading={candidates.isFetching}
          options={(candidates.data ?? []).map((candidate) => ({
            ...candidate,
            disabled: candidate.id === current.id,
          }))}
          valueName="id"
          labelName="displayName"
          disabledName="disabled"
        />
      </Form.Item>
      <Form.Item
        name="reason"
        label={reasonLabel}
        required
        rules={[schemaRule(changeDistributionBodySchema.shape.reason, reasonLabel)]}
      >
        <Input.TextArea rows={3} maxLength={500} showCount />
      </Form.Item>
    </FormModal>
  );
}
