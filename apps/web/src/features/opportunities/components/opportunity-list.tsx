import { PlusOutlined } from '@ant-design/icons';
import type { Opportunity, OpportunityTab, OwnerType } from '@portal/contract';
import { pageOpportunitiesBodySchema, permissions, opportunitiesExportEndpoints } from '@portal/contract';
import { Button, Tooltip } from 'antd';
import { SecondaryText } from '../../../components/secondary-text';
import type { Key } from 'react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { RowAction } from '../../../components/data-grid';
import { ExportButton } from '../../../components/export-button';
import { Money } from '../../../components/money';
import { defineList } from '../../../components/list-kit/list-definition';
import { ListScreen } from '../../../components/list-kit/list-screen';
import { useList } from '../../../components/list-kit/use-list';
import { useAppState } from '../../../lib/app-state';
import { Can, useCan } from '../../../lib/can';
import { useSession } from '../../../lib/session';
import { useOwnerCandidates } from '../api/get-owner-candidates';
import { usePageOpportunities } from '../api/page-opportunities';
import { companyLabel, ownerLabel } from '../utils/labels';
import { useCodeOptions } from '../../../lib/use-code-options';
import { useProductLines } from '../../../lib/use-product-lines';
import type { AssignTarget } from './assign-owner-modal';
import { StageTag, useStageOptions } from './stage-tag';
import { paths } from '../../../config/paths';

// The dialogs (with their forms, date pickers and Ant Design's Modal) load when one opens.
const AssignOwnerModal = lazy(() =>
  import('./assign-owner-modal').then((m) => ({ default: m.AssignOwnerModal })),
);
const ChangeDistributionModal = lazy(() =>
  import('./change-distribution-modal').then((m) => ({ default: m.ChangeDistributionModal })),
);
const CreateOpportunityModal = lazy(() =>
  import('./create-opportunity-modal').then((m) => ({ default: m.CreateOpportunityModal })),
);
const EditOpportunityModal = lazy(() =>
  import('./edit-opportunity-modal').then((m) => ({ default: m.EditOpportunityModal })),
);

/** The route of an opportunity's detail and of a report's detail. */

/**
 * The opportunities of one tab (all, to assign sales, to assign planning): search, sort, page, select
 * several to assign an owner (opportunity.assign), change distribution, edit, export. The tab is fixed (its
 * own route); the filters, sort and page live in the URL.
 */
