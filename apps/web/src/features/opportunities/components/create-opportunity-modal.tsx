import type { Opportunity, RegionCode } from '@portal/contract';
import { codeTypes, createOpportunityBodySchema, formats } from '@portal/contract';
import { Col, DatePicker, Form, Input, Modal, Row, Spin } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/select-field';
import { useAppState } from '../../../lib/app-state';
import { schemaRule } from '../../../lib/form-rules';
import { notify } from '../../../lib/notify';
import { useCreateOpportunity } from '../api/create-opportunity';
import { usePartnerCompanyOptions } from '../api/page-partner-companies';
import { useCodeOptions } from '../../../lib/use-code-options';
import { companyLabel } from '../utils/labels';
import { useProductLines } from '../../../lib/use-product-lines';
import { ignoreReported } from '../../../lib/request';
import { LazySelect } from '../../../components/lazy-select';

interface Values {
  companyId?: number;
  projectName?: string;
  customerName?: string;
  customerCreditCode?: string;
  /** One of the REGION code table's options. */
  customerRegion?: RegionCode;
  productLineCode?: string;
  amount?: string;
  currency?: string;
  expectedCloseDate?: Dayjs | null;
}

const shape = createOpportunityBodySchema.shape;
const searchDelayMs = 300;

/** A partner company, searched on the server as the user types. */
function PartnerSelect(props: {
  value?: number;
  onChange?: (value: number | undefined) => void;
  id?: string;
}) {
  const { t } = useTranslation();
  const language = useAppState((s) => s.language);
  const [keyword, setKeyword] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { data, isFetching } = usePartnerCompanyOptions(keyword);
  const options = useMemo(
    () =>
      (data?.list ?? []).map((company) => ({
        value: company.id,
        label: `${companyLabel({ companyName: company.name, companyNameEn: company.nameEn, companyNameKr: company.nameKr }, language)} (${company.code})`,
      })),
    [data, language],
  );
  return (
    <LazySelect<number>
      id={props.id}
      value={props.value}
      onChange={(next) => props.onChange?.(next ?? undefined)}
      options={options}
      allowClear
      showSearch={{
        filterOption: false,
        onSearch: (text) => {
          clearTimeout(timer.current);
          timer.current = setTimeout(() => setKeyword(text.trim()), searchDelayMs);
        },
      }}
      loading={isFetching}
      placeholder={t('widget.select.placeholder')}
      notFoundContent={isFetching ? <Spin size="small" /> : t('widget.empty')}
    />
  );
}

/** A new opportunity without a report (administrators and channel managers): stage design, no owner yet. */
export function CreateOpportunityModal({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (created: Opportunity) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const create = useCreateOpportunity();
  const productLines = useProductLines();
  const regions = useCodeOptions(codeTypes.region).options;
  const currencies = useCodeOptions(codeTypes.currency).options;
  const productLineOptions = productLines.options;
  const label = {
    companyId: t('opportunity.field.company'),
    projectName: t('opportunity.field.projectName'),
    customerName: t('opportunity.field.customerName'),
    customerCreditCode: t('opportunity.field.customerCreditCode'),
    customerRegion: t('opportunity.field.customerRegion'),
    productLineCode: t('opportunity.field.productLine'),
    amount: t('opportunity.field.amount'),
    currency: t('opportunity.field.currency'),
    expectedCloseDate: t('opportunity.field.expectedCloseDate'),
  };

  const submit = async (values: Values) => {
    try {
      const created = await create.mutateAsync({
        companyId: values.companyId ?? 0,
        projectName: values.projectName ?? '',
        customerName: values.customerName ?? '',
        customerCreditCode: values.customerCreditCode || null,
        customerRegion: values.customerRegion ?? null,
        productLineCode: values.productLineCode ?? '',
        amount: values.amount?.trim() || null,
        currency: values.currency ?? 'CNY',
        expectedCloseDate: values.expectedCloseDate ? values.expectedCloseDate.format(formats.date) : null,
      });
      notify.success(t('opportunity.create.done', { opptNo: created.opptNo }));
      onCreated(created);
    } catch (error) {
      // The request module has shown the refusal.
      ignoreReported(error);
    }
  };

  return (
    <Modal
      open
      width={720}
      title={t('opportunity.create.title')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={create.isPending}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        name="createOpportunity"
        initialValues={{ currency: 'CNY' }}
      >
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item
              name="companyId"
              label={label.companyId}
              required
              rules={[schemaRule(shape.companyId, label.companyId, 'choice')]}
            >
              <PartnerSelect />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="projectName"
              label={label.projectName}
              required
              rules={[schemaRule(shape.projectName, label.projectName)]}
            >
              <Input maxLength={200} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="customerName"
              label={label.customerName}
              required
              rules={[schemaRule(shape.customerName, label.customerName)]}
            >
              <Input maxLength={200} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="customerCreditCode"
              label={label.customerCreditCode}
              rules={[schemaRule(shape.customerCreditCode, label.customerCreditCode)]}
            >
              <Input maxLength={18} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="customerRegion" label={label.customerRegion}>
              <SelectField options={regions} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="productLineCode"
              label={label.productLineCode}
              required
              rules={[schemaRule(shape.productLineCode, label.productLineCode, 'choice')]}
            >
              <SelectField options={productLineOptions} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="amount" label={label.amount} rules={[schemaRule(shape.amount, label.amount)]}>
              <Input maxLength={19} inputMode="decimal" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="currency" label={label.currency} required>
              <SelectField allowClear={false} options={currencies} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="expectedCloseDate" label={label.expectedCloseDate}>
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
