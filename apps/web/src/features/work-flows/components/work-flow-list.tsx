import type { ProcessDefinitionListItem } from '@portal/contract';
import { formats } from '@portal/contract';
import type { TableColumnsType } from 'antd';
import { Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { DateTime } from '../../../components/date-time';
import { useWorkFlowList } from '../api/work-flow-queries';

const byText = (a: string | null, b: string | null) => (a ?? '').localeCompare(b ?? '');

/**
 * /work-flows: every kind of subject that runs a process, with its current version, its number of steps and
 * who saved it when. A handful of rows: one table, sortable, without search or paging.
 */
export function WorkFlowList() {
  const { t } = useTranslation();
  const list = useWorkFlowList();
  const kindName = (row: ProcessDefinitionListItem) => t(`process.kind.${row.kind}`);
  const columns: TableColumnsType<ProcessDefinitionListItem> = [
    {
      key: 'kind',
      title: t('workFlow.field.kind'),
      render: (_, row) => <Link to={paths.workFlow(row.kind)}>{kindName(row)}</Link>,
      sorter: (a, b) => byText(kindName(a), kindName(b)),
    },
    {
      key: 'version',
      title: t('workFlow.field.version'),
      width: 200,
      render: (_, row) =>
        row.version === null
          ? t('workFlow.defaultVersion')
          : t('workFlow.versionLabel', { version: row.version }),
      sorter: (a, b) => (a.version ?? 0) - (b.version ?? 0),
    },
    {
      key: 'stepCount',
      title: t('workFlow.field.stepCount'),
      width: 140,
      align: 'right',
      render: (_, row) => (row.version === null ? formats.emptyPlaceholder : row.stepCount),
      sorter: (a, b) => a.stepCount - b.stepCount,
    },
    {
      key: 'changedBy',
      title: t('workFlow.field.changedBy'),
      width: 180,
      render: (_, row) => row.createdByName ?? formats.emptyPlaceholder,
      sorter: (a, b) => byText(a.createdByName, b.createdByName),
    },
    {
      key: 'changedAt',
      title: t('workFlow.field.changedAt'),
      width: 200,
      render: (_, row) => <DateTime value={row.createdAt} />,
      sorter: (a, b) => byText(a.createdAt, b.createdAt),
      defaultSortOrder: 'descend',
    },
    {
      key: 'actions',
      title: t('common.actions'),
      width: 120,
      render: (_, row) => (
        <Link to={paths.workFlow(row.kind)} aria-label={`${t('workFlow.action.edit')} ${kindName(row)}`}>
          {t('workFlow.action.edit')}
        </Link>
      ),
    },
  ];
  return (
    <Card>
      <Table<ProcessDefinitionListItem>
        rowKey="kind"
        columns={columns}
        dataSource={list.data ?? []}
        loading={list.isLoading}
        pagination={false}
        locale={{ emptyText: t('workFlow.empty') }}
      />
    </Card>
  );
}
