import { PlusOutlined } from '@ant-design/icons';
import type { ManagedUser, RecordStatus, StatusAction, UserKind } from '@portal/contract';
import {
  codeTypes,
  formats,
  limits,
  partnerCompanyName,
  permissions,
  userKinds,
  userSortFields,
} from '@portal/contract';
import type { TableColumnsType } from 'antd';
import { Button, Card, Flex, Input } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { columnSortOrder, sortFromSorter } from '../../../components/table-sort';
import type { RowAction } from '../../../components/data-grid';
import { DataGrid } from '../../../components/data-grid';
import type { SearchField } from '../../../components/search-box';
import { SearchBox } from '../../../components/search-box';
import { SelectField } from '../../../components/select-field';
import { useAppState } from '../../../lib/app-state';
import { Can, useCan } from '../../../lib/can';
import { notify } from '../../../lib/notify';
import { roleTitleKey, useSession } from '../../../lib/session';
import { useChangeUserStatus } from '../api/change-user-status';
import { useRoles } from '../api/get-roles';
import type { UserFilters } from '../api/partner-keys';
import { usePageUsers } from '../api/page-users';
import { useCodeOptions } from '../../../lib/use-code-options';
import { CompanySelect } from './company-select';
import { DateTime } from '../../../components/date-time';
import { ResetPasswordModal } from './reset-password-modal';
import { StatusTag, useStatusOptions } from './status-tag';
import type { UserFormTarget } from './user-form-drawer';
import { UserFormDrawer } from './user-form-drawer';
import { ignoreReported } from '../../../lib/request';
import { translateKnown } from '../../../lib/message-key';

interface SearchValues {
  keyword?: string;
  kind?: UserKind;
  companyId?: number;
  status?: RecordStatus;
  roleCode?: string;
}

type SortField = (typeof userSortFields)[number];

