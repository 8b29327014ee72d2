import type { RoleItem } from '@portal/contract';
import { Button, Flex, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Popconfirm } from '../../components/confirmations';
import { useAppState } from '../../lib/app-state';
import { notify } from '../../lib/notify';
import { ignoreReported } from '../../lib/request';
import { roleName } from '../../lib/role-name';
import { hasButton, useSession } from '../../lib/session';
import { useChangeRoleStatus, useRoleList } from './api/role-queries';
import { RoleEditorDrawer } from './role-editor-drawer';

/**
 * Roles on the system management page: each with its kind, status, users and grants; an administrator
 * creates roles, edits their names and their menus and buttons in a drawer, and disables or enables them.
 * The server decides what the reader may do (each role's actions) and enforces every rule.
 */
export function RolesTab() {
  const { t } = useTranslation();
  const language = useAppState((s) => s.language);
  const canEdit = useSession((s) => hasButton('role.edit', s));
  const roles = useRoleList();
  const changeStatus = useChangeRoleStatus();
  const [editing, setEditing] = useState<RoleItem | 'new' | null>(null);

  const nameOf = (role: RoleItem) => roleName(role, t, language);
  const toggle = (role: RoleItem, status: 'active' | 'disabled') =>
    changeStatus
      .mutateAsync({ id: role.id, status })
      .then(() =>
        notify.success(t(status === 'active' ? 'roles.enabled' : 'roles.disabled', { name: nameOf(role) })),
      )
      .catch(ignoreReported);

  return (
    <>
      <Flex justify="flex-end" style={{ marginBottom: 16 }}>
        {canEdit && (
          <Button type="primary" onClick={() => setEditing('new')}>
            {t('roles.create')}
          </Button>
        )}
      </Flex>
      <Table<RoleItem>
        rowKey="id"
        size="middle"
        loading={roles.isLoading}
        dataSource={roles.data?.list ?? []}
        pagination={false}
        columns={[
          { key: 'name', title: t('roles.field.name'), render: (_, role) => nameOf(role) },
          {
            key: 'kind',
            title: t('roles.field.kind'),
            width: 140,
            render: (_, role) => t(`roles.kind.${role.kind}`),
          },
          {
            key: 'status',
            title: t('roles.field.status'),
            width: 110,
            render: (_, role) => (
              <Tag color={role.status === 'active' ? 'green' : 'default'}>
                {t(`roles.status.${role.status}`)}
              </Tag>
            ),
          },
          { key: 'users', title: t('roles.field.users'), dataIndex: 'userCount', width: 110, align: 'right' },
          {
            key: 'grants',
            title: t('roles.field.grants'),
            render: (_, role) =>
              t('roles.field.grantCount', { menus: role.menus.length, buttons: role.buttons.length }),
          },
          {
            key: 'actions',
            title: t('common.actions'),
            width: 200,
            render: (_, role) => (
              <Space size={4}>
                <Button type="link" size="small" onClick={() => setEditing(role)}>
                  {role.actions.includes('edit') ? t('roles.edit') : t('roles.view')}
                </Button>
                {role.actions.includes('disable') && (
                  <Popconfirm
                    title={t('roles.disableConfirm', { name: nameOf(role), n: role.userCount })}
                    onConfirm={() => toggle(role, 'disabled')}
                  >
                    <Button type="link" size="small" danger>
                      {t('roles.disable')}
                    </Button>
                  </Popconfirm>
                )}
                {role.actions.includes('enable') && (
                  <Button type="link" size="small" onClick={() => void toggle(role, 'active')}>
                    {t('roles.enable')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      {editing !== null && (
        <RoleEditorDrawer role={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </>
  );
}
