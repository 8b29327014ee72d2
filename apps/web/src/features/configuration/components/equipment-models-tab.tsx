import type { EquipmentModelAdmin } from '@portal/contract';
import { formats, nameInLanguage } from '@portal/contract';
import type { TableColumnsType } from 'antd';
import { Button, Flex, Table } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazySelect } from '../../../components/lazy-select';
import { useAppState } from '../../../lib/app-state';
import {
  useAdminEquipmentModels,
  useAdminProductLines,
  useSetEquipmentModelActive,
} from '../api/reference-admin-queries';
import { statusColumns } from './status-columns';
import { EquipmentModelModal } from './equipment-model-modal';

/** The equipment models, by product line: added, renamed, moved to another line, (de)activated. */
export function EquipmentModelsTab() {
  const { t } = useTranslation();
  const language = useAppState((s) => s.language);
  const models = useAdminEquipmentModels();
  const lines = useAdminProductLines();
  const setActive = useSetEquipmentModelActive();
  const [line, setLine] = useState<string | undefined>();
  const [editing, setEditing] = useState<EquipmentModelAdmin | 'new' | null>(null);
  const lineNames = useMemo(
    () =>
      new Map(
        (lines.data ?? []).map((l) => [
          l.code,
          nameInLanguage({ cn: l.nameCn, en: l.nameEn, kr: l.nameKr }, language),
        ]),
      ),
    [lines.data, language],
  );

  const columns: TableColumnsType<EquipmentModelAdmin> = [
    { key: 'model', dataIndex: 'model', title: t('referenceAdmin.modelCode'), width: 140 },
    {
      key: 'productLine',
      title: t('referenceAdmin.productLine'),
      width: 140,
      render: (_, row) => lineNames.get(row.productLineCode) ?? row.productLineCode,
    },
    {
      key: 'kind',
      title: t('referenceAdmin.kind'),
      width: 100,
      render: (_, row) => t(`codeTable.EQUIPMENT_KIND.${row.kind}`),
    },
    {
      key: 'nameCn',
      title: t('systemSettings.nameCn'),
      render: (_, row) => row.nameCn ?? formats.emptyPlaceholder,
    },
    {
      key: 'nameEn',
      title: t('systemSettings.nameEn'),
      render: (_, row) => row.nameEn ?? formats.emptyPlaceholder,
    },
    {
      key: 'nameKr',
      title: t('systemSettings.nameKr'),
      render: (_, row) => row.nameKr ?? formats.emptyPlaceholder,
    },
    ...statusColumns<EquipmentModelAdmin>(t, {
      active: (row) => row.active,
      name: (row) => row.model,
      onEdit: setEditing,
      onActive: (row, active) => setActive.mutateAsync({ id: row.id, active }),
    }),
  ];

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between">
        <LazySelect<string>
          allowClear
          style={{ width: 240 }}
          placeholder={t('referenceAdmin.allProductLines')}
          aria-label={t('referenceAdmin.productLine')}
          value={line}
          onChange={setLine}
          options={[...lineNames].map(([value, label]) => ({ value, label }))}
        />
        <Button type="primary" onClick={() => setEditing('new')}>
          {t('referenceAdmin.newEquipmentModel')}
        </Button>
      </Flex>
      <Table<EquipmentModelAdmin>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={(models.data ?? []).filter((m) => !line || m.productLineCode === line)}
        loading={models.isLoading}
        pagination={false}
      />
      {editing !== null && (
        <EquipmentModelModal
          model={editing === 'new' ? null : editing}
          productLine={line}
          lines={(lines.data ?? []).filter(
            (l) => l.active || (editing !== 'new' && l.code === editing.productLineCode),
          )}
          lineName={(code) => lineNames.get(code) ?? code}
          onClose={() => setEditing(null)}
        />
      )}
    </Flex>
  );
}
