import type { AddClueFollowUpInput } from '@portal/contract';
import { addClueFollowUpBodySchema, clueFieldLimits, formats } from '@portal/contract';
import type { FormInstance } from 'antd';
import { DateField } from '../../../components/date-range-field';
import { Form, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { schemaRule } from '../../../lib/form-rules';

export interface FollowUpValues {
  content?: string;
  nextFollowUpDate?: Dayjs | null;
}

/** The body of add-clue-follow-up from the form's values, with the clue's version as read. */
export function toFollowUpBody(
  clue: { id: number; rowVersion: number },
  values: FollowUpValues,
): AddClueFollowUpInput {
  return {
    id: clue.id,
    rowVersion: clue.rowVersion,
    content: values.content ?? '',
    nextFollowUpDate: values.nextFollowUpDate ? values.nextFollowUpDate.format(formats.date) : null,
  };
}

/** The follow-up's fields: what happened, and when to follow up next; checked with the contract's rules. */
export function FollowUpFields() {
  const { t } = useTranslation();
  const shape = addClueFollowUpBodySchema.shape;
  const content = t('clue.followUpContent');
  return (
    <>
      <Form.Item name="content" label={content} required rules={[schemaRule(shape.content, content)]}>
        <Input.TextArea rows={3} maxLength={clueFieldLimits.followUp} showCount />
      </Form.Item>
      <Form.Item name="nextFollowUpDate" label={t('clue.followUpNext')}>
        <DateField format={formats.date} />
      </Form.Item>
    </>
  );
}

/** The form's name: its fields' ids start with it. */
export const followUpFormName = 'clue-follow-up';

/** A follow-up form of its own (on the clue's detail). */
export function FollowUpForm({
  form,
  onFinish,
}: {
  form: FormInstance<FollowUpValues>;
  onFinish: (values: FollowUpValues) => void;
}) {
  return (
    <Form name={followUpFormName} form={form} layout="vertical" onFinish={onFinish}>
      <FollowUpFields />
    </Form>
  );
}
