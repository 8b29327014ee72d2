import type { Language, ManagedUserInfo, UserKind } from '@portal/contract';
import { codeTypes, isLanguage, passwordSchema, saveUserBodySchema, userKinds } from '@portal/contract';
import type { FormInstance } from 'antd';
import { Button, Col, Form, Input, Radio, Row } from 'antd';
import { Popconfirm } from '../../../components/confirmations';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordDrawer } from '../../../components/record-drawer';
import { schemaRule } from '../../../lib/form-rules';
import { notify } from '../../../lib/notify';
import { ignoreReported } from '../../../lib/request';
import { useSession } from '../../../lib/session';
import { useEndUserSessions } from '../api/end-user-sessions';
import { useCompanyInfo } from '../api/get-company-info';
import { useRoles } from '../api/get-roles';
import { useUserInfo } from '../api/get-user-info';
import type { SaveUserInput } from '../api/save-user';
import { useSaveUser } from '../api/save-user';
import { useCodeOptions } from '../../../lib/use-code-options';
import { applyFieldErrors, emptyListAsAbsent, schemaRuleOf } from '../utils/form-helpers';
import { CompanySelect } from './company-select';
import { UserIdentities } from './user-identities';
import { translateKnown } from '../../../lib/message-key';
import { useAppState } from '../../../lib/app-state';
import { roleName } from '../../../lib/role-name';
import { LazySelect } from '../../../components/lazy-select';

/** What the drawer shows: a new user, or an existing one to edit or only to read. */
export type UserFormTarget = { mode: 'create' } | { mode: 'edit' | 'view'; id: number };

export interface UserFormValues {
  username?: string;
  displayName?: string;
  email?: string;
  mobile?: string | null;
  kind?: UserKind;
  employeeId?: string | null;
  companyId?: number | null;
  companyType?: string | null;
  roleCodes?: string[];
  password?: string;
  confirm?: string;
}

const formFields = [
  'username',
  'displayName',
  'email',
  'mobile',
  'kind',
  'employeeId',
  'companyId',
  'companyType',
  'roleCodes',
  'password',
] as const;

function initialValues(user: ManagedUserInfo | undefined): UserFormValues {
  if (!user) return { kind: 'partner', roleCodes: [] };
  return {
    username: user.username,
    displayName: user.displayName,
    email: user.email ?? undefined,
    mobile: user.mobile,
    kind: user.kind,
    employeeId: user.employeeId,
    companyId: user.companyId,
    companyType: user.companyType,
    roleCodes: user.roles,
  };
}

/** The body of save-user from the form's values; a partner user's company role is its company's. */
export function toSaveUserBody(
  values: UserFormValues,
  placement: { companyId: number | null; companyRole: string | null },
  existing: { id: number; rowVersion: number; language: Language | null } | undefined,
): SaveUserInput {
  const kind = values.kind ?? 'partner';
  const partner = kind === 'partner';
  return {
    ...(existing ? { id: existing.id, rowVersion: existing.rowVersion } : { password: values.password }),
    username: values.username ?? '',
    displayName: values.displayName ?? '',
    email: values.email ?? '',
    mobile: values.mobile || null,
    kind,
    employeeId: partner ? null : values.employeeId || null,
    companyId: partner ? placement.companyId : null,
    companyType: partner ? values.companyType || null : null,
    companyRole: partner ? placement.companyRole : null,
    roleCodes: values.roleCodes ?? [],
    language: existing?.language ?? null,
  };
}

/**
 * The fields of a user, each checked with the rule of the contract's save-user body. Staff choose the
 * kind and, for a partner user, the company; a partner administrator's users belong to its own company.
 */
