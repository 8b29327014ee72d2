import type { QuotationInfo } from '@portal/contract';
import { decideQuotationBodySchema } from '@portal/contract';
import { Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { schemaFieldErrors, showCheckErrors, showRequestError } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useMoveQuotation } from '../api/move-quotation';

interface ReturnValues {
  reason?: string;
  /** Per line, by line id. */
  lines?: Record<string, string | undefined>;
}

/**
 * The return of a submitted quotation: why, overall (required) and optionally per line; checked with the
 * contract's schema before it is sent.
 */
export function ReturnQuotationModal({
  quotation,
  onClose,
}: {
  quotation: QuotationInfo;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ReturnValues>();
  const move = useMoveQuotation();
  const submit = async () => {
    const values = form.getFieldsValue();
    const body = {
      id: quotation.id,
      rowVersion: quotation.rowVersion,
      decision: 'return' as const,
      reason: values.reason,
      lineReasons: quotation.lines.flatMap((line) => {
        const reason = values.lines?.[String(line.id)]?.trim();
        return reason ? [{ lineId: line.id, reason }] : [];
      }),
    };
    const errors = schemaFieldErrors(decideQuotationBodySchema, body, () =>
      t('quotation.field.returnReason'),
    );
    if (showCheckErrors(form, errors)) return;
    try {
      await move.mutateAsync({ action: 'decide', body });
      notify.success(t('quotation.done.return', { no: quotation.quotationNo }));
      onClose();
    } catch (error) {
      showRequestError(form, error);
    }
  };
  return (
    <Modal
      open
      title={t('quotation.returnTitle', { no: quotation.quotationNo })}
      okText={t('quotation.action.return')}
      cancelText={t('widget.cancel')}
      okButtonProps={{ danger: true, loading: move.isPending }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
      width={640}
    >
      <Form form={form} layout="vertical" name="quotation-return">
        <Form.Item name="reason" label={t('quotation.field.returnReason')} required>
          <Input.TextArea rows={3} maxLength={1000} showCount autoFocus />
        </Form.Item>
        <Typography.Paragraph type="secondary">{t('quotation.lineReasonsHint')}</Typography.Paragraph>
        {quotation.lines.map((line) => (
          <Form.Item
            key={line.id}
            name={['lines', String(line.id)]}
            label={t('quotation.lineReasonLabel', { line: line.lineNo, code: line.code })}
          >
            <Input maxLength={1000} />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
