import type { Opportunity, OpportunityStage } from '@portal/contract';
import { formats, opportunityAmountSchema } from '@portal/contract';
import { DatePicker, Form, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { SelectField } from '../../../components/select-field';
import { schemaRule } from '../../../lib/form-rules';
import { notify } from '../../../lib/notify';
import type { UpdateOpportunityInput } from '../api/update-opportunity';
import { useUpdateOpportunity } from '../api/update-opportunity';
import { stagesOfMoves } from '../utils/labels';
import { useStageOptions } from './stage-tag';

interface Values {
  stage: OpportunityStage;
  amount?: string;
  expectedCloseDate?: Dayjs | null;
}

export type EditTarget = Pick<
  Opportunity,
  'id' | 'opptNo' | 'stage' | 'amount' | 'expectedCloseDate' | 'rowVersion' | 'actions'
>;

/**
 * Edits the stage, amount and expected close date. The stages offered are the current one and those
 * the moves the server listed with the opportunity lead to; it sends back the version it read.
 */
export function EditOpportunityModal({
  opportunity,
  onClose,
}: {
  opportunity: EditTarget;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateOpportunity();
  const stages = useMemo(
    () => [opportunity.stage, ...stagesOfMoves(opportunity.actions)],
    [opportunity.stage, opportunity.actions],
  );
  const stageOptions = useStageOptions(stages);
  const amountLabel = t('opportunity.field.amount');

  const submit = async (values: Values) => {
    const body: UpdateOpportunityInput = { id: opportunity.id };
    if (values.stage !== opportunity.stage) body.stage = values.stage;
    const amount = values.amount?.trim() ? values.amount.trim() : null;
    if (amount !== opportunity.amount) body.amount = amount;
    const date = values.expectedCloseDate ? values.expectedCloseDate.format(formats.date) : null;
    if (date !== opportunity.expectedCloseDate) body.expectedCloseDate = date;
    // Nothing changed: nothing to send.
    if (Object.keys(body).length === 1) return;
    await update.mutateAsync({ ...body, rowVersion: opportunity.rowVersion });
    notify.success(t('common.saved'));
  };

  return (
    <FormModal<Values>
      title={t('opportunity.edit.title', { opptNo: opportunity.opptNo })}
      name="editOpportunity"
      initialValues={{
        stage: opportunity.stage,
        amount: opportunity.amount ?? undefined,
        expectedCloseDate: opportunity.expectedCloseDate ? dayjs(opportunity.expectedCloseDate) : null,
      }}
      okDisabled={!opportunity.actions.includes('edit')}
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item name="stage" label={t('opportunity.field.stage')} extra={t('opportunity.edit.stageHint')}>
        <SelectField allowClear={false} options={stageOptions} />
      </Form.Item>
      <Form.Item
        name="amount"
        label={amountLabel}
        rules={[schemaRule(opportunityAmountSchema.optional(), amountLabel)]}
      >
        <Input maxLength={19} inputMode="decimal" />
      </Form.Item>
      <Form.Item name="expectedCloseDate" label={t('opportunity.field.expectedCloseDate')}>
        <DatePicker style={{ width: '100%' }} />
      </Form.Item>
    </FormModal>
  );
}
