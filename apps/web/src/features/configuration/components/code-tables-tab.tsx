import type { CodeTableAdminEntry } from '@portal/contract';
import type { TableColumnsType } from 'antd';
import { Button, Flex, Table } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCodeTableEntries, useSetCodeTableEntryStatus } from '../api/system-settings-queries';
import { CodeTableEntryModal } from './code-table-entry-modal';
import { statusColumns } from './status-columns';

/** The code tables (one menu entry each) and the entries of the one chosen: added, renamed, (de)activated. */
export function CodeTablesTab() {
  const { t } = useTranslation();
  const entries = useCodeTableEntries();
  const setStatus = useSetCodeTableEntryStatus();
  const byType = useMemo(() => {
    const map = new Map<string, CodeTableAdminEntry[]>();
    for (const entry of entries.data ?? [])
      map.set(entry.codeType, [...(map.get(entry.codeType) ?? []), entry]);
    return map;
  }, [entries.data]);
  const [chosen, setChosen] = useState<string | null>(null);
  const codeType = chosen ?? byType.keys().next().value ?? null;
  const [editing, setEditing] = useState<CodeTableAdminEntry | 'new' | null>(null);

  const columns: TableColumnsType<CodeTableAdminEntry> = [
    { key: 'code', dataIndex: 'code', title: t('systemSettings.code'), width: 140 },
    { key: 'codeDescCn', dataIndex: 'codeDescCn', title: t('systemSettings.nameCn') },
    { key: 'codeDescEn', dataIndex: 'codeDescEn', title: t('systemSettings.nameEn') },
    { key: 'codeDescKr', dataIndex: 'codeDescKr', title: t('systemSettings.nameKr') },
    { key: 'sort', dataIndex: 'sort', title: t('systemSettings.sort'), width: 80, align: 'right' },
    ...statusColumns<CodeTableAdminEntry>(t, {
      active: (row) => row.activeStatus === 1,
      name: (row) => row.code,
      onEdit: setEditing,
      onActive: (row, active) => setStatus.mutateAsync({ id: row.id, activeStatus: active ? 1 : 0 }),
    }),
  ];

  return (
    <Flex gap={16} align="flex-start">
      <Flex
        vertical
        gap={4}
        style={{ width: 240, flex: 'none' }}
        role="group"
        aria-label={t('systemSettings.codeType')}
      >
        {[...byType].map(([type, list]) => (
          <Button
            key={type}
            block
            type={type === codeType ? 'primary' : 'text'}
            aria-pressed={type === codeType}
            style={{ justifyContent: 'flex-start' }}
            onClick={() => setChosen(type)}
          >
            {`${type} (${t('systemSettings.entryCount', { count: list.length })})`}
          </Button>
        ))}
      </Flex>
      <Flex vertical gap={12} style={{ flex: 1, minWidth: 0 }}>
        <Flex justify="flex-end">
          <Button type="primary" disabled={codeType === null} onClick={() => setEditing('new')}>
            {t('systemSettings.newEntry')}
          </Button>
        </Flex>
        <Table<CodeTableAdminEntry>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={codeType ? (byType.get(codeType) ?? []) : []}
          loading={entries.isLoading}
          pagination={false}
        />
      </Flex>
      {editing !== null && codeType !== null && (
        <CodeTableEntryModal
          codeType={codeType}
          entry={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Flex>
  );
}
