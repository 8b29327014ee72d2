import { DownloadOutlined, PlusOutlined, TeamOutlined } from '@ant-design/icons';
import type { Clue, ClueImportRefusal } from '@portal/contract';
import { clueSortFields, clueStatuses, cluesEndpoints, formats, limits, permissions } from '@portal/contract';
import type { TableColumnsType } from 'antd';
import { Button, Card, Flex, Space, Typography } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { RowAction } from '../../../components/data-grid';
import { DataGrid } from '../../../components/data-grid';
import { urlOneOrMany } from '../../../lib/url-filters';
import { ExportButton } from '../../../components/export-button';
import { columnSortOrder, sortFromSorter } from '../../../components/table-sort';
import { useAppState } from '../../../lib/app-state';
import { Can, useCan } from '../../../lib/can';
import { notify } from '../../../lib/notify';
import type { ClueFilters } from '../api/clue-keys';
import { useCloseClue } from '../api/close-clue';
import { useDownloadClueTemplate } from '../api/download-clue-template';
import { usePageClues } from '../api/page-clues';
import { useClueCodes, useClueLabels } from '../hooks/use-clue-options';
import { AssignCluesModal } from './assign-clues-modal';
import { ClueFormDrawer } from './clue-form-drawer';
import type { ClueFormTarget } from './clue-form-drawer';
import { ClueImportButton } from './clue-import-button';
import { ClueSearch, filtersOf } from './clue-search';
import type { ClueSearchValues } from './clue-search';
import { cluePaths } from './clue-paths';
import { clueCompany } from './clue-company';
import { ClueStatusTag } from './clue-status-tag';
import { DateTime } from '../../../components/date-time';
import { ImportErrorsModal } from './import-errors-modal';
import { ReasonModal } from './reason-modal';

type SortField = (typeof clueSortFields)[number];

/**
 * Clue assignment (staff): search, sort, page and export every clue; with `clue.edit` also create,
 * import, edit and close new clues, and assign a selection of new ones to a partner company.
 */
