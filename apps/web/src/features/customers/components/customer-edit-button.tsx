import type { CustomerInfo, UpdateCustomerInput } from '@portal/contract';
import { codeTypes, customerLimits, regionCodes, updateCustomerBodySchema } from '@portal/contract';
import { Button, Col, Form, Input, Modal, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  clearChangedErrors,
  schemaFieldErrors,
  showCheckErrors,
  showRequestError,
} from '../../../lib/form-errors';
import { isOneOf } from '../../../lib/narrow';
import { notify } from '../../../lib/notify';
import { useCodeOptions } from '../../../lib/use-code-options';
import { useUpdateCustomer } from '../api/change-customer';
import { LazySelect } from '../../../components/lazy-select';

type EditValues = Pick<
  UpdateCustomerInput,
  'nameEn' | 'nameKr' | 'industryCode' | 'region' | 'address' | 'addressEn'
>;

const fieldKeys = {
  nameEn: 'customer.field.nameEn',
  nameKr: 'customer.field.nameKr',
  industryCode: 'customer.field.industry',
  region: 'customer.field.region',
  address: 'customer.field.address',
  addressEn: 'customer.field.addressEn',
} as const;
const editableFields = ['nameEn', 'nameKr', 'industryCode', 'region', 'address', 'addressEn'] as const;

/**
 * "Edit" on a customer: its other names, region, industry and addresses. Its identification (name, country,
 * registration number) stays as it was registered: a different company is a different customer.
 */
export function CustomerEditButton({ customer }: { customer: CustomerInfo }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<EditValues>();
  const regions = useCodeOptions(codeTypes.region);
  const industries = useCodeOptions(codeTypes.industry);
  const update = useUpdateCustomer();

  const label = (field: string) => (isOneOf(editableFields, field) ? t(fieldKeys[field]) : field);

  const start = () => {
    form.setFieldsValue({
      nameEn: customer.nameEn ?? '',
      nameKr: customer.nameKr ?? '',
      industryCode: customer.industryCode ?? null,
      region: isOneOf(regionCodes, customer.region) ? customer.region : null,
      address: customer.address ?? '',
      addressEn: customer.addressEn ?? '',
    });
    setOpen(true);
  };

  const submit = async () => {
    const body: UpdateCustomerInput = {
      ...form.getFieldsValue(true),
      id: customer.id,
      rowVersion: customer.rowVersion,
    };
    const errors = schemaFieldErrors(updateCustomerBodySchema, body, label, (field) =>
      ['industryCode', 'region'].includes(field),
    );
    if (showCheckErrors(form, errors)) return;
    try {
      await update.mutateAsync(body);
      notify.success(t('customer.saved'));
      setOpen(false);
    } catch (error) {
      showRequestError(form, error);
    }
  };

  return (
    <>
      <Button onClick={start}>{t('customer.edit')}</Button>
      <Modal
        open={open}
        title={`${t('customer.edit')} · ${customer.name}`}
        width={720}
        okText={t('common.save')}
        confirmLoading={update.isPending}
        onOk={() => void submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onValuesChange={(changed) => clearChangedErrors(form, changed)}>
          <Row gutter={16}>
            <Col span={12}>
              <Form.Item name="nameEn" label={t('customer.field.nameEn')}>
                <Input maxLength={customerLimits.name} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="nameKr" label={t('customer.field.nameKr')}>
                <Input maxLength={customerLimits.name} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="region" label={t('customer.field.region')}>
                <LazySelect allowClear options={regions.options} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="industryCode" label={t('customer.field.industry')}>
                <LazySelect allowClear options={industries.options} />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item name="address" label={t('customer.field.address')}>
                <Input.TextArea maxLength={customerLimits.address} rows={2} />
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