export function OpportunityList({ tab }: { tab: OpportunityTab }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useAppState((s) => s.language);
  const productLines = useProductLines();
  const regions = useCodeOptions('REGION');
  const roles = useSession((s) => s.roles);
  const canAssign = useCan(permissions.opportunityAssign);
  const salesCandidates = useOwnerCandidates('sales', canAssign);
  const planningCandidates = useOwnerCandidates('planning', canAssign);
  const stageOptions = useStageOptions();
  const [selected, setSelected] = useState<Opportunity[]>([]);
  const [assignTarget, setAssignTarget] = useState<AssignTarget | null>(null);
  const [changeTarget, setChangeTarget] = useState<Opportunity | null>(null);
  const [editTarget, setEditTarget] = useState<Opportunity | null>(null);
  const [creating, setCreating] = useState(false);
  const isManager = roles.includes('admin') || roles.includes('channel');
  const productLineOptions = productLines.options;
  const ownerOptions = (candidates: readonly { id: number; displayName: string }[] | undefined) =>
    (candidates ?? []).map((candidate) => ({ value: candidate.id, label: candidate.displayName }));

  const tabList = useList(
    defineList<typeof pageOpportunitiesBodySchema, Opportunity>({
      name: 'opportunities',
      schema: pageOpportunitiesBodySchema,
      columns: [
        {
          key: 'opptNo',
          title: 'opportunity.field.opptNo',
          kind: 'code',
          sortField: 'opptNo',
          render: (row) => <Link to={paths.opportunityDetail(row.id)}>{row.opptNo}</Link>,
        },
        {
          key: 'stage',
          title: 'opportunity.field.stage',
          kind: 'status',
          samples: stageOptions.map((stage) => stage.label),
          render: (row) => <StageTag stage={row.stage} />,
        },
        {
          key: 'projectName',
          title: 'opportunity.field.projectName',
          kind: 'name',
          dataIndex: 'projectName',
        },
        {
          key: 'customerName',
          optional: true,
          title: 'opportunity.field.customerName',
          kind: 'name',
          dataIndex: 'customerName',
        },
        {
          key: 'company',
          optional: true,
          title: 'opportunity.field.company',
          kind: 'name',
          render: (row) => companyLabel(row, language),
        },
        {
          key: 'productLine',
          optional: true,
          title: 'opportunity.field.productLine',
          kind: 'text',
          render: (row) => productLines.label(row.productLineCode, row),
        },
        {
          key: 'amount',
          optional: true,
          title: 'opportunity.field.amount',
          kind: 'amount',
          sortField: 'amount',
          render: (row) => <Money value={row.amount} currency={row.currency} />,
        },
        {
          key: 'salesOwner',
          optional: true,
          title: 'opportunity.field.salesOwner',
          kind: 'name',
          render: (row) => ownerLabel(row.salesOwnerName, t),
        },
        {
          key: 'planningOwner',
          optional: true,
          title: 'opportunity.field.planningOwner',
          kind: 'name',
          render: (row) => ownerLabel(row.planningOwnerName, t),
        },
        {
          key: 'protectedUntil',
          optional: true,
          title: 'opportunity.field.protectedUntil',
          kind: 'date-time',
          sortField: 'protectedUntil',
          dataIndex: 'protectedUntil',
        },
        {
          key: 'sourceReport',
          optional: true,
          title: 'opportunity.field.sourceReport',
          kind: 'code',
          samples: [t('opportunity.field.staffCreated')],
          render: (row) =>
            row.sourceReportId !== null && row.sourceReportNo ? (
              <Link to={paths.reportDetail(row.sourceReportId)}>{row.sourceReportNo}</Link>
            ) : (
              <SecondaryText>{t('opportunity.field.staffCreated')}</SecondaryText>
            ),
        },
        {
          key: 'createdAt',
          optional: true,
          title: 'common.createdAt',
          kind: 'date-time',
          sortField: 'createdAt',
          dataIndex: 'createdAt',
        },
      ],
      filters: [
        {
          name: 'keyword',
          label: 'common.keyword',
          control: { kind: 'text', placeholder: t('opportunity.keywordPlaceholder') },
        },
        {
          name: 'stage',
          label: 'opportunity.field.stage',
          control: { kind: 'select', options: stageOptions },
        },
        {
          name: 'productLineCode',
          label: 'opportunity.field.productLine',
          control: { kind: 'select', options: productLineOptions },
          span: 5,
        },
        {
          name: 'createdFrom',
          label: 'opportunity.field.createdRange',
          control: { kind: 'dateRange', to: 'createdTo' },
          span: 9,
        },
        {
          name: 'salesOwnerId',
          label: 'opportunity.field.salesOwner',
          control: { kind: 'select', options: ownerOptions(salesCandidates.data), searchable: true },
          span: 5,
          hidden: !canAssign,
        },
        {
          name: 'planningOwnerId',
          label: 'opportunity.field.planningOwner',
          control: { kind: 'select', options: ownerOptions(planningCandidates.data), searchable: true },
          span: 5,
          hidden: !canAssign,
        },
        {
          name: 'region',
          label: 'opportunity.field.partnerRegion',
          control: { kind: 'select', options: regions.options },
          span: 5,
        },
      ],
    }),
    { tab },
  );
  // A new search starts with nothing selected.
  const list = {
    ...tabList,
    search: (values: Parameters<typeof tabList.search>[0]) => {
      setSelected([]);
      tabList.search(values);
    },
  };
  const page = usePageOpportunities(list.query);

  // The row's buttons are the actions the server listed for it; none is decided here.
  const actions = (row: Opportunity): RowAction[] => [
    { key: 'view', label: t('common.view'), onClick: () => navigate(paths.opportunityDetail(row.id)) },
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

  const selectedKeys: Key[] = selected.map((row) => row.id);
  const salesButton = assignButton('sales');
  const planningButton = assignButton('planning');

  return (
    <>
      <ListScreen
        list={list}
        page={page}
        rowKey="id"
        actions={actions}
        toolbar={
          <>
            <SecondaryText aria-live="polite">
              {selected.length > 0 ? t('opportunity.selectedCount', { count: selected.length }) : null}
            </SecondaryText>
            <Can code={permissions.opportunityAssign}>
              {tab !== 'plan' && salesButton}
              {tab !== 'sales' && planningButton}
            </Can>
            <ExportButton
              endpoint={opportunitiesExportEndpoints.exportOpportunities}
              body={list.exportFilter}
            />
            {isManager && (
              <Button icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)}>
                {t('opportunity.create.button')}
              </Button>
            )}
          </>
        }
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
      />
      <Suspense fallback={null}>
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
              void navigate(paths.opportunityDetail(created.id));
            }}
          />
        )}
        {editTarget && <EditOpportunityModal opportunity={editTarget} onClose={() => setEditTarget(null)} />}
      </Suspense>
    </>
  );
}
