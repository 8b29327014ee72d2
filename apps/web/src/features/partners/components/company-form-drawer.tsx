import type { CompanyInfo, RegionCode } from '@portal/contract';
import { codeTypes, limits, partnerCompanyName, regionCodes, saveCompanyBodySchema } from '@portal/contract';
import type { FormInstance } from 'antd';
import { Col, Form, Input, Row } from 'antd';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadedFile } from '../../../components/file-upload';
import { FileUpload } from '../../../components/file-upload';
import { RecordDrawer } from '../../../components/record-drawer';
import { FormattedInput } from '../../../components/formatted-input';
import { useAppState } from '../../../lib/app-state';
import { schemaRule } from '../../../lib/form-rules';
import { notify } from '../../../lib/notify';
import { useChannelManagers } from '../api/get-channel-managers';
import { useCompanyInfo } from '../api/get-company-info';
import type { SaveCompanyInput } from '../api/save-company';
import { useSaveCompany } from '../api/save-company';
import { useCodeOptions } from '../../../lib/use-code-options';
import { applyFieldErrors, emptyListAsAbsent, schemaRuleOf } from '../utils/form-helpers';
import { countryName } from '../../../lib/country-name';
import { isOneOf } from '../../../lib/narrow';
import { LazySelect } from '../../../components/lazy-select';

/** What the drawer shows: a new company, or an existing one to edit or only to read. */
export type CompanyFormTarget = { mode: 'create' } | { mode: 'edit' | 'view'; id: number };

export interface CompanyFormValues {
  code?: string;
  name?: string;
  nameEn?: string | null;
  nameKr?: string | null;
  creditCode?: string | null;
  countryId?: number;
  region?: RegionCode;
  typeCodes?: string[];
  companyRole?: string;
  channelManagerId?: number | null;
  maxCustomers?: number | null;
  licence?: UploadedFile[];
}

/** Business licence formats. */
export const licenceFormats = ['pdf', 'jpg', 'jpeg', 'png'];

/** The form's fields; the body's licenceFileId is the form's licence. */
const formFields = [
  'code',
  'name',
  'nameEn',
  'nameKr',
  'creditCode',
  'countryId',
  'region',
  'typeCodes',
  'companyRole',
  'channelManagerId',
  'maxCustomers',
  'licence',
] as const;

function initialValues(company: CompanyInfo | undefined): CompanyFormValues {
  if (!company) return { typeCodes: [], licence: [] };
  return {
    code: company.code,
    name: company.name,
    nameEn: company.nameEn,
    nameKr: company.nameKr,
    creditCode: company.creditCode,
    countryId: company.countryId ?? undefined,
    region: isOneOf(regionCodes, company.region) ? company.region : undefined,
    typeCodes: company.typeCodes,
    companyRole: company.companyRole,
    channelManagerId: company.channelManagerId,
    maxCustomers: company.maxCustomers,
    licence: company.licenceFile
      ? [
          {
            id: company.licenceFile.id,
            name: company.licenceFile.name,
            url: company.licenceFile.docUrl,
            uploadStatus: 'finished',
            percentage: 100,
          },
        ]
      : [],
  };
}

/**
 * The body of save-company from the form's values (checked by the rules before); an update carries
 * the id and the row version the form was read at, so a change made meanwhile is refused.
 */
export function toSaveCompanyBody(
  values: CompanyFormValues & { region: RegionCode },
  existing?: { id: number; rowVersion: number },
): SaveCompanyInput {
  return {
    ...(existing ? { id: existing.id, rowVersion: existing.rowVersion } : {}),
    code: values.code ?? '',
    name: values.name ?? '',
    nameEn: values.nameEn || null,
    nameKr: values.nameKr || null,
    creditCode: values.creditCode || null,
    countryId: values.countryId,
    region: values.region,
    typeCodes: values.typeCodes ?? [],
    companyRole: values.companyRole ?? '',
    channelManagerId: values.channelManagerId ?? null,
    maxCustomers: values.maxCustomers ?? null,
    licenceFileId: values.licence?.find((file) => file.uploadStatus === 'finished')?.id ?? null,
  };
}

