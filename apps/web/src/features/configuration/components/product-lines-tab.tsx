import type { ProductLineAdmin } from '@portal/contract';
import { formats } from '@portal/contract';
import type { TableColumnsType } from 'antd';
import { Button, Flex, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminProductLines, useSetProductLineActive } from '../api/reference-admin-queries';
import { statusColumns } from './status-columns';
import { ProductLineModal } from './product-line-modal';

/** The product lines with their discount thresholds: added, renamed, given a threshold, (de)activated. */
export function ProductLinesTab() {
  const { t } = useTranslation();
  const lines = useAdminProductLines();
  const setActive = useSetProductLineActive();
  const [editing, setEditing] = useState<ProductLineAdmin | 'new' | null>(null);

  const columns: TableColumnsType<ProductLineAdmin> = [
    { key: 'code', dataIndex: 'code', title: t('systemSettings.code'), width: 140 },
    { key: 'nameCn', dataIndex: 'nameCn', title: t('systemSettings.nameCn') },
    { key: 'nameEn', dataIndex: 'nameEn', title: t('systemSettings.nameEn') },
    { key: 'nameKr', dataIndex: 'nameKr', title: t('systemSettings.nameKr') },
    {
      key: 'discountThreshold',
      title: t('referenceAdmin.discountThreshold'),
      width: 160,
      align: 'right',
      render: (_, row) =>
        row.discountThreshold === null ? formats.emptyPlaceholder : row.discountThreshold.toFixed(2),
    },
    { key: 'sort', dataIndex: 'sort', title: t('systemSettings.sort'), width: 80, align: 'right' },
    ...statusColumns<ProductLineAdmin>(t, {
      active: (row) => row.active,
      name: (row) => row.code,
      onEdit: setEditing,
      onActive: (row, active) => setActive.mutateAsync({ id: row.id, active }),
    }),
  ];

  return (
    <Flex vertical gap={12}>
      <Flex justify="flex-end">
        <Button type="primary" onClick={() => setEditing('new')}>
          {t('referenceAdmin.newProductLine')}
        </Button>
      </Flex>
      <Table<ProductLineAdmin>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={lines.data ?? []}
        loading={lines.isLoading}
        pagination={false}
      />
      {editing !== null && (
        <ProductLineModal line={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </Flex>
  );
}
