import type { ClueInfo, ClueSource, RegionCode, SaveClueInput } from '@portal/contract';
import { clueFieldLimits, saveClueBodySchema } from '@portal/contract';
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

/** A new clue, or an existing (new) one to edit. */
export type ClueFormTarget = { mode: 'create' } | { mode: 'edit'; id: number };

export interface ClueFormValues {
  customerName?: string;
  customerCreditCode?: string | null;
  contactName?: string | null;
  contactPhone?: string | null;
  contactEmail?: string | null;
  source?: ClueSource;
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
    region: (clue.region ?? null) as RegionCode | null,
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
    source: values.source as ClueSource,
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

  const label = Object.fromEntries(formFields.map((field) => [field, t(`clue.field.${field}`)])) as Record<
    (typeof formFields)[number],
    string
  >;
  const rule = (field: (typeof formFields)[number]) => [schemaRule(shape[field], label[field])];

  const finish = async (values: ClueFormValues) => {
    try {
      const saved = await save.mutateAsync(toSaveClueBody(values, clue.data));
      notify.success(t('clue.saved', { clueNo: saved.clueNo }));
      onClose();
    } catch (error) {
      if (error instanceof RequestError && typeof error.data === 'object' && error.data !== null) {
        const fieldErrors = (error.data as { fieldErrors?: { field: string; message: string }[] })
          .fieldErrors;
        if (fieldErrors)
          form.setFields(
            fieldErrors
              .filter((f) => (formFields as readonly string[]).includes(f.field))
              .map((f) => ({ name: f.field as (typeof formFields)[number], errors: [f.message] })),
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
