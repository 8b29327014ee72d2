import type { ReportPartner } from '@portal/contract';
import { defaultCurrencyOf, partnerCompanyName, reportLimits, saveReportBodySchema } from '@portal/contract';
import { Alert, Card, Col, Flex, Form, Input, Row, Spin } from 'antd';
import type { ReactElement } from 'react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FileUpload } from '../../../components/file-upload';
import { SelectField } from '../../../components/select-field';
import { useAppState } from '../../../lib/app-state';
import {
  clearChangedErrors,
  schemaFieldErrors,
  showFieldErrors,
  showRequestError,
} from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { companyDisplayName, useSession } from '../../../lib/session';
import { useLeaveGuard } from '../../../lib/use-leave-guard';
import { useCluePrefill } from '../api/get-clue-prefill';
import { useContactPeople } from '../api/get-contact-people';
import { useReportPartners } from '../api/get-partners';
import { useProductLines } from '../api/get-product-lines';
import { useReportInfo } from '../api/get-report-info';
import { useSaveReport } from '../api/save-report';
import { useAgreement } from '../hooks/use-agreement';
import { isChosenField, useFieldLabel } from '../hooks/use-field-label';
import { productLineName } from '../utils/labels';
import type { CustomerFieldProps } from './report-customer-fields';
import { ReportCustomerFields } from './report-customer-fields';
import { ReportDealFields } from './report-deal-fields';
import { ReportFormActions } from './report-form-actions';
import type { ReportFormValues } from './report-form-values';
import { asRegion, bodyToForm, initialValuesOf, newReportValues, toSaveBody } from './report-form-values';
import { ReportLinesField } from './report-lines-field';
import { paths } from '../../../config/paths';
import { LazySelect } from '../../../components/lazy-select';

export interface ReportFormProps {
  /** Edit this report (a draft or withdrawn one); a new report when null. */
  reportId: number | null;
  /** Prefill a new report from this clue and convert the clue with it. */
  clueId: number | null;
  /** The end-customer field (the company lookup), given by the page; see `CustomerFieldProps`. */
  customerField: ReactElement<CustomerFieldProps>;
}

