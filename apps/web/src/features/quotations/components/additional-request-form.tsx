import type { QuotationItemKind } from '@portal/contract';
import { nameInLanguage, requestAdditionalBodySchema } from '@portal/contract';
import { Alert, Button, Card, Flex, Form, Input, Tag } from 'antd';
import { Typography } from '../../../components/typography';
import { DeliberateForm, submitDeliberately } from '../../../components/deliberate-form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LineTable } from '../../../components/line-table';
import { useAppState } from '../../../lib/app-state';
import {
  clearChangedErrors,
  schemaFieldErrors,
  showCheckErrors,
  showRequestError,
} from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import {
  useCustomerOpportunities,
  useOpportunitySolutionItems,
  useRequestAdditional,
  useRequestCustomers,
} from '../api/additional-request';
import { quotationPath } from '../quotation-path';
import { LazySelect } from '../../../components/lazy-select';

/** An item asked to be quoted: what its row shows, and the quantity sent. */
interface RequestedRow {
  kind: QuotationItemKind;
  itemId: number;
  code: string;
  name: string;
  quantity: string;
}

interface RequestValues {
  customerId?: number;
  opportunityId?: number;
  note?: string;
  items?: RequestedRow[];
}

/** The fields of the body as the form names them. */
const fieldOf = (field: string) => field.split('.')[0] ?? field;

/**
 * The partner asks for an additional quotation: one of its company's opportunities (found through its
 * customer), what should be quoted and, optionally, items with quantities. Checked with the contract's
 * schema; the new quotation opens once sent.
 */
