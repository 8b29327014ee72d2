import { PlusOutlined } from '@ant-design/icons';
import type { VirtualMaterial } from '@portal/contract';
import {
  materialImportRefusalSchema,
  materialsEndpoints,
  pageVirtualMaterialsBodySchema,
  permissions,
  materialsExportEndpoints,
} from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import type { RowAction } from '../../../components/data-grid';
import { ExportButton } from '../../../components/export-button';
import type { ImportRefusalDisplay } from '../../../components/import-button';
import { ImportButton } from '../../../components/import-button';
import { defineList } from '../../../components/list-kit/list-definition';
import { ListScreen } from '../../../components/list-kit/list-screen';
import { useList } from '../../../components/list-kit/use-list';
import { Money } from '../../../components/money';
import { useCan } from '../../../lib/can';
import { notify } from '../../../lib/notify';
import { useProductLines } from '../../../lib/use-product-lines';
import { usePageVirtualMaterials, virtualMaterialKeys } from '../api/virtual-material-queries';
import { useVirtualMaterialCodes, VirtualMaterialStatusTag } from './virtual-material-codes';

const importAccept = ['XLSX'];

/** A refused import's errors by row: every row becomes a draft, or none. */
const importRefusal: ImportRefusalDisplay = {
  schema: materialImportRefusalSchema,
  texts: {
    title: 'material.import.errorsTitle',
    row: 'material.import.row',
    column: 'material.import.column',
    message: 'material.import.message',
  },
};

/** Virtual materials: search, filter, sort, page, export; with virtual.edit also import and create. */
export function VirtualMaterialList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canEdit = useCan(permissions.virtualEdit);
  const codes = useVirtualMaterialCodes();
  const productLines = useProductLines();

  const list = useList(
    defineList<typeof pageVirtualMaterialsBodySchema, VirtualMaterial>({
      name: 'virtual-materials',
      schema: pageVirtualMaterialsBodySchema,
      columns: [
        {
          key: 'code',
          title: 'material.field.code',
          kind: 'code',
          sortField: 'code',
          render: (vm) => <Link to={paths.virtualMaterialDetail(vm.id)}>{vm.code}</Link>,
        },
        {
          key: 'status',
          title: 'material.field.status',
          kind: 'status',
          sortField: 'status',
          samples: codes.statuses.map((status) => status.label),
          render: (vm) => <VirtualMaterialStatusTag status={vm.status} />,
        },
        { key: 'name', title: 'material.field.name', kind: 'name', sortField: 'nameCn', dataIndex: 'name' },
        {
          key: 'productLine',
          optional: true,
          title: 'material.field.productLine',
          kind: 'text',
          samples: productLines.options.map((line) => line.label),
          render: (vm) => productLines.label(vm.productLineCode),
        },
        {
          key: 'functionStructure',
          optional: true,
          title: 'material.field.functionStructure',
          kind: 'text',
          samples: codes.structures.map((structure) => structure.label),
          render: (vm) => codes.structureLabel(vm.functionStructure),
        },
        {
          key: 'unit',
          optional: true,
          title: 'material.field.unit',
          kind: 'tag',
          render: (vm) => codes.unitLabel(vm.unit),
        },
        {
          key: 'referencePrice',
          title: 'material.field.referencePrice',
          kind: 'amount',
          sortField: 'referencePrice',
          render: (vm) => <Money value={vm.referencePrice} currency={vm.currency} />,
        },
        {
          key: 'updatedAt',
          optional: true,
          title: 'material.field.updatedAt',
          kind: 'date-time',
          sortField: 'updatedAt',
          dataIndex: 'updatedAt',
        },
      ],
      filters: [
        {
          name: 'keyword',
          label: 'material.field.keyword',
          control: { kind: 'text', placeholder: t('material.keywordPlaceholder') },
        },
        {
          name: 'status',
          label: 'material.field.status',
          control: { kind: 'select', options: codes.statuses },
        },
        {
          name: 'productLineCode',
          label: 'material.field.productLine',
          control: { kind: 'select', options: productLines.options },
        },
        {
          name: 'functionStructure',
          label: 'material.field.functionStructure',
          control: { kind: 'select', options: codes.structures },
        },
      ],
    }),
  );
  const page = usePageVirtualMaterials(list.query);

  const actions = (vm: VirtualMaterial): RowAction[] => [
    {
      key: 'view',
      label: t(vm.actions.includes('edit') ? 'material.action.edit' : 'common.view'),
      onClick: () => navigate(paths.virtualMaterialDetail(vm.id)),
    },
  ];

  return (
    <ListScreen
      list={list}
      page={page}
      rowKey="id"
      actions={actions}
      toolbar={
        <Space wrap>
          {canEdit && (
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => navigate(paths.virtualMaterialDetail())}
            >
              {t('material.action.create')}
            </Button>
          )}
          {canEdit && (
            <ImportButton
              endpoint={materialsEndpoints.importVirtualMaterials}
              accept={importAccept}
              refusal={importRefusal}
              inputTestId="virtual-material-import-input"
              onImported={(result) => {
                notify.success(t('material.import.done', { count: result.count }));
                void queryClient.invalidateQueries({ queryKey: virtualMaterialKeys.all });
              }}
            >
              {t('material.import')}
            </ImportButton>
          )}
          <ExportButton endpoint={materialsExportEndpoints.exportVirtualMaterials} body={list.exportFilter} />
        </Space>
      }
    />
  );
}
