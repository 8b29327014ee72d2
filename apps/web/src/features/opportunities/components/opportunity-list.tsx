import { PlusOutlined } from '@ant-design/icons';
import type { Opportunity, OpportunityStage, OpportunityTab, OwnerType } from '@portal/contract';
import { limits, opportunitiesEndpoints, opportunitySortFields, permissions } from '@portal/contract';
import type { TableColumnsType } from 'antd';
import { Button, Card, DatePicker, Flex, Input, Space, Tooltip, Typography } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import type { Dayjs } from 'dayjs';
import type { Key } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { RowAction } from '../../../components/data-grid';
import { DataGrid } from '../../../components/data-grid';
import { ExportButton } from '../../../components/export-button';
import { formatMoney } from '../../../components/format';
import { SearchBox } from '../../../components/search-box';
import { SelectField } from '../../../components/select-field';
import { columnSortOrder, sortFromSorter } from '../../../components/table-sort';
import { useAppState } from '../../../lib/app-state';
import { Can, useCan } from '../../../lib/can';
import { useSession } from '../../../lib/session';
import { useOwnerCandidates } from '../api/get-owner-candidates';
import type { OpportunityFilters } from '../api/opportunity-keys';
import { usePageOpportunities } from '../api/page-opportunities';
import { companyLabel, ownerLabel } from '../utils/labels';
import { useProductLines } from '../../../lib/use-product-lines';
import type { AssignTarget } from './assign-owner-modal';
import { AssignOwnerModal } from './assign-owner-modal';
import { ChangeDistributionModal } from './change-distribution-modal';
import { CreateOpportunityModal } from './create-opportunity-modal';
import { DateTime } from '../../../components/date-time';
import { EditOpportunityModal } from './edit-opportunity-modal';
import { StageTag, useStageOptions } from './stage-tag';

interface SearchValues {
  keyword?: string;
  stage?: OpportunityStage;
  productLineCode?: string;
  salesOwnerId?: number;
  planningOwnerId?: number;
  created?: [Dayjs | null, Dayjs | null] | null;
}

type SortField = (typeof opportunitySortFields)[number];

/** The route of an opportunity's detail and of a report's detail. */
export const opportunityDetailPath = (id: number) => `/business/detail?id=${id}`;
export const reportDetailPath = (id: number) => `/business/oppt-filing/detail?id=${id}`;

/**
 * The opportunities of one tab (all, to assign sales, to assign planning): search, sort, page, select
 * several to assign an owner (opportunity.assign), change distribution, edit, export.
 */