function UserForm({
  form,
  user,
  readOnly,
  onFinish,
}: {
  form: FormInstance<UserFormValues>;
  user: ManagedUserInfo | undefined;
  readOnly: boolean;
  onFinish: (
    values: UserFormValues,
    placement: { companyId: number | null; companyRole: string | null },
  ) => void;
}) {
  const { t, i18n } = useTranslation();
  const me = useSession((s) => s.userInfo);
  const partnerInfo = useSession((s) => s.partnerInfo);
  const partnerCaller = me?.kind === 'partner';
  const types = useCodeOptions(codeTypes.partnerType);
  const companyRoles = useCodeOptions(codeTypes.companyRole);
  const roles = useRoles();
  const initial = useMemo(() => initialValues(user), [user]);
  const creating = user === undefined;
  const shape = saveUserBodySchema.shape;

  const kind = Form.useWatch('kind', form) ?? initial.kind;
  const chosenCompanyId = Form.useWatch('companyId', form) ?? null;
  const isPartnerUser = kind === 'partner';
  const company = useCompanyInfo(isPartnerUser && !partnerCaller ? chosenCompanyId : null);

  // The company the user belongs to: the partner administrator's own, or the one chosen by staff.
  const placement = partnerCaller
    ? {
        companyId: me?.companyId ?? null,
        companyRole: partnerInfo?.companyRole ?? null,
        typeCodes: partnerInfo?.partnerTypeList.map((type) => type.typeCode) ?? [],
      }
    : {
        companyId: chosenCompanyId,
        companyRole: chosenCompanyId !== null ? (company.data?.companyRole ?? null) : null,
        typeCodes: chosenCompanyId !== null ? (company.data?.typeCodes ?? []) : [],
      };
  const typeOptions = placement.typeCodes.map((code) => ({ value: code, label: types.label(code) }));
  const noCompany = placement.companyId === null;

  const language = useAppState((s) => s.language);
  const roleOptions = useMemo(
    () =>
      (roles.data ?? [])
        .filter((role) => role.kind === kind)
        .map((role) => ({
          value: role.code,
          label: role.nameCn
            ? roleName(role, t, language)
            : translateKnown(t, role.titleKey, role.code, i18n),
        })),
    [roles.data, kind, t, i18n, language],
  );

  const label = {
    username: t('partner.user.username'),
    displayName: t('partner.user.displayName'),
    email: t('partner.user.email'),
    mobile: t('partner.user.mobile'),
    kind: t('partner.user.kind'),
    employeeId: t('partner.user.employeeId'),
    companyId: t('partner.user.company'),
    companyType: t('partner.user.companyType'),
    companyRole: t('partner.user.companyRole'),
    roleCodes: t('partner.user.roles'),
    password: t('partner.user.password'),
    confirm: t('partner.user.confirmPassword'),
  };
  const required = (name: string) => ({ required: true, message: t('validation.requiredSelect', { name }) });

  return (
    <Form<UserFormValues>
      form={form}
      layout="vertical"
      name="user"
      initialValues={initial}
      disabled={readOnly}
      onFinish={(values) => onFinish(values, placement)}
      onValuesChange={(changed: UserFormValues) => {
        if ('companyId' in changed) form.setFieldValue('companyType', undefined);
        if ('kind' in changed) form.setFieldValue('roleCodes', []);
      }}
    >
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item
            name="username"
            label={label.username}
            required
            rules={[schemaRule(shape.username, label.username)]}
          >
            <Input maxLength={64} autoComplete="off" autoFocus />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="displayName"
            label={label.displayName}
            required
            rules={[schemaRule(shape.displayName, label.displayName)]}
          >
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="email" label={label.email} required rules={[schemaRule(shape.email, label.email)]}>
            <Input maxLength={200} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="mobile" label={label.mobile} rules={[schemaRule(shape.mobile, label.mobile)]}>
            <Input maxLength={14} />
          </Form.Item>
        </Col>
        {!partnerCaller && (
          <Col span={12}>
            <Form.Item
              name="kind"
              label={label.kind}
              required
              rules={[schemaRule(shape.kind, label.kind, 'choice')]}
            >
              <Radio.Group
                disabled={!creating}
                options={userKinds.map((value) => ({
                  value,
                  label:
                    value === 'internal' ? t('partner.user.kindInternal') : t('partner.user.kindPartner'),
                }))}
              />
            </Form.Item>
          </Col>
        )}
        {!isPartnerUser && (
          <Col span={12}>
            <Form.Item
              name="employeeId"
              label={label.employeeId}
              rules={[schemaRule(shape.employeeId, label.employeeId)]}
            >
              <Input maxLength={64} />
            </Form.Item>
          </Col>
        )}
        {isPartnerUser && !partnerCaller && (
          <Col span={12}>
            <Form.Item
              name="companyId"
              label={label.companyId}
              required
              rules={[required(label.companyId), schemaRule(shape.companyId, label.companyId, 'choice')]}
            >
              <CompanySelect
                activeOnly
                current={
                  user?.companyId
                    ? {
                        id: user.companyId,
                        name: user.companyName ?? '',
                        nameEn: user.companyNameEn,
                        nameKr: user.companyNameKr,
                      }
                    : null
                }
              />
            </Form.Item>
          </Col>
        )}
        {isPartnerUser && (
          <>
            <Col span={12}>
              <Form.Item
                name="companyType"
                label={label.companyType}
                required
                rules={[
                  required(label.companyType),
                  schemaRule(shape.companyType, label.companyType, 'choice'),
                ]}
              >
                <LazySelect
                  options={typeOptions}
                  disabled={noCompany}
                  loading={company.isFetching}
                  placeholder={
                    noCompany ? t('partner.user.chooseCompanyFirst') : t('widget.select.placeholder')
                  }
                />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item
                label={label.companyRole}
                htmlFor="user_companyRoleShown"
                extra={t('partner.user.companyRoleHint')}
              >
                <Input
                  id="user_companyRoleShown"
                  readOnly
                  variant="filled"
                  value={placement.companyRole ? companyRoles.label(placement.companyRole) : ''}
                  placeholder={t('partner.user.chooseCompanyFirst')}
                />
              </Form.Item>
            </Col>
          </>
        )}
        <Col span={24}>
          <Form.Item
            name="roleCodes"
            label={label.roleCodes}
            required
            rules={[schemaRuleOf(shape.roleCodes, label.roleCodes, emptyListAsAbsent)]}
          >
            <LazySelect
              mode="multiple"
              options={roleOptions}
              loading={roles.isFetching}
              placeholder={t('widget.select.placeholder')}
            />
          </Form.Item>
        </Col>
        {creating && (
          <>
            <Col span={12}>
              <Form.Item
                name="password"
                label={label.password}
                required
                extra={t('auth.passwordRule')}
                rules={[schemaRule(passwordSchema, label.password)]}
              >
                <Input.Password autoComplete="new-password" maxLength={20} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item
                name="confirm"
                label={label.confirm}
                required
                dependencies={['password']}
                rules={[
                  ({ getFieldValue }) => ({
                    validator: async (_rule, value: string | undefined) => {
                      if (!value) throw new Error(t('validation.required', { name: label.confirm }));
                      if (value !== getFieldValue('password')) throw new Error(t('auth.passwordsDiffer'));
                    },
                  }),
                ]}
              >
                <Input.Password autoComplete="new-password" maxLength={20} />
              </Form.Item>
            </Col>
          </>
        )}
      </Row>
    </Form>
  );
}

