import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type {
  EquipmentKind,
  FieldError,
  MessageKey,
  RegionCode,
  ReportInfo,
  SaveReportInput,
} from '@portal/contract';
import {
  codeTypes,
  describeIssue,
  equipmentKinds,
  fieldErrorSchema,
  parseWithIssues,
  partnerCompanyName,
  regionCodes,
  reportLimits,
  reportLineInputSchema,
  saveReportBodySchema,
} from '@portal/contract';
import type { FormInstance } from 'antd';
import {
  Alert,
  Button,
  Card,
  Col,
  DatePicker,
  Flex,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Space,
  Spin,
  Table,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import type { ReactElement } from 'react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { UploadedFile } from '../../../components/file-upload';
import { FileUpload } from '../../../components/file-upload';
import { SelectField } from '../../../components/select-field';
import { useAppState } from '../../../lib/app-state';
import { isValidationFailure, schemaRule } from '../../../lib/form-rules';
import { notify } from '../../../lib/notify';
import { RequestError } from '../../../lib/request';
import { companyDisplayName, useSession } from '../../../lib/session';
import { useCluePrefill } from '../api/get-clue-prefill';
import { useContactPeople } from '../api/get-contact-people';
import { useEquipmentModels } from '../api/get-equipment-models';
import { useReportPartners } from '../api/get-partners';
import { useProductLines } from '../api/get-product-lines';
import { useReportInfo } from '../api/get-report-info';
import { useRates } from '../api/get-rates';
import { useSaveReport } from '../api/save-report';
import { useAgreement } from '../hooks/use-agreement';
import { useCodeOptions } from '../../../lib/use-code-options';
import { productLineName } from '../utils/labels';
import { reportPaths } from './report-list';
import { isOneOf } from '../../../lib/narrow';

/** The end customer as the company lookup answers it. */
export interface ReportCustomerValue {
  name: string;
  creditCode: string;
  address: string;
  region: RegionCode;
  industry: string;
}

export interface ReportLineValue {
  equipmentModelId?: number;
  kind?: EquipmentKind;
  quantity?: number | null;
}

export interface ReportFormValues {
  companyId?: number;
  contactIds?: number[];
  customer?: ReportCustomerValue | null;
  projectName?: string;
  productLineCode?: string;
  lines?: ReportLineValue[];
  rate?: string;
  amount?: string;
  currency?: string;
  expectedCloseDate?: Dayjs | null;
  description?: string;
  files?: UploadedFile[];
}

/** The form's field names; a field error of the body lands on the first part of its path. */
const formFields = [
  'companyId',
  'contactIds',
  'customer',
  'projectName',
  'productLineCode',
  'lines',
  'rate',
  'amount',
  'currency',
  'expectedCloseDate',
  'description',
  'files',
] as const;
const bodyToForm: Record<string, string> = { fileIds: 'files' };

const asRegion = (value: string | null | undefined): RegionCode =>
  regionCodes.find((code) => code === value) ?? 'CN';

/**
 * A line of the body as entered. A half-filled line is sent as it is on purpose: the contract's schema
 * (on submit) or the server (on a draft) refuses it with a message on the line's missing field.
 */
function lineBody(line: ReportLineValue): NonNullable<SaveReportInput['lines']>[number] {
  const { equipmentModelId, kind, quantity } = line;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- a half-filled line is sent incomplete on purpose, so the schema's refusal names its missing fields.
  return { equipmentModelId, kind, quantity } as NonNullable<SaveReportInput['lines']>[number];
}

export function initialValuesOf(report: ReportInfo | undefined): ReportFormValues {
  if (!report) return { lines: [{ quantity: 1 }], currency: 'CNY', contactIds: [], files: [] };
  return {
    companyId: report.companyId,
    contactIds: report.contacts.map((contact) => contact.id),
    customer:
      report.customerName && report.customerCreditCode
        ? {
            name: report.customerName,
            creditCode: report.customerCreditCode,
            address: report.customerAddress ?? '',
            region: asRegion(report.customerRegion),
            industry: report.customerIndustry ?? '',
          }
        : null,
    projectName: report.projectName,
    productLineCode: report.productLineCode ?? undefined,
    lines: report.lines.map((line) => ({
      equipmentModelId: line.equipmentModelId,
      kind: line.kind,
      quantity: line.quantity,
    })),
    rate: report.rate ?? undefined,
    amount: report.amount ?? undefined,
    currency: report.currency,
    expectedCloseDate: report.expectedCloseDate ? dayjs(report.expectedCloseDate) : null,
    description: report.description ?? undefined,
    files: report.files.map((file) => ({
      id: file.id,
      name: file.name,
      url: file.docUrl,
      uploadStatus: 'finished',
      percentage: 100,
    })),
  };
}

/** The save body from the form's values. */
export function toSaveBody(
  values: ReportFormValues,
  options: { id?: number; rowVersion?: number; clueId?: number | null; submit: boolean },
): SaveReportInput {
  const customer = values.customer ?? null;
  return {
    ...(options.id !== undefined ? { id: options.id } : {}),
    ...(options.rowVersion !== undefined ? { rowVersion: options.rowVersion } : {}),
    submit: options.submit,
    companyId: values.companyId ?? null,
    contactIds: values.contactIds ?? [],
    customer: {
      name: customer?.name ?? '',
      creditCode: customer?.creditCode || null,
      region: customer?.region ?? null,
      address: customer?.address || null,
      industry: customer?.industry || null,
    },
    projectName: values.projectName ?? '',
    productLineCode: values.productLineCode || null,
    lines: (values.lines ?? [])
      .filter((line) => line.equipmentModelId !== undefined || line.kind !== undefined)
      .map(lineBody),
    rate: values.rate || null,
    amount: values.amount?.trim() || null,
    currency: values.currency || null,
    expectedCloseDate: values.expectedCloseDate ? values.expectedCloseDate.format('YYYY-MM-DD') : null,
    description: values.description?.trim() || null,
    fileIds: (values.files ?? []).filter((file) => file.uploadStatus === 'finished').map((file) => file.id),
    clueId: options.clueId ?? null,
  };
}

/** Field errors (translated) of the complete body checked by the contract's schema: the submit rule. */
export function submitErrorsOf(
  body: SaveReportInput,
  labels: Record<string, string>,
  t: (key: MessageKey, params?: Record<string, unknown>) => string,
): FieldError[] {
  const result = parseWithIssues(saveReportBodySchema, body);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const field = issue.path.map(String).join('.');
    const head = String(issue.path[0] ?? '');
    const { key, params } = describeIssue(issue);
    return { field, message: t(key, { name: labels[bodyToForm[head] ?? head] ?? head, ...params }) };
  });
}