/**
 * New report or edit of a draft/withdrawn one: save as draft, or submit (agreement first when due).
 * Every error shows at once, once, at its field; leaving with unsaved changes asks first.
 */
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
  const [dirty, setDirty] = useState(false);
  const guard = useLeaveGuard(dirty, {
    title: 'report.form.leaveTitle',
    text: 'report.form.leaveText',
    leave: 'report.form.leave',
    stay: 'report.form.stay',
  });
  const companyId = Form.useWatch('companyId', form);
  const customerCountry = Form.useWatch(['customer', 'country'], { form, preserve: true });
  const fieldLabel = useFieldLabel(customerCountry);
  const productLineCode = Form.useWatch('productLineCode', form);
  const { data: productLines } = useProductLines();
  const { data: partners } = useReportPartners();
  const contacts = useContactPeople(
    isStaff ? (companyId ?? null) : null,
    !isStaff || companyId !== undefined,
  );

  const editable = reportId === null || (report.data?.actions.includes('edit') ?? false);
  const loading =
    (reportId !== null && report.isPending) || (clueId !== null && reportId === null && clue.isPending);

  /** A new report starts in its partner's currency, its customer in the partner's country. */
  const applyPartnerDefaults = (partner: ReportPartner | undefined) => {
    if (reportId !== null || !partner) return;
    if (!form.isFieldTouched('currency')) form.setFieldValue('currency', defaultCurrencyOf(partner));
    const customerName: unknown = form.getFieldValue(['customer', 'name']);
    if (!customerName) form.setFieldValue(['customer', 'country'], partner.country);
  };
  const ownPartner = isStaff ? undefined : partners?.find((partner) => partner.id === user?.companyId);
  useEffect(() => applyPartnerDefaults(ownPartner), [ownPartner]); // eslint-disable-line react-hooks/exhaustive-deps -- once the partner arrives

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
            source: 'lookup',
          }
        : { name: prefill.customerName, source: 'manual', region: asRegion(prefill.region) },
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
  const partnerOptions = (partners ?? []).map((partner) => ({
    value: partner.id,
    label: partnerCompanyName(partner, language),
  }));
  const contactOptions = (contacts.data ?? []).map((person) => ({
    value: person.id,
    label: person.email ? `${person.displayName} (${person.email})` : person.displayName,
  }));

  const run = async (submit: boolean) => {
    const body = toSaveBody(form.getFieldsValue(true), {
      id: reportId ?? undefined,
      rowVersion: reportId !== null ? report.data?.rowVersion : undefined,
      clueId: reportId === null ? clueId : null,
      submit,
    });
    // The contract's own check first: every error at once, at its field.
    const byHand = body.customer?.source === 'manual';
    const errors = schemaFieldErrors(saveReportBodySchema, body, fieldLabel, (field) =>
      isChosenField(field, byHand),
    );
    const unplaced = showFieldErrors(form, errors, { aliases: bodyToForm });
    if (errors.length > 0) {
      if (unplaced[0]) notify.error(unplaced[0].message);
      return;
    }
    setBusy(submit ? 'submit' : 'draft');
    try {
      if (submit && !(await agreement.ensure())) return;
      const saved = await save.mutateAsync(body);
      notify.success(t(submit ? 'report.form.submitted' : 'report.form.saved', { reportNo: saved.reportNo }));
      guard.allowLeave();
      void navigate(paths.reportDetail(saved.id));
    } catch (error) {
      // The server's refusal: at the fields when it names them, else as a message.
      showRequestError(form, error, { aliases: bodyToForm });
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

  return (
    <Form<ReportFormValues>
      form={form}
      layout="vertical"
      name="opportunity-report"
      initialValues={newReportValues()}
      disabled={!editable || busy !== null}
      onValuesChange={(changed) => {
        setDirty(true);
        clearChangedErrors(form, changed);
      }}
    >
      <Flex vertical gap={12}>
        {!editable && <Alert type="warning" showIcon title={t('report.form.notEditable')} />}
        {clue.data && reportId === null && (
          <Alert type="info" showIcon title={t('report.form.fromClue', { clueNo: clue.data.clueNo })} />
        )}

        <Card size="small" title={t('report.form.sectionPartner')}>
          <Row gutter={16}>
            <Col span={12}>
              {isStaff ? (
                <Form.Item name="companyId" label={t('report.field.partner')} required>
                  <SelectField
                    options={partnerOptions}
                    searchable
                    disabled={reportId !== null}
                    onChange={(id: unknown) => {
                      form.setFieldValue('contactIds', []);
                      applyPartnerDefaults(partners?.find((partner) => partner.id === id));
                    }}
                  />
                </Form.Item>
              ) : (
                <Form.Item label={t('report.field.partner')} htmlFor="report-partner">
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
              <Form.Item name="contactIds" label={t('report.field.contacts')} required>
                <LazySelect
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
          <ReportCustomerFields form={form} customerField={customerField} editable={editable} />
          <Row gutter={16}>
            <Col span={12}>
              <Form.Item name="projectName" label={t('report.field.projectName')} required>
                <Input maxLength={200} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="productLineCode" label={t('report.field.productLine')} required>
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
          <ReportLinesField form={form} productLineCode={productLineCode} editable={editable} />
        </Card>

        <Card size="small" title={t('report.form.sectionDeal')}>
          <ReportDealFields form={form} productLineCode={productLineCode} />
        </Card>

        <Card size="small" title={t('report.form.sectionOther')}>
          <Form.Item name="description" label={t('report.field.description')}>
            <Input.TextArea rows={3} maxLength={reportLimits.descriptionMax} showCount />
          </Form.Item>
          <Form.Item name="files" label={t('report.field.attachments')}>
            <FileUpload mode="list" maxCount={reportLimits.maxFiles} multiple />
          </Form.Item>
        </Card>

        <ReportFormActions
          reportNo={reportId !== null ? report.data?.reportNo : undefined}
          busy={busy}
          onCancel={() => void navigate(paths.reportList)}
          onSave={(submit) => void run(submit)}
        />
      </Flex>
      {agreement.modal}
      {guard.holder}
    </Form>
  );
}