/**
 * Users: staff see every user and filter by kind and company; a partner administrator sees only its own
 * company's users (the server scopes) and no such filters. Changes need `partner.user.edit`.
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
  const [filters, setFilters] = useState<UserFilters>({ pageNum: 1, pageSize: limits.defaultPageSize });
  const [target, setTarget] = useState<UserFormTarget | null>(null);
  const [resetting, setResetting] = useState<{ id: number; name: string } | null>(null);
  const { data, isFetching } = usePageUsers(filters);
  const changeStatus = useChangeUserStatus();

  const roleTitle = (code: string) => {
    return translateKnown(t, roleTitleKey(code), code, i18n);
  };
  const kindLabel = (kind: UserKind) =>
    kind === 'internal' ? t('partner.user.kindInternal') : t('partner.user.kindPartner');
  const kindOptions = userKinds.map((value) => ({ value, label: kindLabel(value) }));
  const roleOptions = (roles.data ?? []).map((role) => ({ value: role.code, label: roleTitle(role.code) }));

  const search = (values: SearchValues) => {
    const keyword = values.keyword?.trim();
    setFilters((current) => ({
      pageNum: 1,
      pageSize: current.pageSize,
      sortField: current.sortField,
      sortOrder: current.sortOrder,
      ...(keyword ? { keyword } : {}),
      ...(values.kind && !partnerCaller ? { kind: values.kind } : {}),
      ...(values.companyId && !partnerCaller ? { companyId: values.companyId } : {}),
      ...(values.status ? { status: values.status } : {}),
      ...(values.roleCode ? { roleCode: values.roleCode } : {}),
    }));
  };

  const sort = (sorter: SorterResult<ManagedUser> | SorterResult<ManagedUser>[]) =>
    setFilters((current) => {
      const { sortField: _field, sortOrder: _order, ...rest } = current;
      return { ...rest, pageNum: 1, ...sortFromSorter(sorter, userSortFields) };
    });
  const sortOrderOf = (field: SortField) => columnSortOrder(filters, field);

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

  const columns: TableColumnsType<ManagedUser> = [
    {
      key: 'username',
      dataIndex: 'username',
      title: t('partner.user.username'),
      sorter: true,
      sortOrder: sortOrderOf('username'),
    },
    {
      key: 'displayName',
      dataIndex: 'displayName',
      title: t('partner.user.displayName'),
      sorter: true,
      sortOrder: sortOrderOf('displayName'),
    },
    {
      key: 'email',
      title: t('partner.user.email'),
      render: (_value, user) => user.email ?? formats.emptyPlaceholder,
    },
    {
      key: 'mobile',
      title: t('partner.user.mobile'),
      render: (_value, user) => user.mobile ?? formats.emptyPlaceholder,
    },
    // A partner administrator's users are all partner users.
    ...(partnerCaller
      ? []
      : [
          {
            key: 'kind',
            title: t('partner.user.kind'),
            render: (_: unknown, user: ManagedUser) => kindLabel(user.kind),
          },
        ]),
    {
      key: 'company',
      title: t('partner.user.company'),
      render: (_value, user) =>
        user.companyName
          ? partnerCompanyName(
              { name: user.companyName, nameEn: user.companyNameEn, nameKr: user.companyNameKr },
              language,
            )
          : formats.emptyPlaceholder,
    },
    {
      key: 'companyType',
      title: t('partner.user.companyType'),
      render: (_value, user) => types.label(user.companyType),
    },
    {
      key: 'roles',
      title: t('partner.user.roles'),
      // Plain text, so a long title wraps in a narrow column.
      render: (_value, user) => user.roles.map(roleTitle).join(', ') || formats.emptyPlaceholder,
    },
    {
      key: 'status',
      title: t('common.status'),
      render: (_value, user) => <StatusTag status={user.status} />,
    },
    {
      key: 'createdAt',
      title: t('common.createdAt'),
      sorter: true,
      sortOrder: sortOrderOf('createdAt'),
      render: (_value, user) => <DateTime value={user.createdAt} />,
    },
  ];

  const fields: SearchField[] = [
    {
      name: 'keyword',
      label: t('common.keyword'),
      span: 6,
      node: <Input allowClear maxLength={200} placeholder={t('partner.user.keywordPlaceholder')} />,
    },
  ];
  if (!partnerCaller) {
    fields.push(
      { name: 'kind', label: t('partner.user.kind'), span: 4, node: <SelectField options={kindOptions} /> },
      { name: 'companyId', label: t('partner.user.company'), span: 6, node: <CompanySelect /> },
    );
  }
  fields.push(
    { name: 'status', label: t('common.status'), span: 4, node: <SelectField options={statuses} /> },
    { name: 'roleCode', label: t('partner.user.role'), span: 4, node: <SelectField options={roleOptions} /> },
  );

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <SearchBox<SearchValues> loading={isFetching} onSearch={search} fields={fields} />
      </Card>
      <Card size="small">
        <Flex justify="flex-end" style={{ marginBottom: 12 }}>
          <Can code={permissions.partnerUserEdit}>
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => setTarget({ mode: 'create' })}
            >
              {t('partner.user.create')}
            </Button>
          </Can>
        </Flex>
        <DataGrid<ManagedUser>
          rowKey="id"
          showIndex
          loading={isFetching}
          dataSource={data?.list ?? []}
          columns={columns}
          actions={actions}
          size="small"
          onChange={(_filters, sorter) => sort(sorter)}
          pagination={{
            pageNum: filters.pageNum,
            pageSize: filters.pageSize,
            total: data?.total ?? 0,
            onChange: (pageNum, pageSize) => setFilters((current) => ({ ...current, pageNum, pageSize })),
          }}
        />
      </Card>
      {target && (
        <UserFormDrawer key={JSON.stringify(target)} target={target} onClose={() => setTarget(null)} />
      )}
      {resetting && <ResetPasswordModal user={resetting} onClose={() => setResetting(null)} />}
    </Flex>
  );
}