export function AdditionalRequestForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useAppState((s) => s.language);
  const [form] = Form.useForm<RequestValues>();
  const [keyword, setKeyword] = useState('');
  const customers = useRequestCustomers(keyword);
  const customerId = Form.useWatch('customerId', form);
  const opportunities = useCustomerOpportunities(customerId);
  const open = (opportunities.data ?? []).filter((opportunity) => opportunity.stage !== 'lost');
  const opportunityId = Form.useWatch('opportunityId', form);
  const solutionItems = useOpportunitySolutionItems(opportunityId);
  const items = Form.useWatch('items', { form, preserve: true }) ?? [];
  const send = useRequestAdditional();

  const keyOf = (row: Pick<RequestedRow, 'kind' | 'itemId'>) => `${row.kind}:${row.itemId}`;
  const pick = (key: string) => {
    const item = solutionItems.data?.find((candidate) => keyOf(candidate) === key);
    if (!item || items.some((row) => keyOf(row) === key)) return;
    const { kind, itemId, code, name, quantity } = item;
    form.setFieldValue('items', [...items, { kind, itemId, code, name, quantity }]);
  };

  const label = (field: string) => {
    const name = fieldOf(field);
    if (name === 'opportunityId') return t('quotation.field.opportunity');
    if (name === 'note') return t('additionalQuotation.field.note');
    return t('additionalQuotation.field.items');
  };

  const onFinish = async () => {
    const values = form.getFieldsValue();
    const body = {
      opportunityId: values.opportunityId,
      note: values.note ?? '',
      // The watched rows carry what no field holds (kind, item); the fields hold the quantities typed.
      items: items.map((row, index) => ({
        itemKind: row.kind,
        itemId: row.itemId,
        quantity: values.items?.[index]?.quantity ?? row.quantity,
      })),
    };
    const errors = schemaFieldErrors(
      requestAdditionalBodySchema,
      body,
      label,
      (field) => field === 'opportunityId',
    );
    if (showCheckErrors(form, errors)) return;
    try {
      const created = await send.mutateAsync(requestAdditionalBodySchema.parse(body));
      notify.success(t('additionalQuotation.done.request', { no: created.quotationNo }));
      void navigate(quotationPath(created));
    } catch (error) {
      showRequestError(form, error);
    }
  };

  return (
    <Card title={t('additionalQuotation.request')}>
      <DeliberateForm<RequestValues>
        form={form}
        name="additional-request"
        layout="vertical"
        style={{ maxWidth: 960 }}
        initialValues={{ items: [] }}
        onValuesChange={(changed: RequestValues) => {
          if ('customerId' in changed) form.setFieldValue('opportunityId', undefined);
          if ('customerId' in changed || 'opportunityId' in changed) form.setFieldValue('items', []);
          clearChangedErrors(form, changed);
        }}
      >
        <Alert
          type="info"
          showIcon
          title={t('additionalQuotation.requestHint')}
          style={{ marginBottom: 16 }}
        />
        <Flex gap={16} wrap>
          <Form.Item name="customerId" label={t('quotation.field.customer')} style={{ flex: '1 1 320px' }}>
            <LazySelect
              showSearch={{ filterOption: false, onSearch: setKeyword }}
              loading={customers.isFetching}
              placeholder={t('additionalQuotation.customerPlaceholder')}
              options={(customers.data?.list ?? []).map((customer) => ({
                value: customer.id,
                label: nameInLanguage(
                  { cn: customer.name, en: customer.nameEn, kr: customer.nameKr },
                  language,
                ),
              }))}
            />
          </Form.Item>
          <Form.Item
            name="opportunityId"
            label={t('quotation.field.opportunity')}
            required
            style={{ flex: '1 1 320px' }}
          >
            <LazySelect
              disabled={customerId === undefined}
              loading={opportunities.isFetching}
              placeholder={
                customerId === undefined
                  ? t('additionalQuotation.chooseCustomerFirst')
                  : t('additionalQuotation.opportunityPlaceholder')
              }
              notFoundContent={t('additionalQuotation.noOpportunity')}
              options={open.map((opportunity) => ({
                value: opportunity.id,
                label: `${opportunity.opptNo} · ${opportunity.projectName}`,
              }))}
            />
          </Form.Item>
        </Flex>
        <Form.Item name="note" label={t('additionalQuotation.field.note')} required>
          <Input.TextArea
            placeholder={t('additionalQuotation.notePlaceholder')}
            autoSize={{ minRows: 3, maxRows: 10 }}
            maxLength={2000}
            showCount
          />
        </Form.Item>
        <Form.Item label={t('additionalQuotation.field.items')}>
          <LineTable
            name="items"
            emptyText={t('additionalQuotation.noItems')}
            removeLabel={(index) => t('additionalQuotation.removeItem', { line: index + 1 })}
            columns={[
              {
                key: 'kind',
                title: t('quotation.field.kind'),
                width: 140,
                render: (_field, index) => {
                  const row = items[index];
                  return row ? <Tag>{t(`quotation.itemKind.${row.kind}`)}</Tag> : null;
                },
              },
              {
                key: 'item',
                title: t('quotation.field.item'),
                render: (_field, index) => {
                  const row = items[index];
                  return row ? `${row.code} · ${row.name}` : null;
                },
              },
              {
                key: 'quantity',
                title: t('quotation.field.quantity'),
                width: 140,
                render: (field, index) => (
                  <Form.Item name={[field.name, 'quantity']} style={{ margin: 0 }}>
                    <Input
                      aria-label={t('additionalQuotation.quantityOf', { line: index + 1 })}
                      inputMode="decimal"
                    />
                  </Form.Item>
                ),
              },
            ]}
            footer={() => (
              <Flex gap={8} wrap align="center">
                <Typography.Text>{t('additionalQuotation.addItem')}</Typography.Text>
                <LazySelect
                  aria-label={t('additionalQuotation.addItem')}
                  style={{ minWidth: 480, flex: 1 }}
                  value={null}
                  showSearch={{ optionFilterProp: 'label' }}
                  disabled={opportunityId === undefined}
                  loading={solutionItems.isFetching}
                  placeholder={
                    opportunityId === undefined
                      ? t('additionalQuotation.chooseOpportunityFirst')
                      : t('additionalQuotation.fromSolution')
                  }
                  notFoundContent={t('additionalQuotation.noSolutionItems')}
                  options={(solutionItems.data ?? []).map((item) => ({
                    value: keyOf(item),
                    label: `${item.solutionNo} · ${item.code} · ${item.name}`,
                    disabled: items.some((row) => keyOf(row) === keyOf(item)),
                  }))}
                  onChange={(key: string) => pick(key)}
                />
              </Flex>
            )}
          />
        </Form.Item>
        <Flex justify="end">
          {/* Sending hands the request to planning: its button only, never Enter in a field. */}
          <Button
            type="primary"
            loading={send.isPending}
            onClick={() => void submitDeliberately(form, onFinish)}
          >
            {t('additionalQuotation.send')}
          </Button>
        </Flex>
      </DeliberateForm>
    </Card>
  );
}
