import { PlusOutlined } from '@ant-design/icons';
import type { Policy, PolicyAction } from '@portal/contract';
import { formats, knowledgeEndpoints, limits, permissions, policySortFields } from '@portal/contract';
import type { TableColumnsType } from 'antd';
import { Button, Card, DatePicker, Flex, Input, Space } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowAction } from '../../../components/data-grid';
import { DataGrid } from '../../../components/data-grid';
import { ExportButton } from '../../../components/export-button';
import { formatDate } from '../../../components/format';
import { SearchBox } from '../../../components/search-box';
import { SelectField } from '../../../components/select-field';
import { columnSortOrder, sortFromSorter } from '../../../components/table-sort';
import { Can } from '../../../lib/can';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { DateTime } from '../../../components/date-time';
import { useDeletePolicy } from '../api/delete-policy';
import type { PolicyFilters } from '../api/knowledge-keys';
import { usePagePolicies } from '../api/page-policies';
import { usePublishPolicy } from '../api/publish-policy';
import { useUnpublishPolicy } from '../api/unpublish-policy';
import { usePublicationOptions } from './published-tag';
import { KnowledgeLanguageTag } from './knowledge-language';
import { PolicyFormDrawer } from './policy-form-drawer';
import { PolicyReader } from './policy-reader';
import { PolicyStateTags } from './policy-state-tags';
import { ignoreReported } from '../../../lib/request';

interface SearchValues {
  keyword?: string;
  effectiveOn?: Dayjs | null;
  publication?: 'published' | 'draft';
}

/** Policies: partners read the published ones in effect; staff see all and, with policy.edit, write them. */
export function PolicyList() {
  const { t } = useTranslation();
  const isStaff = useSession((s) => s.userInfo?.kind !== 'partner');
  const publication = usePublicationOptions();
  const [filters, setFilters] = useState<PolicyFilters>({ pageNum: 1, pageSize: limits.defaultPageSize });
  const [reading, setReading] = useState<number | null>(null);
  const [editing, setEditing] = useState<{ id?: number } | null>(null);
  const { data, isFetching } = usePagePolicies(filters);
  const publish = usePublishPolicy();
  const unpublish = useUnpublishPolicy();
  const remove = useDeletePolicy();

  const search = (values: SearchValues) => {
    const keyword = values.keyword?.trim();
    setFilters((current) => ({
      pageNum: 1,
      pageSize: current.pageSize,
      sortField: current.sortField,
      sortOrder: current.sortOrder,
      ...(keyword ? { keyword } : {}),
      ...(values.effectiveOn ? { effectiveOn: values.effectiveOn.format(formats.date) } : {}),
      ...(values.publication ? { published: values.publication === 'published' } : {}),
    }));
  };

  const sort = (sorter: SorterResult<Policy> | SorterResult<Policy>[]) =>
    setFilters((current) => {
      const { sortField: _field, sortOrder: _order, ...rest } = current;
      return { ...rest, pageNum: 1, ...sortFromSorter(sorter, policySortFields) };
    });

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

  const columns: TableColumnsType<Policy> = [
    {
      key: 'title',
      title: t('knowledge.policy.title'),
      sorter: true,
      sortOrder: columnSortOrder(filters, 'title'),
      render: (_v, policy) => [
        <Button
          key="title"
          type="link"
          style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
          onClick={() => setReading(policy.id)}
        >
          {policy.title}
        </Button>,
        <KnowledgeLanguageTag key="language" language={policy.language} />,
      ],
    },
    {
      key: 'version',
      title: t('knowledge.policy.version'),
      width: 90,
      render: (_v, policy) => t('knowledge.policy.versionLabel', { version: policy.version }),
    },
    {
      key: 'effectiveFrom',
      title: t('knowledge.policy.effectivePeriod'),
      width: 230,
      sorter: true,
      sortOrder: columnSortOrder(filters, 'effectiveFrom'),
      render: (_v, policy) =>
        `${formatDate(policy.effectiveFrom)} ~ ${policy.effectiveTo ? formatDate(policy.effectiveTo) : t('knowledge.policy.openEnded')}`,
    },
    {
      key: 'state',
      title: t('knowledge.field.status'),
      width: 170,
      render: (_v, policy) => <PolicyStateTags policy={policy} />,
    },
    {
      key: 'files',
      dataIndex: 'fileCount',
      title: t('knowledge.policy.attachments'),
      width: 90,
      align: 'right',
    },
    {
      key: 'updatedAt',
      title: t('knowledge.field.updatedAt'),
      width: 180,
      sorter: true,
      sortOrder: columnSortOrder(filters, 'updatedAt'),
      render: (_v, policy) => <DateTime value={policy.updatedAt} />,
    },
  ];

  const { pageNum: _pageNum, pageSize: _pageSize, ...exportFilter } = filters;

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <SearchBox<SearchValues>
          loading={isFetching}
          onSearch={search}
          fields={[
            {
              name: 'keyword',
              label: t('knowledge.field.keyword'),
              span: 8,
              node: (
                <Input allowClear maxLength={200} placeholder={t('knowledge.policy.keywordPlaceholder')} />
              ),
            },
            {
              name: 'effectiveOn',
              label: t('knowledge.policy.effectiveOn'),
              span: 6,
              node: <DatePicker style={{ width: '100%' }} />,
            },
            ...(isStaff
              ? [
                  {
                    name: 'publication',
                    label: t('knowledge.field.publication'),
                    span: 5,
                    node: <SelectField options={publication} />,
                  },
                ]
              : []),
          ]}
        />
      </Card>
      <Card size="small">
        <Flex justify="flex-end" style={{ marginBottom: 12 }}>
          <Space>
            <ExportButton endpoint={knowledgeEndpoints.exportPolicies} body={exportFilter} />
            <Can code={permissions.policyEdit}>
              {isStaff ? (
                <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({})}>
                  {t('knowledge.policy.create')}
                </Button>
              ) : null}
            </Can>
          </Space>
        </Flex>
        <DataGrid<Policy>
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
      {reading !== null && <PolicyReader key={reading} id={reading} onClose={() => setReading(null)} />}
      {editing && (
        <PolicyFormDrawer key={editing.id ?? 'new'} id={editing.id} onClose={() => setEditing(null)} />
      )}
    </Flex>
  );
}