/** Signs the user out on every device, after a confirmation (the server scopes a partner administrator). */
function EndSessionsButton({ id, name }: { id: number; name: string }) {
  const { t } = useTranslation();
  const end = useEndUserSessions();
  const confirm = async () => {
    try {
      const { ended } = await end.mutateAsync(id);
      notify.success(t('session.ended', { count: ended }));
    } catch (error) {
      ignoreReported(error);
    }
  };
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 16 }}>
      <Popconfirm title={t('session.endUserConfirm', { name })} onConfirm={() => confirm()}>
        <Button danger loading={end.isPending} data-testid="end-user-sessions">
          {t('session.endUser')}
        </Button>
      </Popconfirm>
    </div>
  );
}

/** A user in a drawer: a new one (with its password), or an existing one loaded fresh, to edit or read. */
export function UserFormDrawer({ target, onClose }: { target: UserFormTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<UserFormValues>();
  const id = target.mode === 'create' ? undefined : target.id;
  const info = useUserInfo(id ?? null);
  const save = useSaveUser();
  const readOnly = target.mode === 'view';
  const loaded =
    id === undefined || (info.data !== undefined && info.isFetchedAfterMount && !info.isFetching);

  const submit = async (
    values: UserFormValues,
    placement: { companyId: number | null; companyRole: string | null },
  ) => {
    const existing =
      id !== undefined && info.data
        ? {
            id,
            rowVersion: info.data.rowVersion,
            language: isLanguage(info.data.language) ? info.data.language : null,
          }
        : undefined;
    try {
      await save.mutateAsync(toSaveUserBody(values, placement, existing));
      notify.success(t('common.saved'));
      onClose();
    } catch (error) {
      // The request module has shown the refusal; field errors also go onto their fields.
      applyFieldErrors(form, error, formFields, { companyRole: 'companyType' });
    }
  };

  const name = info.data?.displayName ?? '';
  const title =
    target.mode === 'create'
      ? t('partner.user.createTitle')
      : target.mode === 'edit'
        ? t('partner.user.editTitle', { name })
        : t('partner.user.viewTitle', { name });

  return (
    <RecordDrawer
      title={title}
      size={720}
      failed={info.isError}
      loaded={loaded}
      readOnly={readOnly}
      saving={save.isPending}
      onSave={() => form.submit()}
      onClose={onClose}
    >
      {target.mode === 'edit' && <EndSessionsButton id={target.id} name={name} />}
      <UserForm form={form} user={info.data} readOnly={readOnly} onFinish={submit} />
      {target.mode === 'edit' && info.data && <UserIdentities userId={target.id} kind={info.data.kind} />}
    </RecordDrawer>
  );
}
