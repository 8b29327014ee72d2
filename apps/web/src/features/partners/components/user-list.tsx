import { PlusOutlined } from '@ant-design/icons';
import type { ManagedUser, StatusAction, UserKind } from '@portal/contract';
import {
  codeTypes,
  formats,
  pageUsersBodySchema,
  partnerCompanyName,
  permissions,
  userKinds,
} from '@portal/contract';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowAction } from '../../../components/data-grid';
import { defineList } from '../../../components/list-kit/list-definition';
import { ListScreen } from '../../../components/list-kit/list-screen';
import { useList } from '../../../components/list-kit/use-list';
import { useAppState } from '../../../lib/app-state';
import { useCan } from '../../../lib/can';
import { translateKnown } from '../../../lib/message-key';
import { roleName } from '../../../lib/role-name';
import { notify } from '../../../lib/notify';
import { ignoreReported } from '../../../lib/request';
import { roleTitleKey, useSession } from '../../../lib/session';
import { useCodeOptions } from '../../../lib/use-code-options';
import { useChangeUserStatus } from '../api/change-user-status';
import { useRoles } from '../api/get-roles';
import { usePageUsers } from '../api/page-users';
import { CompanySelect } from './company-select';
import { StatusTag, useStatusOptions } from './status-tag';
import type { UserFormTarget } from './user-form-drawer';

// The form drawer and the password dialog (with their forms and Modal) load when one first opens.
const UserFormDrawer = lazy(() => import('./user-form-drawer').then((m) => ({ default: m.UserFormDrawer })));
const ResetPasswordModal = lazy(() =>
  import('./reset-password-modal').then((m) => ({ default: m.ResetPasswordModal })),
);

/** What a partner administrator never asks: its users are its own company's partner users. */
const ownCompanyOnly = { kind: undefined, companyId: undefined };

/**
 * Users: staff see every user and filter by kind and company; a partner administrator sees only its own
 * company's users (the server scopes) and no such filters. Filters, sort and page live in the URL;
 * changes need `partner.user.edit`.
 */