/** The fields of a company, each checked with the rule of the contract's save-company body. */
function CompanyForm({
  form,
  company,
  readOnly,
  onFinish,
}: {
  form: FormInstance<CompanyFormValues>;
  company: CompanyInfo | undefined;
  readOnly: boolean;
  onFinish: (values: CompanyFormValues) => void;
}) {
  const { t } = useTranslation();
  const language = useAppState((s) => s.language);
  const countries = useAppState((s) => s.countryList);
  const types = useCodeOptions(codeTypes.partnerType);
  const roles = useCodeOptions(codeTypes.companyRole);
  const regions = useCodeOptions(codeTypes.region);
  const managers = useChannelManagers(!readOnly);
  const shape = saveCompanyBodySchema.shape;
  const initial = useMemo(() => initialValues(company), [company]);

  const countryOptions = useMemo(
    () => countries.map((country) => ({ value: country.id, label: countryName(country, language) })),
    [countries, language],
  );
  const managerOptions = useMemo(() => {
    const list = (managers.data ?? []).map((manager) => ({
      value: manager.id,
      label: `${manager.displayName} (${manager.username})`,
    }));
    // A manager who is no longer active still shows by name on an existing company.
    if (company?.channelManagerId && !list.some((option) => option.value === company.channelManagerId))
      list.push({ value: company.channelManagerId, label: company.channelManagerName ?? '' });
    return list;
  }, [managers.data, company]);

  const label = {
    code: t('partner.company.code'),
    name: t('partner.company.name'),
    nameEn: t('partner.company.nameEn'),
    nameKr: t('partner.company.nameKr'),
    creditCode: t('partner.company.creditCode'),
    countryId: t('partner.company.country'),
    region: t('partner.company.region'),
    typeCodes: t('partner.company.types'),
    companyRole: t('partner.company.role'),
    channelManagerId: t('partner.company.channelManager'),
    maxCustomers: t('partner.company.maxCustomers'),
    licence: t('partner.company.licence'),
  };

  return (
    <Form<CompanyFormValues>
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={onFinish}
      disabled={readOnly}
      name="company"
    >
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="code" label={label.code} required rules={[schemaRule(shape.code, label.code)]}>
            <Input maxLength={32} autoFocus />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="creditCode"
            label={label.creditCode}
            rules={[schemaRule(shape.creditCode, label.creditCode)]}
          >
            <Input maxLength={18} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="name" label={label.name} required rules={[schemaRule(shape.name, label.name)]}>
            <Input maxLength={200} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="nameEn" label={label.nameEn} rules={[schemaRule(shape.nameEn, label.nameEn)]}>
            <Input maxLength={200} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="nameKr" label={label.nameKr} rules={[schemaRule(shape.nameKr, label.nameKr)]}>
            <Input maxLength={200} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="countryId"
            label={label.countryId}
            required
            rules={[schemaRule(shape.countryId, label.countryId, 'choice')]}
          >
            <LazySelect
              options={countryOptions}
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('widget.select.placeholder')}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="region"
            label={label.region}
            required
            rules={[schemaRule(shape.region, label.region, 'choice')]}
          >
            <LazySelect options={regions.options} placeholder={t('widget.select.placeholder')} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="typeCodes"
            label={label.typeCodes}
            required
            rules={[schemaRuleOf(shape.typeCodes, label.typeCodes, emptyListAsAbsent)]}
          >
            <LazySelect
              mode="multiple"
              options={types.options}
              placeholder={t('widget.select.placeholder')}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="companyRole"
            label={label.companyRole}
            required
            rules={[schemaRule(shape.companyRole, label.companyRole, 'choice')]}
          >
            <LazySelect options={roles.options} placeholder={t('widget.select.placeholder')} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="channelManagerId"
            label={label.channelManagerId}
            rules={[schemaRule(shape.channelManagerId, label.channelManagerId, 'choice')]}
          >
            <LazySelect
              options={managerOptions}
              allowClear
              loading={managers.isFetching}
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('widget.select.placeholder')}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="maxCustomers"
            label={label.maxCustomers}
            rules={[schemaRule(shape.maxCustomers, label.maxCustomers)]}
            // The input holds text; the contract holds a whole number or null.
            normalize={(value: string) => (value === '' ? null : Number(value))}
            getValueProps={(value: number | null | undefined) => ({
              value: value == null ? '' : String(value),
            })}
          >
            <FormattedInput pattern="positiveInteger" maxLength={7} inputMode="numeric" />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item
            name="licence"
            label={label.licence}
            extra={t('partner.company.licenceHint', { size: limits.uploadMaxMb })}
            validateFirst
            rules={[
              {
                validator: async (_rule, files: UploadedFile[] | undefined) => {
                  if (files?.some((file) => file.uploadStatus === 'processing'))
                    throw new Error(t('partner.company.licenceUploading'));
                },
              },
              schemaRuleOf(
                shape.licenceFileId,
                label.licence,
                (files: UploadedFile[] | undefined) => files?.[0]?.id,
              ),
            ]}
          >
            <FileUpload mode="card" maxCount={1} accept={licenceFormats} />
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}

/**
 * A company in a drawer: a new one, or an existing one loaded fresh, to edit or only to read; `extra`,
 * what other areas show of an existing company under its form (its certified people).
 */
export function CompanyFormDrawer({
  target,
  onClose,
  extra,
}: {
  target: CompanyFormTarget;
  onClose: () => void;
  extra?: ((companyId: number) => ReactNode) | undefined;
}) {
  const { t } = useTranslation();
  const language = useAppState((s) => s.language);
  const [form] = Form.useForm<CompanyFormValues>();
  const id = target.mode === 'create' ? undefined : target.id;
  const info = useCompanyInfo(id ?? null);
  const save = useSaveCompany();
  const readOnly = target.mode === 'view';
  const loaded =
    id === undefined || (info.data !== undefined && info.isFetchedAfterMount && !info.isFetching);

  const submit = async (values: CompanyFormValues) => {
    const region = values.region;
    // The region's rule requires one: the form does not finish without it.
    if (region === undefined) return;
    try {
      const existing = id !== undefined && info.data ? { id, rowVersion: info.data.rowVersion } : undefined;
      await save.mutateAsync(toSaveCompanyBody({ ...values, region }, existing));
      notify.success(t('common.saved'));
      onClose();
    } catch (error) {
      // The request module has shown the refusal; field errors also go onto their fields.
      applyFieldErrors(form, error, formFields, { licenceFileId: 'licence' });
    }
  };

  const name = info.data ? partnerCompanyName(info.data, language) : '';
  const title =
    target.mode === 'create'
      ? t('partner.company.createTitle')
      : target.mode === 'edit'
        ? t('partner.company.editTitle', { name })
        : t('partner.company.viewTitle', { name });

  return (
    <RecordDrawer
      title={title}
      size={760}
      failed={info.isError}
      loaded={loaded}
      readOnly={readOnly}
      saving={save.isPending}
      onSave={() => form.submit()}
      onClose={onClose}
    >
      <CompanyForm form={form} company={info.data} readOnly={readOnly} onFinish={submit} />
      {id !== undefined && extra?.(id)}
    </RecordDrawer>
  );
}
