import type { ClueInfo, ClueSource, RegionCode, SaveClueInput } from '@portal/contract';
import { clueFieldLimits, fieldErrorSchema, regionCodes, saveClueBodySchema } from '@portal/contract';
import { Col, Form, Input, Row } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordDrawer } from '../../../components/record-drawer';
import { SelectField } from '../../../components/select-field';
import { schemaRule } from '../../../lib/form-rules';
import { notify } from '../../../lib/notify';
import { RequestError } from '../../../lib/request';
import { useClueInfo } from '../api/get-clue-info';
import { useSaveClue } from '../api/save-clue';
import { useClueCodes, useClueLabels } from '../hooks/use-clue-options';
import { isOneOf } from '../../../lib/narrow';

/** A new clue, or an existing (new) one to edit. */
export type ClueFormTarget = { mode: 'create' } | { mode: 'edit'; id: number };

export interface ClueFormValues {
  customerName?: string;
  customerCreditCode?: string | null;
  contactName?: string | null;
  contactPhone?: string | null;
  contactEmail?: string | null;
  /** Always set: staff for a new clue, and the form requires it. */
  source: ClueSource;
  productLineCode?: string | null;
  region?: RegionCode | null;
  description?: string | null;
}

const formFields = [
  'customerName',
  'customerCreditCode',
  'contactName',
  'contactPhone',
  'contactEmail',
  'source',
  'productLineCode',
  'region',
  'description',
] as const;

function initialValues(clue: ClueInfo | undefined): ClueFormValues {
  if (!clue) return { source: 'staff' };
  return {
    customerName: clue.customerName,
    customerCreditCode: clue.customerCreditCode,
    contactName: clue.contactName,
    contactPhone: clue.contactPhone,
    contactEmail: clue.contactEmail,
    source: clue.source,
    productLineCode: clue.productLineCode,
    region: isOneOf(regionCodes, clue.region) ? clue.region : null,
    description: clue.description,
  };
}

/** The body of save-clue from the form's values. */
export function toSaveClueBody(
  values: ClueFormValues,
  clue?: { id: number; rowVersion: number },
): SaveClueInput {
  return {
    ...(clue ? { id: clue.id, rowVersion: clue.rowVersion } : {}),
    customerName: values.customerName ?? '',
    customerCreditCode: values.customerCreditCode || null,
    contactName: values.contactName || null,
    contactPhone: values.contactPhone || null,
    contactEmail: values.contactEmail || null,
    source: values.source,
    productLineCode: values.productLineCode || null,
    region: values.region || null,
    description: values.description || null,
  };
}

/** Creates a clue or edits a new one, in a drawer; every field checked with the contract's rule. */
export function ClueFormDrawer({ target, onClose }: { target: ClueFormTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ClueFormValues>();
  const id = target.mode === 'edit' ? target.id : null;
  const clue = useClueInfo(id);
  const save = useSaveClue();
  const labels = useClueLabels();
  const codes = useClueCodes();
  const shape = saveClueBodySchema.shape;
  const initial = useMemo(() => initialValues(clue.data), [clue.data]);
  const loaded = id === null || clue.data !== undefined;

  const label: Record<(typeof formFields)[number], string> = {
    customerName: t('clue.field.customerName'),
    customerCreditCode: t('clue.field.customerCreditCode'),
    contactName: t('clue.field.contactName'),
    contactPhone: t('clue.field.contactPhone'),
    contactEmail: t('clue.field.contactEmail'),
    source: t('clue.field.source'),
    productLineCode: t('clue.field.productLineCode'),
    region: t('clue.field.region'),
    description: t('clue.field.description'),
  };
  const rule = (field: (typeof formFields)[number]) => [schemaRule(shape[field], label[field])];

  const finish = async (values: ClueFormValues) => {
    try {
      const saved = await save.mutateAsync(toSaveClueBody(values, clue.data));
      notify.success(t('clue.saved', { clueNo: saved.clueNo }));
      onClose();
    } catch (error) {
      const data = error instanceof RequestError ? error.data : null;
      if (typeof data === 'object' && data !== null && 'fieldErrors' in data) {
        const parsed = fieldErrorSchema.array().safeParse(data.fieldErrors);
        if (parsed.success)
          form.setFields(
            parsed.data.flatMap((f) =>
              isOneOf(formFields, f.field) ? [{ name: f.field, errors: [f.message] }] : [],
            ),
          );
      }
    }
  };

  return (
    <RecordDrawer
      title={
        target.mode === 'create'
          ? t('clue.createTitle')
          : t('clue.editTitle', { clueNo: clue.data?.clueNo ?? '' })
      }
      failed={clue.isError}
      loaded={loaded}
      readOnly={false}
      saving={save.isPending}
      onSave={() => form.submit()}
      onClose={onClose}
    >
      {loaded && (
        <Form name="clue-form" form={form} layout="vertical" initialValues={initial} onFinish={finish}>
          <Row gutter={16}>
            <Col span={24}>
              <Form.Item name="customerName" label={label.customerName} required rules={rule('customerName')}>
                <Input maxLength={clueFieldLimits.customerName} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item
                name="customerCreditCode"
                label={label.customerCreditCode}
                rules={rule('customerCreditCode')}
              >
                <Input maxLength={clueFieldLimits.creditCode} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="source" label={label.source} required rules={rule('source')}>
                <SelectField options={labels.sourceOptions} allowClear={false} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="contactName" label={label.contactName} rules={rule('contactName')}>
                <Input maxLength={clueFieldLimits.contactName} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="contactPhone" label={label.contactPhone} rules={rule('contactPhone')}>
                <Input maxLength={clueFieldLimits.contactPhone} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="contactEmail" label={label.contactEmail} rules={rule('contactEmail')}>
                <Input maxLength={clueFieldLimits.contactEmail} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="productLineCode" label={label.productLineCode}>
                <SelectField options={codes.productLines.options} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="region" label={label.region} rules={rule('region')}>
                <SelectField options={codes.regions.options} />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item name="description" label={label.description} rules={rule('description')}>
                <Input.TextArea rows={4} maxLength={clueFieldLimits.description} showCount />
              </Form.Item>
            </Col>
          </Row>
        </Form>
      )}
    </RecordDrawer>
  );
}
