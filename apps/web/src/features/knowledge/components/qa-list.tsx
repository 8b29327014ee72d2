import { PlusOutlined } from '@ant-design/icons';
import type { QaAction, QaEntry } from '@portal/contract';
import { knowledgeEndpoints, limits, permissions, qaSortFields } from '@portal/contract';
import type { TableColumnsType } from 'antd';
import { Button, Card, Flex, Input, Space, Typography } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowAction } from '../../../components/data-grid';
import { DataGrid } from '../../../components/data-grid';
import { ExportButton } from '../../../components/export-button';
import { SearchBox } from '../../../components/search-box';
import { SelectField } from '../../../components/select-field';
import { columnSortOrder, sortFromSorter } from '../../../components/table-sort';
import { Can } from '../../../lib/can';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useDeleteQa } from '../api/delete-qa';
import type { QaFilters } from '../api/knowledge-keys';
import { usePageQa } from '../api/page-qa';
import { usePublishQa } from '../api/publish-qa';
import { useUnpublishQa } from '../api/unpublish-qa';
import { DateTime } from '../../../components/date-time';
import { PublishedTag, usePublicationOptions } from './published-tag';
import { KnowledgeLanguageTag } from './knowledge-language';
import { QaFormDrawer } from './qa-form-drawer';
import { useProductLines } from '../../../lib/use-product-lines';
import { ignoreReported } from '../../../lib/request';

interface SearchValues {
  keyword?: string;
  productLineCode?: string;
  publication?: 'published' | 'draft';
}

/** The answer as typed: line breaks kept, rendered as text (never as HTML). */
export function PlainText({ text }: { text: string }) {
  return (
    <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }} data-testid="plain-text">
      {text}
    </Typography.Paragraph>
  );
}

/** QA entries: partners search the published ones; staff see drafts and, with qa.edit, write them. */
export function QaList() {
  const { t } = useTranslation();
  const isStaff = useSession((s) => s.userInfo?.kind !== 'partner');
  const productLines = useProductLines();
  const publication = usePublicationOptions();
  const [filters, setFilters] = useState<QaFilters>({ pageNum: 1, pageSize: limits.defaultPageSize });
  const [editing, setEditing] = useState<{ id?: number } | null>(null);
  const { data, isFetching } = usePageQa(filters);
  const publish = usePublishQa();
  const unpublish = useUnpublishQa();
  const remove = useDeleteQa();

  const search = (values: SearchValues) => {
    const keyword = values.keyword?.trim();
    setFilters((current) => ({
      pageNum: 1,
      pageSize: current.pageSize,
      sortField: current.sortField,
      sortOrder: current.sortOrder,
      ...(keyword ? { keyword } : {}),
      ...(values.productLineCode ? { productLineCode: values.productLineCode } : {}),
      ...(values.publication ? { published: values.publication === 'published' } : {}),
    }));
  };

  const sort = (sorter: SorterResult<QaEntry> | SorterResult<QaEntry>[]) =>
    setFilters((current) => {
      const { sortField: _field, sortOrder: _order, ...rest } = current;
      return { ...rest, pageNum: 1, ...sortFromSorter(sorter, qaSortFields) };
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

  /** The actions the server lists for the entry, nothing else; each sends the version read. */
  const actions = (entry: QaEntry): RowAction[] => {
    const question = entry.question.slice(0, 60);
    const may = (action: QaAction) => entry.actions.includes(action);
    const move = { id: entry.id, rowVersion: entry.rowVersion };
    return [
      {
        key: 'edit',
        label: t('knowledge.action.edit'),
        hidden: !may('edit') && !may('editPublished'),
        onClick: () => setEditing({ id: entry.id }),
      },
      {
        key: 'unpublish',
        label: t('knowledge.action.unpublish'),
        hidden: !may('unpublish'),
        confirm: t('knowledge.qa.unpublishConfirm', { question }),
        onClick: () => run(() => unpublish.mutateAsync(move), t('knowledge.qa.unpublishedMessage')),
      },
      {
        key: 'publish',
        label: t('knowledge.action.publish'),
        hidden: !may('publish'),
        onClick: () => run(() => publish.mutateAsync(move), t('knowledge.qa.publishedMessage')),
      },
      {
        key: 'delete',
        label: t('knowledge.action.delete'),
        danger: true,
        hidden: !may('delete'),
        confirm: t('knowledge.qa.deleteConfirm', { question }),
        onClick: () => run(() => remove.mutateAsync(move), t('knowledge.qa.deleted')),
      },
    ];
  };

  const columns: TableColumnsType<QaEntry> = [
    {
      key: 'question',
      dataIndex: 'question',
      title: t('knowledge.qa.question'),
      sorter: true,
      sortOrder: columnSortOrder(filters, 'question'),
      render: (question: string, entry) => [
        question,
        <KnowledgeLanguageTag key="language" language={entry.language} />,
      ],
    },
    {
      key: 'productLine',
      title: t('knowledge.qa.productLine'),
      width: 180,
      render: (_v, entry) => productLines.label(entry.productLineCode),
    },
    ...(isStaff
      ? [
          {
            key: 'status',
            title: t('knowledge.field.status'),
            width: 110,
            render: (_v: unknown, entry: QaEntry) => <PublishedTag published={entry.published} />,
          },
        ]
      : []),
    {
      key: 'updatedAt',
      title: t('knowledge.field.updatedAt'),
      width: 180,
      sorter: true,
      sortOrder: columnSortOrder(filters, 'updatedAt'),
      render: (_v, entry) => <DateTime value={entry.updatedAt} />,
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
              node: <Input allowClear maxLength={200} placeholder={t('knowledge.qa.keywordPlaceholder')} />,
            },
            {
              name: 'productLineCode',
              label: t('knowledge.qa.productLine'),
              span: 6,
              node: <SelectField options={productLines.options} />,
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
            <ExportButton endpoint={knowledgeEndpoints.exportQa} body={exportFilter} />
            <Can code={permissions.qaEdit}>
              {isStaff ? (
                <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({})}>
                  {t('knowledge.qa.create')}
                </Button>
              ) : null}
            </Can>
          </Space>
        </Flex>
        <DataGrid<QaEntry>
          rowKey="id"
          showIndex
          loading={isFetching}
          dataSource={data?.list ?? []}
          columns={columns}
          actions={actions}
          size="small"
          expandable={{
            expandRowByClick: true,
            expandedRowRender: (entry) => <PlainText text={entry.answer} />,
          }}
          onChange={(_filters, sorter) => sort(sorter)}
          pagination={{
            pageNum: filters.pageNum,
            pageSize: filters.pageSize,
            total: data?.total ?? 0,
            onChange: (pageNum, pageSize) => setFilters((current) => ({ ...current, pageNum, pageSize })),
          }}
        />
      </Card>
      {editing && <QaFormDrawer key={editing.id ?? 'new'} id={editing.id} onClose={() => setEditing(null)} />}
    </Flex>
  );
}
