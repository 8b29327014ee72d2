import type { ModelStatus, ModelSummary } from '@portal/contract';
import {
  modelStatuses,
  nameInLanguage,
  pageModelsBodySchema,
  permissions,
  configurationsExportEndpoints,
} from '@portal/contract';
import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import type { RowAction } from '../../../components/data-grid';
import { ExportButton } from '../../../components/export-button';
import { defineList } from '../../../components/list-kit/list-definition';
import { ListScreen } from '../../../components/list-kit/list-screen';
import { useList } from '../../../components/list-kit/use-list';
import { useAppState } from '../../../lib/app-state';
import { Can } from '../../../lib/can';
import { useProductLines } from '../../../lib/use-product-lines';
import { usePageModels } from '../api/model-queries';

const statusColors: Record<ModelStatus, string> = { draft: 'default', published: 'green', retired: 'red' };

/** Configurable products: search by code or name, status and product line; open one in the editor. */
export function ModelList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useAppState((s) => s.language);
  const productLines = useProductLines();
  const statuses = modelStatuses.map((status) => ({
    value: status,
    label: t(`configuration.status.${status}`),
  }));

  const list = useList(
    defineList<typeof pageModelsBodySchema, ModelSummary>({
      name: 'models',
      schema: pageModelsBodySchema,
      columns: [
        {
          key: 'code',
          title: 'configuration.field.code',
          kind: 'code',
          sortField: 'code',
          render: (model) => <Link to={paths.configurationEditor(model.id)}>{model.code}</Link>,
        },
        {
          key: 'status',
          title: 'configuration.field.status',
          kind: 'status',
          sortField: 'status',
          samples: statuses.map((status) => status.label),
          render: (model) => (
            <Tag color={statusColors[model.status]}>{t(`configuration.status.${model.status}`)}</Tag>
          ),
        },
        {
          key: 'name',
          title: 'configuration.field.name',
          kind: 'name',
          render: (model) => nameInLanguage(model.names, language),
        },
        {
          key: 'productLine',
          optional: true,
          title: 'configuration.field.productLine',
          kind: 'tag',
          samples: productLines.options.map((line) => line.label),
          render: (model) => productLines.label(model.productLineCode),
        },
        {
          key: 'latestVersion',
          optional: true,
          title: 'configuration.field.latestVersion',
          kind: 'count',
          render: (model) =>
            model.latestVersion === null
              ? '--'
              : t('configuration.versionNo', { version: model.latestVersion }),
        },
        {
          key: 'updatedAt',
          optional: true,
          title: 'configuration.field.updatedAt',
          kind: 'date-time',
          sortField: 'updatedAt',
          dataIndex: 'updatedAt',
        },
      ],
      filters: [
        {
          name: 'keyword',
          label: 'configuration.field.keyword',
          control: { kind: 'text', placeholder: t('configuration.keywordPlaceholder') },
        },
        {
          name: 'status',
          label: 'configuration.field.status',
          control: { kind: 'select', options: statuses },
        },
        {
          name: 'productLineCode',
          label: 'configuration.field.productLine',
          control: { kind: 'select', options: productLines.options },
        },
      ],
    }),
  );
  const page = usePageModels(list.query);

  const actions = (model: ModelSummary): RowAction[] => [
    {
      key: 'open',
      label: model.actions.includes('edit') ? t('common.edit') : t('common.view'),
      onClick: () => navigate(paths.configurationEditor(model.id)),
    },
  ];

  return (
    <ListScreen
      list={list}
      page={page}
      rowKey="id"
      actions={actions}
      toolbar={
        <>
          <ExportButton endpoint={configurationsExportEndpoints.exportModels} body={list.exportFilter} />
          <Can code={permissions.configurationEdit}>
            <Button type="primary" onClick={() => navigate(paths.configurationEditor())}>
              {t('configuration.create')}
            </Button>
          </Can>
        </>
      }
    />
  );
}
