import { codeTypes, minorUnitsOf, patterns } from '@portal/contract';
import type { FormInstance } from 'antd';
import { DateField } from '../../../components/date-range-field';
import { Col, Form, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormattedInput } from '../../../components/formatted-input';
import { SelectField } from '../../../components/select-field';
import { useCodeOptions } from '../../../lib/use-code-options';
import { useRates } from '../api/get-rates';
import type { ReportFormValues } from './report-form-values';

export interface ReportDealFieldsProps {
  form: FormInstance<ReportFormValues>;
  productLineCode: string | undefined;
}

/**
 * Win rate, estimated amount, currency and expected close date. The amount shows thousands separators
 * while typed and takes as many decimals as its currency has (KRW and JPY none).
 */
export function ReportDealFields({ form, productLineCode }: ReportDealFieldsProps) {
  const { t } = useTranslation();
  const rates = useRates(productLineCode);
  const currencies = useCodeOptions(codeTypes.currency);
  const currency = Form.useWatch('currency', form);
  const wholeAmounts = minorUnitsOf(currency) === 0;
  const rateOptions = (rates.data ?? []).map((rate) => ({ value: rate, label: `${rate}%` }));

  return (
    <Row gutter={16}>
      <Col span={6}>
        <Form.Item name="rate" label={t('report.field.rate')} required>
          <SelectField options={rateOptions} />
        </Form.Item>
      </Col>
      <Col span={6}>
        <Form.Item name="amount" label={t('report.field.amount')} required>
          <FormattedInput
            pattern={wholeAmounts ? patterns.positiveInteger : patterns.moneyNonZero}
            grouping
            maxLength={24}
            inputMode={wholeAmounts ? 'numeric' : 'decimal'}
            suffix={<span>{currency}</span>}
          />
        </Form.Item>
      </Col>
      <Col span={6}>
        <Form.Item name="currency" label={t('report.field.currency')} required>
          <SelectField options={currencies.options} allowClear={false} />
        </Form.Item>
      </Col>
      <Col span={6}>
        <Form.Item name="expectedCloseDate" label={t('report.field.expectedCloseDate')} required>
          <DateField style={{ width: '100%' }} />
        </Form.Item>
      </Col>
    </Row>
  );
}
