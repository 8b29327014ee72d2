import type { CreateCustomerInput, RegionCode } from '@portal/contract';
import {
  codeTypes,
  createCustomerBodySchema,
  customerLimits,
  registrationNumberLabelKey,
} from '@portal/contract';
import type { FormInstance } from 'antd';
import { Button, Col, Form, Input, Modal, Row } from 'antd';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import {
  clearChangedErrors,
  schemaFieldErrors,
  showCheckErrors,
  showRequestError,
} from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useCodeOptions } from '../../../lib/use-code-options';
import { useCreateCustomer } from '../api/change-customer';
import { LazySelect } from '../../../components/lazy-select';

/**
 * The new customer's form: its identification as on the registration form, other names, English address,
 * industry.
 */
export interface CustomerCreateValues {
  customer?: {
    name?: string;
    creditCode?: string;
    country?: string | null;
    address?: string;
    region?: RegionCode | null;
    industry?: string;
    source?: 'lookup' | 'manual';
  } | null;
  nameEn?: string;
  nameKr?: string;
  addressEn?: string;
  industryCode?: string | null;
}

export interface CustomerCreateButtonProps {
  /**
   * The customer identification fields (company lookup, or by hand: name, country and its registration
   * number), given by the page: the registration form's own fields, bound to this form.
   */
  identityFields: (form: FormInstance<CustomerCreateValues>) => ReactNode;
  /** Opens the dialog at once: the list loads this button when its stand-in is pressed. */
  defaultOpen?: boolean;
}

/** "New customer": a dialog that creates one and opens it. */
export function CustomerCreateButton({ identityFields, defaultOpen = false }: CustomerCreateButtonProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(defaultOpen);
  const [form] = Form.useForm<CustomerCreateValues>();
  const industries = useCodeOptions(codeTypes.industry);
  const create = useCreateCustomer();
  const country = Form.useWatch(['customer', 'country'], { form, preserve: true });

  const label = (field: string): string => {
    if (field === 'customer.creditCode') return t(registrationNumberLabelKey(country));
    if (field === 'customer.country') return t('report.customer.country');
    if (field === 'nameEn') return t('customer.field.nameEn');
    if (field === 'nameKr') return t('customer.field.nameKr');
    if (field === 'addressEn') return t('customer.field.addressEn');
    if (field === 'industryCode') return t('customer.field.industry');
    return t('customer.field.name');
  };

  const submit = async () => {
    const values = form.getFieldsValue(true);
    const body: CreateCustomerInput = {
      customer: { ...values.customer, source: values.customer?.source ?? 'lookup' },
      nameEn: values.nameEn,
      nameKr: values.nameKr,
      addressEn: values.addressEn,
      industryCode: values.industryCode ?? null,
    };
    const errors = schemaFieldErrors(createCustomerBodySchema, body, label, (field) =>
      ['customer.country', 'industryCode'].includes(field),
    );
    if (showCheckErrors(form, errors)) return;
    try {
      const created = await create.mutateAsync(body);
      notify.success(t('customer.created'));
      setOpen(false);
      form.resetFields();
      void navigate(paths.customerDetail(created.id));
    } catch (error) {
      showRequestError(form, error);
    }
  };

  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)}>
        {t('customer.create')}
      </Button>
      <Modal
        open={open}
        title={t('customer.createTitle')}
        width={860}
        okText={t('customer.create')}
        confirmLoading={create.isPending}
        onOk={() => void submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          initialValues={{ customer: { source: 'lookup' } }}
          onValuesChange={(changed) => clearChangedErrors(form, changed)}
        >
          {identityFields(form)}
          <Row gutter={16}>
            <Col span={8}>
              <Form.Item name="nameEn" label={t('customer.field.nameEn')}>
                <Input maxLength={customerLimits.name} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="nameKr" label={t('customer.field.nameKr')}>
                <Input maxLength={customerLimits.name} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="industryCode" label={t('customer.field.industry')}>
                <LazySelect allowClear options={industries.options} />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item name="addressEn" label={t('customer.field.addressEn')}>
                <Input.TextArea maxLength={customerLimits.address} rows={2} />
              </Form.Item>
            </Col>
          </Row>
        </Form>
      </Modal>
    </>
  );
}
