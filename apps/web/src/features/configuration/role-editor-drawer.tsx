import type { RoleItem, RoleKind } from '@portal/contract';
import { createRoleBodySchema, roleKinds } from '@portal/contract';
import type { TreeDataNode } from 'antd';
import { Alert, Form, Input, Radio, Tree } from 'antd';
import { Typography } from '../../components/typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordDrawer } from '../../components/record-drawer';
import { schemaRule } from '../../lib/form-rules';
import { useAppState } from '../../lib/app-state';
import { translateKnown } from '../../lib/message-key';
import { notify } from '../../lib/notify';
import { ignoreReported } from '../../lib/request';
import { roleName } from '../../lib/role-name';
import { useSaveRole } from './api/role-queries';
import { grantsOf, grantTree, keysOf, toggleGrant } from './grant-tree';
import type { GrantNode } from './grant-tree';

/** The role's names, one field per language. */
const nameFields = ['nameCn', 'nameEn', 'nameKr'] as const;

interface NamesForm {
  kind: RoleKind;
  nameCn: string;
  nameEn: string;
  nameKr: string;
}

/**
 * A role's names (in the three languages) and its grants: the menus a role of its kind may hold, each
 * with its buttons, checked one by one. `role` null: a new role (its kind chosen here, fixed afterwards).
 */
export function RoleEditorDrawer({ role, onClose }: { role: RoleItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<NamesForm>();
  const save = useSaveRole();
  const language = useAppState((s) => s.language);
  const [kind, setKind] = useState<RoleKind>(role?.kind ?? 'internal');
  const [checked, setChecked] = useState<string[]>(role ? keysOf(role.menus, role.buttons) : ['home']);
  const tree = useMemo(() => grantTree(kind), [kind]);
  const readOnly = role !== null && !role.actions.includes('edit');

  const toTreeData = (nodes: readonly GrantNode[]): TreeDataNode[] =>
    nodes.map((node) => ({
      key: node.key,
      title: node.button
        ? `${translateKnown(t, node.titleKey)} · ${t('roles.button')}`
        : translateKnown(t, node.titleKey),
      ...(node.children ? { children: toTreeData(node.children) } : {}),
    }));

  const submit = (values: NamesForm) => {
    const grants = grantsOf(checked);
    const names = { nameCn: values.nameCn, nameEn: values.nameEn, nameKr: values.nameKr };
    save
      .mutateAsync(role ? { id: role.id, ...names, ...grants } : { kind: values.kind, ...names, ...grants })
      .then((saved) => {
        notify.success(t('roles.saved', { name: roleName(saved, t, language) }));
        onClose();
      })
      .catch(ignoreReported);
  };

  const label = {
    nameCn: t('roles.field.nameCn'),
    nameEn: t('roles.field.nameEn'),
    nameKr: t('roles.field.nameKr'),
  };
  return (
    <RecordDrawer
      title={role ? t('roles.editTitle') : t('roles.createTitle')}
      failed={false}
      loaded
      readOnly={readOnly}
      saving={save.isPending}
      onSave={() => form.submit()}
      onClose={onClose}
    >
      {role?.locked && <Alert type="info" showIcon title={t('roles.locked')} style={{ marginBottom: 16 }} />}
      <Form<NamesForm>
        form={form}
        layout="vertical"
        disabled={readOnly}
        initialValues={{ kind, nameCn: role?.nameCn, nameEn: role?.nameEn, nameKr: role?.nameKr }}
        onFinish={submit}
      >
        <Form.Item name="kind" label={t('roles.field.kind')}>
          <Radio.Group
            disabled={role !== null}
            options={roleKinds.map((value) => ({ value, label: t(`roles.kind.${value}`) }))}
            onChange={(event) => {
              const next = roleKinds.find((value) => value === event.target.value) ?? 'internal';
              setKind(next);
              // Grants a partner role may not hold are dropped with the tree that offered them.
              const allowed = new Set(keysOfTree(grantTree(next)));
              setChecked((current) => current.filter((key) => allowed.has(key)));
            }}
          />
        </Form.Item>
        {nameFields.map((field) => (
          <Form.Item
            key={field}
            name={field}
            label={label[field]}
            required
            rules={[schemaRule(createRoleBodySchema.shape[field], label[field])]}
          >
            <Input maxLength={60} />
          </Form.Item>
        ))}
      </Form>
      <Typography.Title level={5}>{t('roles.field.grants')}</Typography.Title>
      <Typography.Paragraph type="secondary">
        {kind === 'partner' ? `${t('roles.partnerHint')} ` : ''}
        {t('roles.grantsHint')}
      </Typography.Paragraph>
      <Tree
        checkable
        checkStrictly
        selectable={false}
        defaultExpandAll
        disabled={readOnly}
        treeData={toTreeData(tree)}
        checkedKeys={checked}
        onCheck={(_keys, info) =>
          setChecked((current) => toggleGrant(tree, current, String(info.node.key), info.checked))
        }
        data-testid="role-grants"
      />
    </RecordDrawer>
  );
}

function keysOfTree(nodes: readonly GrantNode[]): string[] {
  return nodes.flatMap((node) => [node.key, ...keysOfTree(node.children ?? [])]);
}
