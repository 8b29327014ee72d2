import type { QuotationInfo } from '@portal/contract';
import { decideQuotationBodySchema } from '@portal/contract';
import type { FormInstance } from 'antd';
import { Form, Input } from 'antd';
import { Typography } from '../../../components/typography';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { schemaFieldErrors, showCheckErrors } from '../../../lib/form-errors';
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
  const move = useMoveQuotation();
  const submit = async (values: ReturnValues, form: FormInstance<ReturnValues>) => {
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
    if (showCheckErrors(form, errors)) return false;
    await move.mutateAsync({ action: 'decide', body });
    notify.success(t('quotation.done.return', { no: quotation.quotationNo }));
  };
  return (
    <FormModal<ReturnValues>
      title={t('quotation.returnTitle', { no: quotation.quotationNo })}
      name="quotation-return"
      okText={t('quotation.action.return')}
      danger
      irreversible
      width={640}
      onSubmit={submit}
      onClose={onClose}
    >
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
    </FormModal>
  );
}
