import { PlusOutlined } from '@ant-design/icons';
import type { Policy, PolicyAction } from '@portal/contract';
import { pagePoliciesBodySchema, permissions, policyExportEndpoints } from '@portal/contract';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowAction } from '../../../components/data-grid';
import { ExportButton } from '../../../components/export-button';
import { formatDate } from '../../../components/format';
import { defineList } from '../../../components/list-kit/list-definition';
import { ListScreen } from '../../../components/list-kit/list-screen';
import { useList } from '../../../components/list-kit/use-list';
import { Can } from '../../../lib/can';
import { notify } from '../../../lib/notify';
import { ignoreReported } from '../../../lib/request';
import { useSession } from '../../../lib/session';
import { useDeletePolicy } from '../api/delete-policy';
import { usePagePolicies } from '../api/page-policies';
import { usePublishPolicy } from '../api/publish-policy';
import { useUnpublishPolicy } from '../api/unpublish-policy';
import { TitleInLanguage } from './knowledge-language';
import { PolicyStateTags } from './policy-state-tags';
import { usePublicationOptions } from './published-tag';

// The form drawer (with uploads and date pickers) and the reading view load when one first opens.
const PolicyFormDrawer = lazy(() =>
  import('./policy-form-drawer').then((m) => ({ default: m.PolicyFormDrawer })),
);
const PolicyReader = lazy(() => import('./policy-reader').then((m) => ({ default: m.PolicyReader })));

/**
 * Policies: partners read the published ones in effect; staff see all and, with policy.edit, write them.
 * The server lists policies in the reader's language first; others carry their language's tag. The title
 * opens the policy for reading. Filters, sort and page are in the URL.
 */
