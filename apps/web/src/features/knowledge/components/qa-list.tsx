import { PlusOutlined } from '@ant-design/icons';
import type { QaAction, QaEntry } from '@portal/contract';
import { pageQaBodySchema, permissions, qaExportEndpoints } from '@portal/contract';
import { Button } from 'antd';
import { Typography } from '../../../components/typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowAction } from '../../../components/data-grid';
import { ExportButton } from '../../../components/export-button';
import { defineList } from '../../../components/list-kit/list-definition';
import { ListScreen } from '../../../components/list-kit/list-screen';
import { useList } from '../../../components/list-kit/use-list';
import { Can } from '../../../lib/can';
import { notify } from '../../../lib/notify';
import { ignoreReported } from '../../../lib/request';
import { useSession } from '../../../lib/session';
import { useProductLines } from '../../../lib/use-product-lines';
import { useDeleteQa } from '../api/delete-qa';
import { usePageQa } from '../api/page-qa';
import { usePublishQa } from '../api/publish-qa';
import { useUnpublishQa } from '../api/unpublish-qa';
import { TitleInLanguage } from './knowledge-language';
import { PublishedTag, usePublicationOptions } from './published-tag';

// The form drawer (with its form fields) loads when it first opens.
const QaFormDrawer = lazy(() => import('./qa-form-drawer').then((m) => ({ default: m.QaFormDrawer })));

/** The answer as typed: line breaks kept, rendered as text (never as HTML). */
export function PlainText({ text }: { text: string }) {
  return (
    <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }} data-testid="plain-text">
      {text}
    </Typography.Paragraph>
  );
}

/**
 * QA entries: partners search the published ones; staff see drafts and, with qa.edit, write them. The
 * server lists entries in the reader's language first; others carry their language's tag. A row opens
 * to its answer. Filters, sort and page are in the URL.
 */
export function QaList() {
  const { t } = useTranslation();
  const isStaff = useSession((s) => s.userInfo?.kind !== 'partner');
  const productLines = useProductLines();
  const publication = usePublicationOptions();
  const [editing, setEditing] = useState<{ id?: number } | null>(null);
  const publish = usePublishQa();
  const unpublish = useUnpublishQa();
  const remove = useDeleteQa();

  const list = useList(
    defineList<typeof pageQaBodySchema, QaEntry>({
      name: 'qa',
      schema: pageQaBodySchema,
      columns: [
        {
          key: 'question',
          title: 'knowledge.qa.question',
          kind: 'text',
          sortField: 'question',
          width: 320,
          render: (entry) => <TitleInLanguage title={entry.question} language={entry.language} />,
        },
        {
          key: 'status',
          title: 'knowledge.field.status',
          kind: 'status',
          hidden: !isStaff,
          samples: publication.map((option) => option.label),
          render: (entry) => <PublishedTag published={entry.published} />,
        },
        {
          key: 'productLine',
          optional: true,
          title: 'knowledge.qa.productLine',
          kind: 'name',
          render: (entry) => productLines.label(entry.productLineCode),
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
          control: { kind: 'text', placeholder: t('knowledge.qa.keywordPlaceholder') },
          span: 8,
        },
        {
          name: 'productLineCode',
          label: 'knowledge.qa.productLine',
          control: { kind: 'select', options: productLines.options },
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
  const page = usePageQa(list.query);

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

  const toolbar = (
    <>
      <ExportButton endpoint={qaExportEndpoints.exportQa} body={list.exportFilter} />
      <Can code={permissions.qaEdit}>
        {isStaff ? (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({})}>
            {t('knowledge.qa.create')}
          </Button>
        ) : null}
      </Can>
    </>
  );

  return (
    <>
      <ListScreen
        list={list}
        page={page}
        rowKey="id"
        actions={actions}
        toolbar={toolbar}
        expandable={{
          expandRowByClick: true,
          expandedRowRender: (entry) => <PlainText text={entry.answer} />,
        }}
      />
      <Suspense fallback={null}>
        {editing && (
          <QaFormDrawer key={editing.id ?? 'new'} id={editing.id} onClose={() => setEditing(null)} />
        )}
      </Suspense>
    </>
  );
}