export function AssignedClueList() {
  const { t } = useTranslation();
  const language = useAppState((s) => s.language);
  const navigate = useNavigate();
  const canEdit = useCan(permissions.clueEdit);
  const labels = useClueLabels();
  const codes = useClueCodes();
  // A link may open the list filtered (`?status=assigned&status=following`): the filters start from the URL.
  const [params] = useSearchParams();
  const [filters, setFilters] = useState<ClueFilters>(() => {
    const status = urlOneOrMany(params, 'status', clueStatuses);
    return { pageNum: 1, pageSize: limits.defaultPageSize, ...(status ? { status } : {}) };
  });
  const [selected, setSelected] = useState<number[]>([]);
  const [formTarget, setFormTarget] = useState<ClueFormTarget | null>(null);
  const [closing, setClosing] = useState<Clue | null>(null);
  const [assigning, setAssigning] = useState(false);
  const [refusal, setRefusal] = useState<ClueImportRefusal | null>(null);
  const { data, isFetching } = usePageClues(filters);
  const close = useCloseClue();
  const template = useDownloadClueTemplate();

  const search = (values: ClueSearchValues) =>
    setFilters((current) => ({
      pageNum: 1,
      pageSize: current.pageSize,
      sortField: current.sortField,
      sortOrder: current.sortOrder,
      ...filtersOf(values),
    }));

  const sort = (sorter: SorterResult<Clue> | SorterResult<Clue>[]) =>
    setFilters((current) => {
      const { sortField: _field, sortOrder: _order, ...rest } = current;
      return { ...rest, pageNum: 1, ...sortFromSorter(sorter, clueSortFields) };
    });
  const sortOrderOf = (field: SortField) => columnSortOrder(filters, field);

  const actions = (clue: Clue): RowAction[] => [
    { key: 'view', label: t('clue.view'), onClick: () => navigate(cluePaths.detail(clue.id)) },
    {
      key: 'edit',
      label: t('common.edit'),
      hidden: !clue.actions.includes('edit'),
      onClick: () => setFormTarget({ mode: 'edit', id: clue.id }),
    },
    {
      key: 'close',
      label: t('clue.close'),
      danger: true,
      hidden: !clue.actions.includes('close'),
      onClick: () => setClosing(clue),
    },
  ];

  const columns: TableColumnsType<Clue> = [
    {
      key: 'clueNo',
      title: t('clue.field.clueNo'),
      sorter: true,
      sortOrder: sortOrderOf('clueNo'),
      render: (_value, clue) => <Link to={cluePaths.detail(clue.id)}>{clue.clueNo}</Link>,
    },
    {
      key: 'customerName',
      dataIndex: 'customerName',
      title: t('clue.field.customerName'),
      sorter: true,
      sortOrder: sortOrderOf('customerName'),
    },
    {
      key: 'contact',
      title: t('clue.field.contactName'),
      render: (_value, clue) => (
        <Flex vertical>
          <span>{clue.contactName ?? formats.emptyPlaceholder}</span>
          {clue.contactPhone && <Typography.Text type="secondary">{clue.contactPhone}</Typography.Text>}
        </Flex>
      ),
    },
    { key: 'source', title: t('clue.field.source'), render: (_value, clue) => labels.source(clue.source) },
    {
      key: 'productLine',
      title: t('clue.field.productLineCode'),
      render: (_value, clue) => codes.productLines.label(clue.productLineCode),
    },
    {
      key: 'region',
      title: t('clue.field.region'),
      render: (_value, clue) => codes.regions.label(clue.region),
    },
    {
      key: 'company',
      title: t('clue.field.company'),
      render: (_value, clue) => (
        <Flex vertical>
          <span>{clueCompany(clue, language)}</span>
          {clue.assigneeName && <Typography.Text type="secondary">{clue.assigneeName}</Typography.Text>}
        </Flex>
      ),
    },
    {
      key: 'status',
      title: t('clue.field.status'),
      sorter: true,
      sortOrder: sortOrderOf('status'),
      render: (_value, clue) => <ClueStatusTag status={clue.status} />,
    },
    {
      key: 'assignedAt',
      title: t('clue.field.assignedAt'),
      sorter: true,
      sortOrder: sortOrderOf('assignedAt'),
      render: (_value, clue) => <DateTime value={clue.assignedAt} />,
    },
    {
      key: 'createdAt',
      title: t('common.createdAt'),
      sorter: true,
      sortOrder: sortOrderOf('createdAt'),
      render: (_value, clue) => <DateTime value={clue.createdAt} />,
    },
  ];

  const { pageNum: _pageNum, pageSize: _pageSize, ...exportFilter } = filters;

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <ClueSearch onSearch={search} loading={isFetching} withCompany />
      </Card>
      <Card size="small">
        <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
          <Typography.Text type="secondary">
            {selected.length > 0 ? t('clue.selected', { count: selected.length }) : null}
          </Typography.Text>
          <Space wrap>
            <Can code={permissions.clueEdit}>
              <Button
                type="primary"
                icon={<PlusOutlined aria-hidden />}
                onClick={() => setFormTarget({ mode: 'create' })}
              >
                {t('clue.create')}
              </Button>
              <ClueImportButton onImported={() => setSelected([])} onRefused={(value) => setRefusal(value)} />
              <Button
                type="link"
                icon={<DownloadOutlined aria-hidden />}
                loading={template.isPending}
                onClick={() => template.mutate()}
              >
                {t('clue.import.template')}
              </Button>
              <Button
                icon={<TeamOutlined aria-hidden />}
                disabled={selected.length === 0}
                onClick={() => setAssigning(true)}
              >
                {t('clue.assignSelected')}
              </Button>
            </Can>
            <ExportButton endpoint={cluesEndpoints.exportClues} body={exportFilter} />
          </Space>
        </Flex>
        <DataGrid<Clue>
          rowKey="id"
          showIndex
          loading={isFetching}
          dataSource={data?.list ?? []}
          columns={columns}
          actions={actions}
          size="small"
          scroll={{ x: 'max-content' }}
          onChange={(_filters, sorter) => sort(sorter)}
          rowSelection={
            canEdit
              ? {
                  selectedRowKeys: selected,
                  preserveSelectedRowKeys: true,
                  onChange: (keys) => setSelected(keys.map(Number)),
                  // Only clues the server lets the user assign can be selected.
                  getCheckboxProps: (clue) => ({
                    disabled: !clue.actions.includes('assign'),
                    'aria-label': clue.clueNo,
                  }),
                }
              : undefined
          }
          pagination={{
            pageNum: filters.pageNum,
            pageSize: filters.pageSize,
            total: data?.total ?? 0,
            onChange: (pageNum, pageSize) => setFilters((current) => ({ ...current, pageNum, pageSize })),
          }}
        />
      </Card>
      {formTarget && (
        <ClueFormDrawer
          key={JSON.stringify(formTarget)}
          target={formTarget}
          onClose={() => setFormTarget(null)}
        />
      )}
      {assigning && (
        <AssignCluesModal ids={selected} onDone={() => setSelected([])} onClose={() => setAssigning(false)} />
      )}
      {closing && (
        <ReasonModal
          title={t('clue.closeTitle', { clueNo: closing.clueNo })}
          okText={t('clue.close')}
          danger
          onSubmit={async (reason) => {
            await close.mutateAsync({ id: closing.id, rowVersion: closing.rowVersion, reason });
            notify.success(t('clue.closed', { clueNo: closing.clueNo }));
          }}
          onClose={() => setClosing(null)}
        />
      )}
      {refusal && <ImportErrorsModal refusal={refusal} onClose={() => setRefusal(null)} />}
    </Flex>
  );
}
