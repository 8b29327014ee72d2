import type { Language } from '@portal/contract';
import { issueQuotationBodySchema } from '@portal/contract';
import { DatePicker, Form, Modal, Select, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { languageOrder, useLanguageNames } from '../../../components/language-names';
import {
  clearChangedErrors,
  schemaFieldErrors,
  showCheckErrors,
  showRequestError,
} from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import type { AnyQuotationInfo } from '../api/get-quotation-info';
import { useIssueQuotation } from '../api/issue-quotation';

interface IssueValues {
  validUntil?: Dayjs | null;
  language?: Language;
}

/**
 * Issues an approved additional or supplementary quotation to the partner: valid until a day after today,
 * its document in a language (the customer's unless chosen otherwise); checked with the contract's schema.
 */
export function IssueQuotationModal({
  quotation,
  onClose,
}: {
  quotation: AnyQuotationInfo;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const languages = useLanguageNames();
  const [form] = Form.useForm<IssueValues>();
  const issue = useIssueQuotation();
  const label = (field: string) =>
    field === 'language' ? t('quotation.issue.documentLanguage') : t('quotation.field.validUntil');
  const submit = async () => {
    const values = form.getFieldsValue();
    const body = {
      id: quotation.id,
      rowVersion: quotation.rowVersion,
      validUntil: values.validUntil ? values.validUntil.format('YYYY-MM-DD') : undefined,
      language: values.language,
    };
    const errors = schemaFieldErrors(issueQuotationBodySchema, body, label, () => true);
    if (showCheckErrors(form, errors)) return;
    try {
      await issue.mutateAsync(issueQuotationBodySchema.parse(body));
      notify.success(t('quotation.done.issue', { no: quotation.quotationNo }));
      onClose();
    } catch (error) {
      showRequestError(form, error);
    }
  };
  return (
    <Modal
      open
      title={t('quotation.issue.title', { no: quotation.quotationNo })}
      okText={t('quotation.action.issue')}
      cancelText={t('widget.cancel')}
      okButtonProps={{ loading: issue.isPending }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('quotation.issue.hint')}</Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        name="quotation-issue"
        initialValues={{
          validUntil:
            quotation.validUntil && dayjs(quotation.validUntil).isAfter(dayjs(), 'day')
              ? dayjs(quotation.validUntil)
              : null,
          language: quotation.language,
        }}
        onValuesChange={(changed) => clearChangedErrors(form, changed)}
      >
        <Form.Item name="validUntil" label={t('quotation.field.validUntil')} required>
          <DatePicker style={{ width: 200 }} disabledDate={(day) => !day.isAfter(dayjs(), 'day')} />
        </Form.Item>
        <Form.Item name="language" label={t('quotation.issue.documentLanguage')}>
          <Select
            style={{ width: 200 }}
            options={languageOrder.map((language) => ({ value: language, label: languages[language] }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