/** Puts field errors on the form (a dotted path lands on its first part). */
function showFieldErrors(form: FormInstance<ReportFormValues>, errors: FieldError[]) {
  const byField = new Map<(typeof formFields)[number], string[]>();
  for (const { field, message } of errors) {
    const head = field.split('.')[0] ?? field;
    const name = bodyToForm[head] ?? head;
    if (!isOneOf(formFields, name)) continue;
    byField.set(name, [...(byField.get(name) ?? []), message]);
  }
  if (byField.size > 0) form.setFields([...byField].map(([name, list]) => ({ name, errors: list })));
}

function serverFieldErrors(error: unknown): FieldError[] {
  if (!(error instanceof RequestError) || typeof error.data !== 'object' || error.data === null) return [];
  const parsed = fieldErrorSchema.array().safeParse((error.data as { fieldErrors?: unknown }).fieldErrors);
  return parsed.success ? parsed.data : [];
}

export interface ReportFormProps {
  /** Edit this report (a draft or withdrawn one); a new report when null. */
  reportId: number | null;
  /** Prefill a new report from this clue and convert the clue with it. */
  clueId: number | null;
  /** The end-customer field (the company lookup), given by the page; it receives value and onChange. */
  customerField: ReactElement;
}

/** New report or edit of a draft/withdrawn one: save as draft, or submit (agreement first when due). */
export function ReportForm({ reportId, clueId, customerField }: ReportFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<ReportFormValues>();
  const report = useReportInfo(reportId);
  const clue = useCluePrefill(reportId === null ? clueId : null);
  const user = useSession((s) => s.userInfo);
  const partnerInfo = useSession((s) => s.partnerInfo);
  const isStaff = user?.kind === 'internal';
  const language = useAppState((s) => s.language);
  const save = useSaveReport();
  const agreement = useAgreement();
  const [busy, setBusy] = useState<'draft' | 'submit' | null>(null);

  const companyId = Form.useWatch('companyId', form);
  const productLineCode = Form.useWatch('productLineCode', form);
  const { data: productLines } = useProductLines();
  const { data: partners } = useReportPartners(isStaff);
  const contacts = useContactPeople(
    isStaff ? (companyId ?? null) : null,
    !isStaff || companyId !== undefined,
  );
  const models = useEquipmentModels(productLineCode);
  const rates = useRates(productLineCode);
  const currencies = useCodeOptions(codeTypes.currency);
  const shape = saveReportBodySchema.shape;

  const editable = reportId === null || (report.data?.actions.includes('edit') ?? false);
  const loading =
    (reportId !== null && report.isPending) || (clueId !== null && reportId === null && clue.isPending);

  const labels = {
    companyId: t('report.field.partner'),
    contactIds: t('report.field.contacts'),
    customer: t('report.field.customer'),
    projectName: t('report.field.projectName'),
    productLineCode: t('report.field.productLine'),
    lines: t('report.field.lines'),
    rate: t('report.field.rate'),
    amount: t('report.field.amount'),
    currency: t('report.field.currency'),
    expectedCloseDate: t('report.field.expectedCloseDate'),
    description: t('report.field.description'),
    files: t('report.field.attachments'),
  };

  // Fill the form once its source has arrived: the report to edit, or the clue to convert.
  useEffect(() => {
    if (reportId !== null) {
      if (report.data) form.setFieldsValue(initialValuesOf(report.data));
      return;
    }
    const prefill = clue.data;
    if (!prefill) return;
    form.setFieldsValue({
      customer: prefill.customerCreditCode
        ? {
            name: prefill.customerName,
            creditCode: prefill.customerCreditCode,
            address: '',
            region: asRegion(prefill.region),
            industry: '',
          }
        : null,
      projectName: prefill.customerName,
      productLineCode: prefill.productLineCode ?? undefined,
      description: [prefill.description, prefill.contactName, prefill.contactPhone, prefill.contactEmail]
        .filter(Boolean)
        .join(' / '),
    });
  }, [reportId, report.data, clue.data, form]);

  const productLineOptions = useMemo(
    () =>
      (productLines ?? []).map((line) => ({
        value: line.code,
        label: productLineName(productLines, line.code, language),
      })),
    [productLines, language],
  );
  const modelOptions = useMemo(
    () =>
      (models.data ?? []).map((model) => ({
        value: model.id,
        label: model.description ? `${model.model} · ${model.description}` : model.model,
      })),
    [models.data],
  );
  const kindOptions = equipmentKinds.map((kind) => ({
    value: kind,
    label: t(`codeTable.EQUIPMENT_KIND.${kind}`),
  }));
  const rateOptions = (rates.data ?? []).map((rate) => ({ value: rate, label: `${rate}%` }));
  const partnerOptions = (partners ?? []).map((partner) => ({
    value: partner.id,
    label: partnerCompanyName(partner, language),
  }));
  const contactOptions = (contacts.data ?? []).map((person) => ({
    value: person.id,
    label: person.email ? `${person.displayName} (${person.email})` : person.displayName,
  }));

  const run = async (submit: boolean) => {
    let values: ReportFormValues;
    try {
      values = await form.validateFields();
    } catch (error) {
      if (!isValidationFailure(error)) throw error;
      return;
    }
    const body = toSaveBody(values, {
      id: reportId ?? undefined,
      rowVersion: reportId !== null ? report.data?.rowVersion : undefined,
      clueId: reportId === null ? clueId : null,
      submit,
    });
    if (submit) {
      const errors = submitErrorsOf(body, labels, (key, params) => t(key, params));
      if (errors.length > 0) {
        showFieldErrors(form, errors);
        notify.error(errors[0]!.message);
        return;
      }
    }
    setBusy(submit ? 'submit' : 'draft');
    try {
      if (submit && !(await agreement.ensure())) return;
      const saved = await save.mutateAsync(body);
      notify.success(t(submit ? 'report.form.submitted' : 'report.form.saved', { reportNo: saved.reportNo }));
      void navigate(reportPaths.detail(saved.id));
    } catch (error) {
      showFieldErrors(form, serverFieldErrors(error));
    } finally {
      setBusy(null);
    }
  };

  if (loading)
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin tip={t('report.form.loading')}>
          <div style={{ width: 120, height: 40 }} />
        </Spin>
      </Flex>
    );

  const title =
    reportId !== null && report.data
      ? t('report.form.editTitle', { reportNo: report.data.reportNo })
      : t('report.form.createTitle');

  return (
    <Form<ReportFormValues>
      form={form}
      layout="vertical"
      name="opportunity-report"
      initialValues={initialValuesOf(undefined)}
      disabled={!editable || busy !== null}
      scrollToFirstError
    >
      <Flex vertical gap={16}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {!editable && <Alert type="warning" showIcon message={t('report.form.notEditable')} />}
        {clue.data && reportId === null && (
          <Alert type="info" showIcon message={t('report.form.fromClue', { clueNo: clue.data.clueNo })} />
        )}

        <Card size="small" title={t('report.form.sectionPartner')}>
          <Row gutter={16}>
            <Col span={12}>
              {isStaff ? (
                <Form.Item
                  name="companyId"
                  label={labels.companyId}
                  required
                  rules={[
                    { required: true, message: t('validation.requiredSelect', { name: labels.companyId }) },
                  ]}
                >
                  <SelectField
                    options={partnerOptions}
                    searchable
                    disabled={reportId !== null}
                    onChange={() => form.setFieldValue('contactIds', [])}
                  />
                </Form.Item>
              ) : (
                <Form.Item label={labels.companyId} htmlFor="report-partner">
                  <Input
                    id="report-partner"
                    value={companyDisplayName(partnerInfo, user?.companyName ?? null, language) ?? ''}
                    disabled
                    readOnly
                  />
                </Form.Item>
              )}
            </Col>
            <Col span={12}>
              <Form.Item name="contactIds" label={labels.contactIds} required>
                <Select
                  mode="multiple"
                  options={contactOptions}
                  maxCount={reportLimits.maxContacts}
                  optionFilterProp="label"
                  loading={contacts.isFetching}
                  placeholder={
                    isStaff && companyId === undefined
                      ? t('report.form.choosePartnerFirst')
                      : t('widget.select.placeholder')
                  }
                />
              </Form.Item>
            </Col>
          </Row>
        </Card>

        <Card size="small" title={t('report.form.sectionCustomer')}>
          <Row gutter={16}>
            <Col span={12}>
              <Form.Item name="customer" label={labels.customer} required>
                {customerField}
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item
                name="projectName"
                label={labels.projectName}
                required
                rules={[schemaRule(shape.projectName, labels.projectName)]}
              >
                <Input maxLength={200} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="productLineCode" label={labels.productLineCode} required>
                <SelectField
                  options={productLineOptions}
                  onChange={() => {
                    const current: unknown = form.getFieldValue('lines');
                    const lines: unknown[] = Array.isArray(current) ? current : [];
                    form.setFieldValue(
                      'lines',
                      lines.map((line) =>
                        typeof line === 'object' && line !== null
                          ? { ...line, equipmentModelId: undefined }
                          : line,
                      ),
                    );
                    form.setFieldValue('rate', undefined);
                  }}
                />
              </Form.Item>
            </Col>
          </Row>
        </Card>

        <Card size="small" title={t('report.form.sectionLines')}>
          <Form.List name="lines">
            {(fields, { add, remove }, { errors }) => (
              <Flex vertical gap={8}>
                <Table
                  size="small"
                  rowKey="key"
                  pagination={false}
                  dataSource={fields}
                  locale={{ emptyText: t('report.form.noLines') }}
                  columns={[
                    {
                      key: 'row',
                      title: t('widget.index'),
                      width: 60,
                      render: (_value, _field, index) => index + 1,
                    },
                    {
                      key: 'model',
                      title: t('report.field.equipmentModel'),
                      render: (_value, field, index) => (
                        <Form.Item
                          name={[field.name, 'equipmentModelId']}
                          style={{ margin: 0 }}
                          rules={[
                            {
                              required: true,
                              message: t('validation.requiredSelect', {
                                name: t('report.field.equipmentModel'),
                              }),
                            },
                          ]}
                        >
                          <Select
                            aria-label={`${t('report.field.equipmentModel')} ${index + 1}`}
                            options={modelOptions}
                            showSearch={{ optionFilterProp: 'label' }}
                            loading={models.isFetching}
                            placeholder={
                              productLineCode
                                ? t('widget.select.placeholder')
                                : t('report.form.chooseProductLineFirst')
                            }
                            disabled={!productLineCode || !editable}
                            onChange={(id: number) => {
                              const model = models.data?.find((candidate) => candidate.id === id);
                              if (model) form.setFieldValue(['lines', field.name, 'kind'], model.kind);
                            }}
                          />
                        </Form.Item>
                      ),
                    },
                    {
                      key: 'kind',
                      title: t('report.field.kind'),
                      width: 200,
                      render: (_value, field, index) => (
                        <Form.Item
                          name={[field.name, 'kind']}
                          style={{ margin: 0 }}
                          rules={[
                            {
                              required: true,
                              message: t('validation.requiredSelect', { name: t('report.field.kind') }),
                            },
                          ]}
                        >
                          <Select
                            aria-label={`${t('report.field.kind')} ${index + 1}`}
                            options={kindOptions}
                          />
                        </Form.Item>
                      ),
                    },
                    {
                      key: 'quantity',
                      title: t('report.field.quantity'),
                      width: 140,
                      render: (_value, field, index) => (
                        <Form.Item
                          name={[field.name, 'quantity']}
                          style={{ margin: 0 }}
                          rules={[
                            schemaRule(reportLineInputSchema.shape.quantity, t('report.field.quantity')),
                          ]}
                        >
                          <InputNumber
                            aria-label={`${t('report.field.quantity')} ${index + 1}`}
                            min={1}
                            max={100_000}
                            precision={0}
                            style={{ width: '100%' }}
                          />
                        </Form.Item>
                      ),
                    },
                    {
                      key: 'remove',
                      width: 60,
                      render: (_value, field, index) => (
                        <Button
                          type="text"
                          danger
                          icon={<DeleteOutlined aria-hidden />}
                          aria-label={t('report.action.removeLine', { row: index + 1 })}
                          onClick={() => remove(field.name)}
                        />
                      ),
                    },
                  ]}
                />
                <Form.ErrorList errors={errors} />
                <div>
                  <Button
                    icon={<PlusOutlined aria-hidden />}
                    onClick={() => add({ quantity: 1 })}
                    disabled={!editable || fields.length >= reportLimits.maxLines}
                  >
                    {t('report.action.addLine')}
                  </Button>
                </div>
              </Flex>
            )}
          </Form.List>
        </Card>

        <Card size="small" title={t('report.form.sectionDeal')}>
          <Row gutter={16}>
            <Col span={6}>
              <Form.Item
                name="rate"
                label={labels.rate}
                required
                rules={[schemaRule(shape.rate, labels.rate, 'choice')]}
              >
                <SelectField options={rateOptions} />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item
                name="amount"
                label={labels.amount}
                required
                rules={[schemaRule(shape.amount, labels.amount)]}
              >
                <Input maxLength={19} inputMode="decimal" />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item name="currency" label={labels.currency} required>
                <SelectField options={currencies.options} allowClear={false} />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item name="expectedCloseDate" label={labels.expectedCloseDate} required>
                <DatePicker style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          </Row>
        </Card>

        <Card size="small" title={t('report.form.sectionOther')}>
          <Form.Item
            name="description"
            label={labels.description}
            rules={[schemaRule(shape.description, labels.description)]}
          >
            <Input.TextArea rows={4} maxLength={reportLimits.descriptionMax} showCount />
          </Form.Item>
          <Form.Item name="files" label={labels.files}>
            <FileUpload mode="list" maxCount={reportLimits.maxFiles} multiple />
          </Form.Item>
        </Card>

        <Flex justify="flex-end">
          <Space>
            <Button disabled={false} onClick={() => navigate(reportPaths.list)}>
              {t('report.action.cancel')}
            </Button>
            <Button loading={busy === 'draft'} onClick={() => void run(false)}>
              {t('report.action.saveDraft')}
            </Button>
            <Button type="primary" loading={busy === 'submit'} onClick={() => void run(true)}>
              {t('report.action.submit')}
            </Button>
          </Space>
        </Flex>
      </Flex>
      {agreement.modal}
    </Form>
  );
}
