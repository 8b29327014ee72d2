import { clueFieldLimits, clueReasonBodySchema } from '@portal/contract';
import { Form, Input, Modal } from 'antd';
import { Typography } from '../../../components/typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidationFailure, schemaRule } from '../../../lib/form-rules';
import { ignoreReported } from '../../../lib/request';
import { DeliberateForm } from '../../../components/deliberate-form';

export interface ReasonModalProps {
  title: ReactNode;
  /** A line above the field, e.g. what returning means. */
  note?: ReactNode;
  okText: ReactNode;
  danger?: boolean;
  /** Resolves when done (the modal closes); rejects when refused (it stays open). */
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/** Asks for the reason of a close or a return; the reason is checked with the contract's rule. */
export function ReasonModal({ title, note, okText, danger = false, onSubmit, onClose }: ReasonModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason?: string }>();
  const label = t('clue.reason');
  const submit = async () => {
    let reason: string | undefined;
    try {
      ({ reason } = await form.validateFields());
    } catch (error) {
      if (!isValidationFailure(error)) throw error;
      // The field shows what is wrong.
      return;
    }
    try {
      await onSubmit(reason ?? '');
      onClose();
    } catch (error) {
      // The request module has shown the refusal; the modal stays open.
      ignoreReported(error);
    }
  };
  return (
    <Modal
      open
      title={title}
      okText={okText}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger }}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      {note && <Typography.Paragraph type="secondary">{note}</Typography.Paragraph>}
      <DeliberateForm name="clue-reason" form={form} layout="vertical">
        <Form.Item
          name="reason"
          label={label}
          required
          rules={[schemaRule(clueReasonBodySchema.shape.reason, label)]}
        >
          <Input.TextArea rows={3} maxLength={clueFieldLimits.reason} showCount autoFocus />
        </Form.Item>
      </DeliberateForm>
    </Modal>
  );
}