export function UserList() {
  const { t, i18n } = useTranslation();
  const language = useAppState((s) => s.language);
  const me = useSession((s) => s.userInfo);
  const partnerCaller = me?.kind === 'partner';
  const canEdit = useCan(permissions.partnerUserEdit);
  const types = useCodeOptions(codeTypes.partnerType);
  const statuses = useStatusOptions();
  const roles = useRoles();
  const [target, setTarget] = useState<UserFormTarget | null>(null);
  const [resetting, setResetting] = useState<{ id: number; name: string } | null>(null);
  const changeStatus = useChangeUserStatus();

  const roleTitle = (code: string) => {
    const named = roles.data?.find((role) => role.code === code);
    return named?.nameCn ? roleName(named, t, language) : translateKnown(t, roleTitleKey(code), code, i18n);
  };
  const kindLabel = (kind: UserKind) =>
    kind === 'internal' ? t('partner.user.kindInternal') : t('partner.user.kindPartner');
  const kindOptions = userKinds.map((value) => ({ value, label: kindLabel(value) }));
  const roleOptions = (roles.data ?? []).map((role) => ({ value: role.code, label: roleTitle(role.code) }));

  const list = useList(
    defineList<typeof pageUsersBodySchema, ManagedUser>({
      name: 'users',
      schema: pageUsersBodySchema,
      columns: [
        {
          key: 'username',
          title: 'partner.user.username',
          // Free text (up to 64 characters): cut with an ellipsis, whole on hover.
          kind: 'text',
          dataIndex: 'username',
          sortField: 'username',
        },
        {
          key: 'displayName',
          title: 'partner.user.displayName',
          kind: 'name',
          dataIndex: 'displayName',
          sortField: 'displayName',
        },
        {
          key: 'status',
          title: 'common.status',
          kind: 'status',
          samples: statuses.map((status) => status.label),
          render: (user) => <StatusTag status={user.status} />,
        },
        // Whose user it is: what an administrator reads first, so shown by default (free text, cut with an
        // ellipsis and whole on hover, so it fits 1366 px beside the name).
        {
          key: 'company',
          title: 'partner.user.company',
          kind: 'text',
          render: (user) =>
            user.companyName
              ? partnerCompanyName(
                  { name: user.companyName, nameEn: user.companyNameEn, nameKr: user.companyNameKr },
                  language,
                )
              : formats.emptyPlaceholder,
        },
        {
          key: 'email',
          optional: true,
          title: 'partner.user.email',
          kind: 'text',
          width: 200,
          render: (user) => user.email ?? formats.emptyPlaceholder,
        },
        {
          key: 'mobile',
          optional: true,
          title: 'partner.user.mobile',
          kind: 'code',
          render: (user) => user.mobile ?? formats.emptyPlaceholder,
        },
        // A partner administrator's users are all partner users.
        {
          key: 'kind',
          optional: true,
          title: 'partner.user.kind',
          kind: 'text',
          hidden: partnerCaller,
          samples: kindOptions.map((option) => option.label),
          render: (user) => kindLabel(user.kind),
        },
        {
          key: 'companyType',
          optional: true,
          title: 'partner.user.companyType',
          kind: 'text',
          samples: types.options.map((option) => option.label),
          render: (user) => types.label(user.companyType),
        },
        {
          key: 'roles',
          optional: true,
          title: 'partner.user.roles',
          kind: 'text',
          samples: roleOptions.map((option) => option.label),
          render: (user) => user.roles.map(roleTitle).join(', ') || formats.emptyPlaceholder,
        },
        {
          key: 'createdAt',
          optional: true,
          title: 'common.createdAt',
          kind: 'date-time',
          sortField: 'createdAt',
          dataIndex: 'createdAt',
        },
      ],
      filters: [
        {
          name: 'keyword',
          label: 'common.keyword',
          control: { kind: 'text', placeholder: t('partner.user.keywordPlaceholder') },
        },
        {
          name: 'kind',
          label: 'partner.user.kind',
          control: { kind: 'select', options: kindOptions },
          hidden: partnerCaller,
        },
        {
          name: 'companyId',
          label: 'partner.user.company',
          control: { kind: 'custom', node: <CompanySelect /> },
          hidden: partnerCaller,
        },
        { name: 'status', label: 'common.status', control: { kind: 'select', options: statuses } },
        { name: 'roleCode', label: 'partner.user.role', control: { kind: 'select', options: roleOptions } },
      ],
    }),
    partnerCaller ? ownCompanyOnly : {},
  );
  const page = usePageUsers(list.query);

  const moveStatus = async (user: ManagedUser, action: StatusAction) => {
    try {
      await changeStatus.mutateAsync({
        id: user.id,
        status: action === 'disable' ? 'disabled' : 'active',
        rowVersion: user.rowVersion,
      });
      notify.success(t('common.saved'));
    } catch (error) {
      // The request module has shown the refusal.
      ignoreReported(error);
    }
  };

  const actions = (user: ManagedUser): RowAction[] => {
    if (!canEdit)
      return [
        { key: 'view', label: t('common.view'), onClick: () => setTarget({ mode: 'view', id: user.id }) },
      ];
    // The status moves are the ones the server listed for this reader, and no others.
    return [
      { key: 'edit', label: t('common.edit'), onClick: () => setTarget({ mode: 'edit', id: user.id }) },
      ...user.actions.map((action) => ({
        key: action,
        label: action === 'disable' ? t('common.disable') : t('common.enable'),
        danger: action === 'disable',
        confirm:
          action === 'disable'
            ? t('partner.user.disableConfirm', { name: user.displayName })
            : t('partner.user.enableConfirm', { name: user.displayName }),
        onClick: () => moveStatus(user, action),
      })),
      {
        key: 'resetPassword',
        label: t('partner.user.resetPassword'),
        onClick: () => setResetting({ id: user.id, name: user.displayName }),
      },
    ];
  };

  return (
    <>
      <ListScreen
        list={list}
        page={page}
        rowKey="id"
        actions={actions}
        toolbar={
          canEdit ? (
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => setTarget({ mode: 'create' })}
            >
              {t('partner.user.create')}
            </Button>
          ) : undefined
        }
      />
      <Suspense fallback={null}>
        {target && (
          <UserFormDrawer key={JSON.stringify(target)} target={target} onClose={() => setTarget(null)} />
        )}
        {resetting && <ResetPasswordModal user={resetting} onClose={() => setResetting(null)} />}
      </Suspense>
    </>
  );
}
