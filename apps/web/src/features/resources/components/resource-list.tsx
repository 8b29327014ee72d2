import { PlusOutlined } from '@ant-design/icons';
import type { Resource, ResourceShelf } from '@portal/contract';
import {
  categoriesOfShelf,
  languages,
  pageResourcesBodySchema,
  permissions,
  resourceKinds,
} from '@portal/contract';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatBytes } from '../../../components/format';
import { useLanguageNames } from '../../../components/language-names';
import { defineList } from '../../../components/list-kit/list-definition';
import { ListScreen } from '../../../components/list-kit/list-screen';
import { useList } from '../../../components/list-kit/use-list';
import { hasButton, useSession } from '../../../lib/session';
import { useProductLines } from '../../../lib/use-product-lines';
import { useDownloadResource, usePageResources } from '../api/resources';
import { ignoreReported } from '../../../lib/request';
import { useResourceText } from './resource-labels';

/** The opened resource (its player and viewers) loads only when one is opened. */
const ResourceDrawer = lazy(() => import('./resource-drawer').then((m) => ({ default: m.ResourceDrawer })));

const ResourceFormDrawer = lazy(() =>
  import('./resource-form-drawer').then((m) => ({ default: m.ResourceFormDrawer })),
);

/**
 * One shelf of the library: `training` (/empower/training, training materials) or `resource`
 * (/empower/resource, sales resources). Filters, sort and page in the URL; `?open=id` opens a resource.
 */
export function ResourceList({ shelf }: { shelf: ResourceShelf }) {
  const { t } = useTranslation();
  const text = useResourceText();
  const productLines = useProductLines();
  const languageNames = useLanguageNames();
  const download = useDownloadResource(shelf);
  const keeps = useSession((s) => hasButton(permissions.resourceEdit, s));
  const [editing, setEditing] = useState<{ resource?: Resource } | null>(null);
  const [params, setParams] = useSearchParams();
  const openId = Number(params.get('open')) || null;
  const open = (id: number | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete('open');
        else next.set('open', String(id));
        return next;
      },
      { replace: id === null },
    );
  const categories = categoriesOfShelf(shelf).map((c) => ({ value: c, label: t(`resource.category.${c}`) }));
  const kinds = resourceKinds.map((k) => ({ value: k, label: t(`resource.kind.${k}`) }));
  const languageOptions = languages.map((l) => ({ value: l, label: languageNames[l] }));
  const list = useList(
    defineList<typeof pageResourcesBodySchema, Resource>({
      name: `resources-${shelf}`,
      schema: pageResourcesBodySchema,
      columns: [
        { key: 'name', title: 'resource.field.name', kind: 'name', render: (r) => text.name(r) },
        {
          key: 'category',
          title: 'resource.field.category',
          kind: 'status',
          samples: categories.map((c) => c.label),
          render: (r) => t(`resource.category.${r.category}`),
        },
        {
          key: 'productLine',
          title: 'resource.field.productLine',
          kind: 'text',
          render: (r) => productLines.label(r.productLineCode),
        },
        {
          key: 'kind',
          title: 'resource.field.kind',
          kind: 'status',
          samples: kinds.map((k) => k.label),
          render: (r) => t(`resource.kind.${r.kind}`),
        },
        {
          key: 'languages',
          optional: true,
          title: 'resource.field.languages',
          kind: 'text',
          render: (r) => r.languages.map((l) => languageNames[l]).join(', '),
        },
        {
          key: 'fileSize',
          optional: true,
          title: 'resource.field.size',
          kind: 'count',
          sortField: 'fileSize',
          render: (r) => formatBytes(r.fileSize),
        },
        {
          key: 'version',
          title: 'resource.field.version',
          kind: 'count',
          dataIndex: 'version',
          optional: true,
        },
        {
          key: 'downloadCount',
          title: 'resource.field.downloads',
          kind: 'count',
          sortField: 'downloadCount',
          dataIndex: 'downloadCount',
        },
        {
          key: 'updatedAt',
          title: 'resource.field.updatedAt',
          kind: 'date-time',
          sortField: 'updatedAt',
          dataIndex: 'updatedAt',
          optional: true,
        },
      ],
      filters: [
        {
          name: 'keyword',
          label: 'resource.field.name',
          control: { kind: 'text', placeholder: t('resource.keywordPlaceholder') },
          span: 6,
        },
        {
          name: 'category',
          label: 'resource.field.category',
          control: { kind: 'select', options: categories },
          span: 6,
        },
        {
          name: 'productLineCode',
          label: 'resource.field.productLine',
          control: { kind: 'select', options: productLines.options },
          span: 6,
        },
        { name: 'kind', label: 'resource.field.kind', control: { kind: 'select', options: kinds }, span: 6 },
        {
          name: 'language',
          label: 'resource.field.language',
          control: { kind: 'select', options: languageOptions },
          span: 6,
        },
      ],
    }),
  );
  const page = usePageResources(shelf, list.query);
  return (
    <>
      <ListScreen
        list={list}
        page={page}
        rowKey="id"
        actions={(r) => [
          { key: 'open', label: t('resource.open'), onClick: () => open(r.id) },
          {
            key: 'edit',
            label: t('resource.edit'),
            hidden: !keeps,
            onClick: () => setEditing({ resource: r }),
          },
          {
            key: 'download',
            label: t('resource.download'),
            onClick: () => void download(r.id).catch(ignoreReported),
          },
        ]}
        toolbar={
          keeps ? (
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({})}>
              {t('resource.add')}
            </Button>
          ) : null
        }
      />
      <Suspense fallback={null}>
        {editing && (
          <ResourceFormDrawer
            key={editing.resource?.id ?? 'new'}
            shelf={shelf}
            resource={editing.resource}
            onClose={() => setEditing(null)}
          />
        )}
        {openId !== null && (
          <ResourceDrawer key={openId} shelf={shelf} id={openId} onClose={() => open(null)} />
        )}
      </Suspense>
    </>
  );
}
