import type { Language } from '@portal/contract';
import { issueQuotationBodySchema } from '@portal/contract';
import type { FormInstance } from 'antd';
import { DatePicker, Form } from 'antd';
import { Typography } from '../../../components/typography';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { languageOrder, useLanguageNames } from '../../../components/language-names';
import { schemaFieldErrors, showCheckErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import type { AnyQuotationInfo } from '../api/get-quotation-info';
import { useIssueQuotation } from '../api/issue-quotation';
import { LazySelect } from '../../../components/lazy-select';

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
  const issue = useIssueQuotation();
  const label = (field: string) =>
    field === 'language' ? t('quotation.issue.documentLanguage') : t('quotation.field.validUntil');
  const submit = async (values: IssueValues, form: FormInstance<IssueValues>) => {
    const body = {
      id: quotation.id,
      rowVersion: quotation.rowVersion,
      validUntil: values.validUntil ? values.validUntil.format('YYYY-MM-DD') : undefined,
      language: values.language,
    };
    const errors = schemaFieldErrors(issueQuotationBodySchema, body, label, () => true);
    if (showCheckErrors(form, errors)) return false;
    await issue.mutateAsync(issueQuotationBodySchema.parse(body));
    notify.success(t('quotation.done.issue', { no: quotation.quotationNo }));
  };
  return (
    <FormModal<IssueValues>
      title={t('quotation.issue.title', { no: quotation.quotationNo })}
      name="quotation-issue"
      okText={t('quotation.action.issue')}
      irreversible
      initialValues={{
        validUntil:
          quotation.validUntil && dayjs(quotation.validUntil).isAfter(dayjs(), 'day')
            ? dayjs(quotation.validUntil)
            : null,
        language: quotation.language,
      }}
      onSubmit={submit}
      onClose={onClose}
    >
      <Typography.Paragraph type="secondary">{t('quotation.issue.hint')}</Typography.Paragraph>
      <Form.Item name="validUntil" label={t('quotation.field.validUntil')} required>
        <DatePicker style={{ width: 200 }} disabledDate={(day) => !day.isAfter(dayjs(), 'day')} />
      </Form.Item>
      <Form.Item name="language" label={t('quotation.issue.documentLanguage')}>
        <LazySelect
          style={{ width: 200 }}
          options={languageOrder.map((language) => ({ value: language, label: languages[language] }))}
        />
      </Form.Item>
    </FormModal>
  );
}
