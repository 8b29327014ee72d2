import type { LookedUpCompany } from '@portal/contract';
import { regionOfCountry, registrationNumberLabelKey } from '@portal/contract';
import type { FormInstance } from 'antd';
import { Button, Col, Form, Input, Row } from 'antd';
import type { ReactElement } from 'react';
import { cloneElement, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppState } from '../../../lib/app-state';
import { countryName } from '../../../lib/country-name';
import type { ReportCustomerValue } from './report-form-values';
import { LazySelect } from '../../../components/lazy-select';

/** The values these fields live in: any form with the customer at `customer` (the report's, a new customer's). */
export interface CustomerFieldsValues {
  customer?: Partial<ReportCustomerValue> | null;
}

export interface ReportCustomerFieldsProps {
  form: FormInstance<CustomerFieldsValues>;
  /** The company lookup, given by the page; it receives value, onChange and onEnterManually. */
  customerField: ReactElement<CustomerFieldProps>;
  editable: boolean;
}

/** What the page's customer field (the company lookup) is given. */
export interface CustomerFieldProps {
  value?: LookedUpCompany | null;
  onChange?: (company: LookedUpCompany | null) => void;
  /** When the lookup finds nothing: go on by hand with what was typed. */
  onEnterManually?: (typed: string) => void;
  id?: string;
  'aria-label'?: string;
  status?: 'error' | 'warning';
}

/** The customer picked from the lookup, as the lookup shows it; none when nothing was picked. */
function pickedCompany(customer: Partial<ReportCustomerValue> | null | undefined): LookedUpCompany | null {
  if (!customer?.name || !customer.creditCode || !customer.region) return null;
  return {
    name: customer.name,
    creditCode: customer.creditCode,
    country: customer.country ?? null,
    address: customer.address ?? '',
    region: customer.region,
    industry: customer.industry ?? '',
  };
}

/**
 * The end customer: searched in the company directory, or, when it is not there, typed by hand (name,
 * country and the registration number the country uses); a customer typed by hand is "not verified".
 */
export function ReportCustomerFields({ form, customerField, editable }: ReportCustomerFieldsProps) {
  const { t } = useTranslation();
  const language = useAppState((s) => s.language);
  const countries = useAppState((s) => s.countryList);
  const customer = Form.useWatch('customer', { form, preserve: true });
  const manual = customer?.source === 'manual';
  const countryOptions = useMemo(
    () => countries.map((country) => ({ value: country.code, label: countryName(country, language) })),
    [countries, language],
  );
  const idLabel = t(registrationNumberLabelKey(customer?.country));

  const pick = (company: LookedUpCompany | null) =>
    form.setFieldsValue({
      customer: company
        ? {
            name: company.name,
            creditCode: company.creditCode,
            country: company.country ?? null,
            address: company.address,
            region: company.region,
            industry: company.industry,
            source: 'lookup',
          }
        : {
            name: '',
            creditCode: '',
            address: '',
            region: null,
            industry: '',
            source: 'lookup',
            country: customer?.country ?? null,
          },
    });
  const goManual = (typed = '') =>
    form.setFieldsValue({
      customer: {
        name: typed,
        creditCode: '',
        address: '',
        industry: '',
        country: customer?.country ?? null,
        region: regionOfCountry(customer?.country),
        source: 'manual',
      },
    });

  return (
    <Row gutter={16}>
      <Col span={12}>
        <Form.Item
          name={['customer', 'name']}
          label={t('report.field.customer')}
          required
          extra={manual ? t('report.customer.manualNote') : undefined}
          style={{ marginBottom: 4 }}
        >
          {manual ? (
            <Input maxLength={200} />
          ) : (
            <LookupAdapter
              customerField={customerField}
              picked={pickedCompany(customer)}
              onPick={pick}
              onManual={goManual}
            />
          )}
        </Form.Item>
        {editable && (
          <Button
            type="link"
            size="small"
            style={{ padding: 0 }}
            onClick={() => (manual ? pick(null) : goManual())}
          >
            {manual ? t('report.customer.useLookup') : t('report.customer.enterManually')}
          </Button>
        )}
      </Col>
      <Col span={5}>
        <Form.Item name={['customer', 'country']} label={t('report.customer.country')} required>
          <LazySelect
            options={countryOptions}
            disabled={!manual}
            showSearch={{ optionFilterProp: 'label' }}
            onChange={(country: string) =>
              form.setFieldValue(['customer', 'region'], regionOfCountry(country))
            }
          />
        </Form.Item>
      </Col>
      <Col span={7}>
        <Form.Item name={['customer', 'creditCode']} label={idLabel} required>
          <Input
            maxLength={50}
            disabled={!manual}
            placeholder={customer?.country === 'KR' ? '000-00-00000' : undefined}
          />
        </Form.Item>
      </Col>
    </Row>
  );
}

/**
 * The page's lookup inside the name's Form.Item: it shows and picks a whole company. The company comes
 * as `picked`, never `value`: the Form.Item hands its child the name's string as `value`.
 */
function LookupAdapter({
  customerField,
  picked,
  onPick,
  onManual,
  id,
}: {
  customerField: ReactElement<CustomerFieldProps>;
  picked: LookedUpCompany | null;
  onPick: (company: LookedUpCompany | null) => void;
  onManual: (typed: string) => void;
  /** Given by the Form.Item, so its label points at the lookup. */
  id?: string;
}) {
  const { t } = useTranslation();
  return cloneElement(customerField, {
    value: picked,
    onChange: onPick,
    onEnterManually: onManual,
    id,
    'aria-label': t('report.field.customer'),
  });
}