export function OpportunityList({ tab }: { tab: OpportunityTab }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useAppState((s) => s.language);
  const productLines = useProductLines();
  const roles = useSession((s) => s.roles);
  const canAssign = useCan(permissions.opportunityAssign);
  const salesCandidates = useOwnerCandidates('sales', canAssign);
  const planningCandidates = useOwnerCandidates('planning', canAssign);
  const stageOptions = useStageOptions();
  const [filters, setFilters] = useState<OpportunityFilters>({
    tab,
    pageNum: 1,
    pageSize: limits.defaultPageSize,
  });
  const [selected, setSelected] = useState<Opportunity[]>([]);
  const [assignTarget, setAssignTarget] = useState<AssignTarget | null>(null);
  const [changeTarget, setChangeTarget] = useState<Opportunity | null>(null);
  const [editTarget, setEditTarget] = useState<Opportunity | null>(null);
  const [creating, setCreating] = useState(false);
  const isManager = roles.includes('admin') || roles.includes('channel');
  const { data, isFetching } = usePageOpportunities(filters);

  const productLineOptions = productLines.options;

  const search = (values: SearchValues) => {
    const keyword = values.keyword?.trim();
    const [from, to] = values.created ?? [];
    setSelected([]);
    setFilters((current) => ({
      tab,
      pageNum: 1,
      pageSize: current.pageSize,
      sortField: current.sortField,
      sortOrder: current.sortOrder,
      ...(keyword ? { keyword } : {}),
      ...(values.stage ? { stage: values.stage } : {}),
      ...(values.productLineCode ? { productLineCode: values.productLineCode } : {}),
      ...(values.salesOwnerId ? { salesOwnerId: values.salesOwnerId } : {}),
      ...(values.planningOwnerId ? { planningOwnerId: values.planningOwnerId } : {}),
      ...(from ? { createdFrom: from.startOf('day').toISOString() } : {}),
      ...(to ? { createdTo: to.endOf('day').toISOString() } : {}),
    }));
  };

  const sort = (sorter: SorterResult<Opportunity> | SorterResult<Opportunity>[]) =>
    setFilters((current) => {
      const { sortField: _field, sortOrder: _order, ...rest } = current;
      return { ...rest, pageNum: 1, ...sortFromSorter(sorter, opportunitySortFields) };
    });
  const sortOrderOf = (field: SortField) => columnSortOrder(filters, field);

  // The row's buttons are the actions the server listed for it; none is decided here.
  const actions = (row: Opportunity): RowAction[] => [
    { key: 'view', label: t('common.view'), onClick: () => navigate(opportunityDetailPath(row.id)) },
    {
      key: 'changeDistribution',
      label: t('opportunity.action.changeDistribution'),
      hidden: !row.actions.includes('changeDistribution'),
      onClick: () => setChangeTarget(row),
    },
    {
      key: 'edit',
      label: t('common.edit'),
      hidden: !row.actions.includes('edit'),
      onClick: () => setEditTarget(row),
    },
  ];

  const assignAction = (ownerType: OwnerType) => (ownerType === 'sales' ? 'assignSales' : 'assignPlanning');
  const openAssign = (ownerType: OwnerType) =>
    setAssignTarget({
      ownerType,
      opportunities: selected.map((row) => ({ id: row.id, opptNo: row.opptNo, rowVersion: row.rowVersion })),
    });
  const assignButton = (ownerType: OwnerType) => {
    const blocked = selected.some((row) => !row.actions.includes(assignAction(ownerType)));
    const button = (
      <Button
        type="primary"
        disabled={selected.length === 0 || blocked}
        onClick={() => openAssign(ownerType)}
      >
        {ownerType === 'sales' ? t('opportunity.action.assignSales') : t('opportunity.action.assignPlanning')}
      </Button>
    );
    const hint =
      selected.length === 0
        ? t('opportunity.selectFirst')
        : blocked
          ? t('opportunity.assign.someHaveOwner')
          : null;
    return hint ? <Tooltip title={hint}>{button}</Tooltip> : button;
  };

  const columns: TableColumnsType<Opportunity> = [
    {
      key: 'opptNo',
      title: t('opportunity.field.opptNo'),
      sorter: true,
      sortOrder: sortOrderOf('opptNo'),
      render: (_value, row) => <Link to={opportunityDetailPath(row.id)}>{row.opptNo}</Link>,
    },
    { key: 'projectName', dataIndex: 'projectName', title: t('opportunity.field.projectName') },
    { key: 'customerName', dataIndex: 'customerName', title: t('opportunity.field.customerName') },
    {
      key: 'company',
      title: t('opportunity.field.company'),
      render: (_value, row) => companyLabel(row, language),
    },
    {
      key: 'productLine',
      title: t('opportunity.field.productLine'),
      render: (_value, row) => productLines.label(row.productLineCode, row),
    },
    {
      key: 'amount',
      title: t('opportunity.field.amount'),
      align: 'right',
      sorter: true,
      sortOrder: sortOrderOf('amount'),
      render: (_value, row) => (
        <span style={{ whiteSpace: 'nowrap' }}>{`${formatMoney(row.amount)} ${row.currency}`}</span>
      ),
    },
    {
      key: 'stage',
      title: t('opportunity.field.stage'),
      render: (_value, row) => <StageTag stage={row.stage} />,
    },
    {
      key: 'salesOwner',
      title: t('opportunity.field.salesOwner'),
      render: (_value, row) => ownerLabel(row.salesOwnerName, t),
    },
    {
      key: 'planningOwner',
      title: t('opportunity.field.planningOwner'),
      render: (_value, row) => ownerLabel(row.planningOwnerName, t),
    },
    {
      key: 'protectedUntil',
      title: t('opportunity.field.protectedUntil'),
      sorter: true,
      sortOrder: sortOrderOf('protectedUntil'),
      render: (_value, row) => <DateTime value={row.protectedUntil} />,
    },
    {
      key: 'sourceReport',
      title: t('opportunity.field.sourceReport'),
      render: (_value, row) =>
        row.sourceReportId !== null && row.sourceReportNo ? (
          <Link to={reportDetailPath(row.sourceReportId)}>{row.sourceReportNo}</Link>
        ) : (
          <Typography.Text type="secondary">{t('opportunity.field.staffCreated')}</Typography.Text>
        ),
    },
    {
      key: 'createdAt',
      title: t('common.createdAt'),
      sorter: true,
      sortOrder: sortOrderOf('createdAt'),
      render: (_value, row) => <DateTime value={row.createdAt} />,
    },
  ];

  const selectedKeys: Key[] = selected.map((row) => row.id);
  const salesButton = assignButton('sales');
  const planningButton = assignButton('planning');

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <SearchBox<SearchValues>
          loading={isFetching}
          onSearch={search}
          fields={[
            {
              name: 'keyword',
              label: t('common.keyword'),
              span: 6,
              node: <Input allowClear maxLength={200} placeholder={t('opportunity.keywordPlaceholder')} />,
            },
            {
              name: 'stage',
              label: t('opportunity.field.stage'),
              span: 4,
              node: <SelectField options={stageOptions} />,
            },
            {
              name: 'productLineCode',
              label: t('opportunity.field.productLine'),
              span: 5,
              node: <SelectField options={productLineOptions} />,
            },
            {
              name: 'created',
              label: t('opportunity.field.createdRange'),
              span: 9,
              node: <DatePicker.RangePicker style={{ width: '100%' }} />,
            },
            ...(canAssign
              ? [
                  {
                    name: 'salesOwnerId',
                    label: t('opportunity.field.salesOwner'),
                    span: 5,
                    node: (
                      <SelectField
                        searchable
                        options={salesCandidates.data ?? []}
                        valueName="id"
                        labelName="displayName"
                      />
                    ),
                  },
                  {
                    name: 'planningOwnerId',
                    label: t('opportunity.field.planningOwner'),
                    span: 5,
                    node: (
                      <SelectField
                        searchable
                        options={planningCandidates.data ?? []}
                        valueName="id"
                        labelName="displayName"
                      />
                    ),
                  },
                ]
              : []),
          ]}
        />
      </Card>
      <Card size="small">
        <Flex justify="space-between" align="center" style={{ marginBottom: 12 }}>
          <Typography.Text type="secondary" aria-live="polite">
            {selected.length > 0 ? t('opportunity.selectedCount', { count: selected.length }) : null}
          </Typography.Text>
          <Space>
            <Can code={permissions.opportunityAssign}>
              {tab !== 'plan' && salesButton}
              {tab !== 'sales' && planningButton}
            </Can>
            <ExportButton endpoint={opportunitiesEndpoints.exportOpportunities} body={filters} />
            {isManager && (
              <Button icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)}>
                {t('opportunity.create.button')}
              </Button>
            )}
          </Space>
        </Flex>
        <DataGrid<Opportunity>
          rowKey="id"
          showIndex
          loading={isFetching}
          dataSource={data?.list ?? []}
          columns={columns}
          actions={actions}
          size="small"
          rowSelection={
            canAssign
              ? {
                  selectedRowKeys: selectedKeys,
                  preserveSelectedRowKeys: true,
                  onChange: (keys, rows) => {
                    const known = new Map(selected.map((row) => [row.id, row]));
                    for (const row of rows) if (row) known.set(row.id, row);
                    setSelected(keys.map((key) => known.get(Number(key))).filter((row) => row !== undefined));
                  },
                }
              : undefined
          }
          onChange={(_filters, sorter) => sort(sorter)}
          pagination={{
            pageNum: filters.pageNum,
            pageSize: filters.pageSize,
            total: data?.total ?? 0,
            onChange: (pageNum, pageSize) => setFilters((current) => ({ ...current, pageNum, pageSize })),
          }}
        />
      </Card>
      {assignTarget && (
        <AssignOwnerModal
          target={assignTarget}
          onClose={() => setAssignTarget(null)}
          onAssigned={() => {
            setAssignTarget(null);
            setSelected([]);
          }}
        />
      )}
      {changeTarget && (
        <ChangeDistributionModal opportunity={changeTarget} onClose={() => setChangeTarget(null)} />
      )}
      {creating && (
        <CreateOpportunityModal
          onClose={() => setCreating(false)}
          onCreated={(created) => {
            setCreating(false);
            void navigate(opportunityDetailPath(created.id));
          }}
        />
      )}
      {editTarget && <EditOpportunityModal opportunity={editTarget} onClose={() => setEditTarget(null)} />}
    </Flex>
  );
}