export function PolicyList() {
  const { t } = useTranslation();
  const isStaff = useSession((s) => s.userInfo?.kind !== 'partner');
  const publication = usePublicationOptions();
  const [reading, setReading] = useState<number | null>(null);
  const [editing, setEditing] = useState<{ id?: number } | null>(null);
  const publish = usePublishPolicy();
  const unpublish = useUnpublishPolicy();
  const remove = useDeletePolicy();

  const period = (policy: Pick<Policy, 'effectiveFrom' | 'effectiveTo'>) =>
    `${formatDate(policy.effectiveFrom)} ~ ${policy.effectiveTo ? formatDate(policy.effectiveTo) : t('knowledge.policy.openEnded')}`;
  const effects = ['inEffect', 'scheduled', 'expired'] as const;

  const list = useList(
    defineList<typeof pagePoliciesBodySchema, Policy>({
      name: 'policies',
      schema: pagePoliciesBodySchema,
      columns: [
        {
          key: 'title',
          title: 'knowledge.policy.title',
          kind: 'name',
          sortField: 'title',
          width: 240,
          render: (policy) => (
            <TitleInLanguage title={policy.title} language={policy.language}>
              <Button
                type="link"
                style={{ padding: 0, height: 'auto', maxWidth: '100%' }}
                onClick={() => setReading(policy.id)}
              >
                <span style={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}>
                  {policy.title}
                </span>
              </Button>
            </TitleInLanguage>
          ),
        },
        {
          key: 'state',
          title: 'knowledge.field.status',
          kind: 'status',
          // A published policy shows two tags side by side: published, and in effect, scheduled or expired;
          // two em spaces stand for the second tag's padding, border and the gap between them.
          samples: effects.map(
            (effect) => `${t('knowledge.status.published')}\u2003\u2003${t(`knowledge.policy.${effect}`)}`,
          ),
          render: (policy) => <PolicyStateTags policy={policy} />,
        },
        {
          key: 'version',
          optional: true,
          title: 'knowledge.policy.version',
          kind: 'count',
          render: (policy) => t('knowledge.policy.versionLabel', { version: policy.version }),
        },
        {
          key: 'effectiveFrom',
          title: 'knowledge.policy.effectivePeriod',
          kind: 'date',
          sortField: 'effectiveFrom',
          samples: [
            period({ effectiveFrom: '2026-12-31', effectiveTo: '2026-12-31' }),
            period({ effectiveFrom: '2026-12-31', effectiveTo: null }),
          ],
          render: period,
        },
        {
          key: 'files',
          optional: true,
          title: 'knowledge.policy.attachments',
          kind: 'count',
          dataIndex: 'fileCount',
        },
        {
          key: 'updatedAt',
          optional: true,
          title: 'knowledge.field.updatedAt',
          kind: 'date-time',
          sortField: 'updatedAt',
          dataIndex: 'updatedAt',
        },
      ],
      filters: [
        {
          name: 'keyword',
          label: 'knowledge.field.keyword',
          control: { kind: 'text', placeholder: t('knowledge.policy.keywordPlaceholder') },
          span: 8,
        },
        {
          name: 'effectiveOn',
          label: 'knowledge.policy.effectiveOn',
          control: { kind: 'date' },
          span: 6,
        },
        {
          name: 'published',
          label: 'knowledge.field.publication',
          control: { kind: 'select', options: publication },
          span: 5,
          hidden: !isStaff,
        },
      ],
    }),
  );
  const page = usePagePolicies(list.query);

  const run = async (action: () => Promise<unknown>, message: string) => {
    try {
      await action();
      notify.success(message);
    } catch (error) {
      // Shown by the request module.
      ignoreReported(error);
    }
  };

  const actions = (policy: Policy): RowAction[] => {
    const read: RowAction = {
      key: 'read',
      label: t('knowledge.action.read'),
      onClick: () => setReading(policy.id),
    };
    // The actions the server lists for the policy, nothing else; each sends the version read.
    const may = (action: PolicyAction) => policy.actions.includes(action);
    if (policy.actions.length === 0) return [read];
    const move = { id: policy.id, rowVersion: policy.rowVersion };
    // Editors open the reading view from the title, so at most three actions stay inline.
    return [
      {
        key: 'edit',
        label: t('knowledge.action.edit'),
        hidden: !may('edit') && !may('revise'),
        onClick: () => setEditing({ id: policy.id }),
      },
      {
        key: 'unpublish',
        label: t('knowledge.action.unpublish'),
        hidden: !may('unpublish'),
        confirm: t('knowledge.policy.unpublishConfirm', { title: policy.title }),
        onClick: () => run(() => unpublish.mutateAsync(move), t('knowledge.policy.unpublishedMessage')),
      },
      {
        key: 'publish',
        label: t('knowledge.action.publish'),
        hidden: !may('publish'),
        onClick: () => run(() => publish.mutateAsync(move), t('knowledge.policy.publishedMessage')),
      },
      {
        key: 'delete',
        label: t('knowledge.action.delete'),
        danger: true,
        hidden: !may('delete'),
        confirm: t('knowledge.policy.deleteConfirm', { title: policy.title }),
        onClick: () => run(() => remove.mutateAsync(move), t('knowledge.policy.deleted')),
      },
    ];
  };

  const toolbar = (
    <>
      <ExportButton endpoint={policyExportEndpoints.exportPolicies} body={list.exportFilter} />
      <Can code={permissions.policyEdit}>
        {isStaff ? (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({})}>
            {t('knowledge.policy.create')}
          </Button>
        ) : null}
      </Can>
    </>
  );

  return (
    <>
      <ListScreen list={list} page={page} rowKey="id" actions={actions} toolbar={toolbar} />
      <Suspense fallback={null}>
        {reading !== null && <PolicyReader key={reading} id={reading} onClose={() => setReading(null)} />}
        {editing && (
          <PolicyFormDrawer key={editing.id ?? 'new'} id={editing.id} onClose={() => setEditing(null)} />
        )}
      </Suspense>
    </>
  );
}
