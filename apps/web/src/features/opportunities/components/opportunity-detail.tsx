import type {
  OpportunityAction,
  OpportunityCase,
  OpportunityInfo,
  OpportunityStage,
  OpportunityTimelineEntry,
  OwnerType,
} from '@portal/contract';
import {
  formatRegistrationNumber,
  limits,
  opportunityStages,
  registrationNumberLabelKey,
} from '@portal/contract';
import type { TableColumnsType } from 'antd';
import { Button, Card, Col, Descriptions, Empty, Flex, Row, Skeleton, Space, Tag, Timeline } from 'antd';
import { Typography } from '../../../components/typography';
import type { ReactNode } from 'react';
import { lazy, Suspense, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useProductLines } from '../../../lib/use-product-lines';
import { Link } from 'react-router';
import type { CollapseTreeItem } from '../../../components/collapse-tree';
import { CollapseTree } from '../../../components/collapse-tree';
import { DataGrid } from '../../../components/data-grid';
import { formatMoney } from '../../../components/format';
import { Money } from '../../../components/money';
import { StepsBar } from '../../../components/steps';
import { useAppState } from '../../../lib/app-state';
import { useEquipmentParents } from '../api/get-equipment-parents';
import { useOpportunityInfo } from '../api/get-opportunity-info';
import { useOpportunityCases } from '../api/page-opportunity-cases';
import {
  caseKindKey,
  caseStatusLabel,
  companyLabel,
  emptyIfNull,
  equipmentKindKey,
  ownerLabel,
  stageKey,
} from '../utils/labels';
import type { AssignTarget } from './assign-owner-modal';
import { DateTime } from '../../../components/date-time';
import { StageTag } from './stage-tag';
import { isOneOf } from '../../../lib/narrow';
import { translateKnown } from '../../../lib/message-key';
import { paths } from '../../../config/paths';

// The dialogs (with their forms, date pickers and Ant Design's Modal) load when one opens.
const AssignOwnerModal = lazy(() =>
  import('./assign-owner-modal').then((m) => ({ default: m.AssignOwnerModal })),
);
const ChangeDistributionModal = lazy(() =>
  import('./change-distribution-modal').then((m) => ({ default: m.ChangeDistributionModal })),
);
const EditOpportunityModal = lazy(() =>
  import('./edit-opportunity-modal').then((m) => ({ default: m.EditOpportunityModal })),
);

const progression: OpportunityStage[] = ['design', 'quotation', 'negotiation', 'won'];

/** The stage steps: design → quotation → negotiation → won, the last one "lost" (in red) for a lost opportunity. */
function StageSteps({
  stage,
  timeline,
  t,
}: {
  stage: OpportunityStage;
  timeline: OpportunityTimelineEntry[];
  t: TFunction;
}) {
  if (stage !== 'lost') {
    const current = progression.indexOf(stage);
    return (
      <StepsBar
        current={current}
        items={progression.map((step, index) => ({
          title: t(stageKey(step)),
          status: index < current || stage === 'won' ? 'finish' : index === current ? 'process' : 'wait',
        }))}
      />
    );
  }
  // Lost: the steps reached before it, then lost.
  const lostFrom = [...timeline]
    .reverse()
    .find((entry) => entry.action === 'stage' && entry.toState === 'lost');
  const lostAt = lostFrom?.fromState ?? 'design';
  const reached = Math.max(0, isOneOf(progression, lostAt) ? progression.indexOf(lostAt) : -1);
  const steps = [...progression.slice(0, reached + 1), 'lost' as const];
  return (
    <StepsBar
      current={steps.length - 1}
      items={steps.map((step, index) => ({
        title: t(stageKey(step)),
        status: index === steps.length - 1 ? 'error' : 'finish',
      }))}
    />
  );
}

/** One timeline entry: what happened, from what to what, who, when and why. */
function timelineItem(entry: OpportunityTimelineEntry, t: TFunction, exists: (key: string) => boolean) {
  const label = translateKnown(t, `opportunity.audit.${entry.action}`, entry.action, { exists });
  const stateText = (value: string | null, name: string | null) => {
    if (name) return name;
    if (isOneOf(opportunityStages, value)) return t(stageKey(value));
    return value;
  };
  const from = stateText(entry.fromState, entry.fromName);
  const to = stateText(entry.toState, entry.toName);
  const change =
    entry.action === 'update' || entry.action === 'create'
      ? null
      : from && to
        ? t('opportunity.timeline.fromTo', { from, to })
        : to;
  return {
    key: entry.id,
    title: <DateTime value={entry.createdAt} />,
    content: (
      <Flex vertical gap={2}>
        <Typography.Text strong>{label}</Typography.Text>
        {change && <Typography.Text>{change}</Typography.Text>}
        {entry.comment && <Typography.Text type="secondary">{entry.comment}</Typography.Text>}
        {entry.actorName && (
          <Typography.Text type="secondary">
            {t('opportunity.timeline.by', { name: entry.actorName })}
          </Typography.Text>
        )}
      </Flex>
    ),
  };
}

/**
 * An opportunity: its fields, owners, stage, equipment, cases and timeline, with the actions the server listed;
 * `solutions`, composed by the page, shows what is designed for it.
 */
export function OpportunityDetail({
  id,
  solutions,
  group,
}: {
  id: number;
  solutions?: ReactNode;
  /** The opportunity's project group, composed by the page. */
  group?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const language = useAppState((s) => s.language);
  const info = useOpportunityInfo(id);
  const equipment = useEquipmentParents(id);
  const [casePage, setCasePage] = useState<{ pageNum: number; pageSize: number }>({
    pageNum: 1,
    pageSize: limits.defaultPageSize,
  });
  const cases = useOpportunityCases(id, casePage.pageNum, casePage.pageSize);
  const [assignTarget, setAssignTarget] = useState<AssignTarget | null>(null);
  const [changeType, setChangeType] = useState<OwnerType | null>(null);
  const [editing, setEditing] = useState(false);
  const exists = (key: string) => i18n.exists(key);
  const productLines = useProductLines();

  if (info.isPending) return <Skeleton active />;
  if (!info.data) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('widget.empty')} />;
  const o: OpportunityInfo = info.data;
  const can = (action: OpportunityAction) => o.actions.includes(action);

  const ownerItem = (ownerType: OwnerType) => {
    const name = ownerType === 'sales' ? o.salesOwnerName : o.planningOwnerName;
    const canAssign = can(ownerType === 'sales' ? 'assignSales' : 'assignPlanning');
    const canChange = can(ownerType === 'sales' ? 'changeSales' : 'changePlanning');
    const label =
      ownerType === 'sales' ? t('opportunity.field.salesOwner') : t('opportunity.field.planningOwner');
    return {
      key: ownerType,
      label,
      children: (
        <Space>
          <span>{ownerLabel(name, t)}</span>
          {canAssign && (
            <Button
              size="small"
              aria-label={`${t('opportunity.detail.assign')} ${label}`}
              onClick={() =>
                setAssignTarget({
                  ownerType,
                  opportunities: [{ id: o.id, opptNo: o.opptNo, rowVersion: o.rowVersion }],
                })
              }
            >
              {t('opportunity.detail.assign')}
            </Button>
          )}
          {canChange && (
            <Button
              size="small"
              aria-label={`${t('opportunity.detail.change')} ${label}`}
              onClick={() => setChangeType(ownerType)}
            >
              {t('opportunity.detail.change')}
            </Button>
          )}
        </Space>
      ),
    };
  };

  const equipmentItems: CollapseTreeItem[] = (equipment.data ?? []).map((parent) => ({
    key: parent.key,
    title: t('opportunity.equipment.group', {
      productLine: productLines.label(parent.productLineCode, parent),
      kind: t(equipmentKindKey(parent.kind)),
      quantity: parent.quantity,
    }),
    children: parent.children.map((line) => ({
      key: `${parent.key}:${line.id}`,
      title: (
        <Space>
          <span>{t('opportunity.equipment.line', { model: line.model, quantity: line.quantity })}</span>
          {line.description && <Typography.Text type="secondary">{line.description}</Typography.Text>}
        </Space>
      ),
    })),
  }));

  const caseColumns: TableColumnsType<OpportunityCase> = [
    { key: 'caseNo', dataIndex: 'caseNo', title: t('opportunity.case.caseNo') },
    {
      key: 'kind',
      title: t('opportunity.case.kind'),
      render: (_v, row) => <Tag>{t(caseKindKey(row.kind))}</Tag>,
    },
    { key: 'title', dataIndex: 'title', title: t('opportunity.case.title') },
    { key: 'status', title: t('common.status'), render: (_v, row) => caseStatusLabel(row.status, t, exists) },
    {
      key: 'amount',
      title: t('opportunity.field.amount'),
      align: 'right',
      render: (_v, row) => formatMoney(row.amount),
    },
    {
      key: 'createdAt',
      title: t('common.createdAt'),
      render: (_v, row) => <DateTime value={row.createdAt} />,
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Card
        size="small"
        title={
          <Space>
            <span>{o.opptNo}</span>
            <StageTag stage={o.stage} />
          </Space>
        }
        extra={
          can('edit') && (
            <Button type="primary" onClick={() => setEditing(true)}>
              {t('common.edit')}
            </Button>
          )
        }
      >
        <Flex vertical gap={16}>
          <StageSteps stage={o.stage} timeline={o.timeline} t={t} />
          <Descriptions
            size="small"
            column={3}
            items={[
              { key: 'projectName', label: t('opportunity.field.projectName'), children: o.projectName },
              { key: 'customerName', label: t('opportunity.field.customerName'), children: o.customerName },
              {
                key: 'customerCreditCode',
                label: t(registrationNumberLabelKey(o.customerCountry)),
                children: emptyIfNull(
                  o.customerCreditCode && formatRegistrationNumber(o.customerCountry, o.customerCreditCode),
                ),
              },
              { key: 'company', label: t('opportunity.field.company'), children: companyLabel(o, language) },
              {
                key: 'productLine',
                label: t('opportunity.field.productLine'),
                children: productLines.label(o.productLineCode, o),
              },
              {
                key: 'amount',
                label: t('opportunity.field.amount'),
                children: <Money value={o.amount} currency={o.currency} />,
              },
              {
                key: 'expectedCloseDate',
                label: t('opportunity.field.expectedCloseDate'),
                children: <DateTime value={o.expectedCloseDate} date />,
              },
              {
                key: 'protectedUntil',
                label: t('opportunity.field.protectedUntil'),
                children: <DateTime value={o.protectedUntil} />,
              },
              {
                key: 'sourceReport',
                label: t('opportunity.field.sourceReport'),
                children:
                  o.sourceReportId !== null && o.sourceReportNo ? (
                    <Link
                      to={paths.reportDetail(o.sourceReportId)}
                      aria-label={t('opportunity.detail.openReport', { reportNo: o.sourceReportNo })}
                    >
                      {o.sourceReportNo}
                    </Link>
                  ) : (
                    t('opportunity.field.staffCreated')
                  ),
              },
              {
                key: 'createdBy',
                label: t('opportunity.field.createdBy'),
                children: emptyIfNull(o.createdByName),
              },
              { key: 'createdAt', label: t('common.createdAt'), children: <DateTime value={o.createdAt} /> },
              { key: 'updatedAt', label: t('common.updatedAt'), children: <DateTime value={o.updatedAt} /> },
            ]}
          />
        </Flex>
      </Card>
      <Card size="small" title={t('opportunity.detail.owners')}>
        <Descriptions size="small" column={2} items={[ownerItem('sales'), ownerItem('planning')]} />
      </Card>
      <Row gutter={16}>
        <Col span={10}>
          <Card size="small" title={t('opportunity.detail.equipment')} loading={equipment.isPending}>
            {equipmentItems.length > 0 ? (
              <CollapseTree items={equipmentItems} label={t('opportunity.detail.equipment')} />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('opportunity.detail.noEquipment')} />
            )}
          </Card>
        </Col>
        <Col span={14}>
          <Card
            size="small"
            title={t('opportunity.detail.timeline')}
            styles={{ body: { maxHeight: 420, overflow: 'auto' } }}
          >
            {o.timeline.length > 0 ? (
              <Timeline items={o.timeline.map((entry) => timelineItem(entry, t, exists))} />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('opportunity.detail.noTimeline')} />
            )}
          </Card>
        </Col>
      </Row>
      <Card
        size="small"
        title={t('opportunity.detail.cases')}
        extra={
          <Typography.Text type="secondary">
            {t('opportunity.detail.caseCounts', o.caseCounts)}
          </Typography.Text>
        }
      >
        <DataGrid<OpportunityCase>
          rowKey="id"
          size="small"
          loading={cases.isFetching}
          dataSource={cases.data?.list ?? []}
          columns={caseColumns}
          pagination={{
            pageNum: casePage.pageNum,
            pageSize: casePage.pageSize,
            total: cases.data?.total ?? 0,
            onChange: (pageNum, pageSize) => setCasePage({ pageNum, pageSize }),
          }}
        />
      </Card>
      {solutions}
      {group}
      <Suspense fallback={null}>
        {assignTarget && (
          <AssignOwnerModal
            target={assignTarget}
            onClose={() => setAssignTarget(null)}
            onAssigned={() => setAssignTarget(null)}
          />
        )}
        {changeType && (
          <ChangeDistributionModal
            opportunity={o}
            initialOwnerType={changeType}
            onClose={() => setChangeType(null)}
          />
        )}
        {editing && <EditOpportunityModal opportunity={o} onClose={() => setEditing(false)} />}
      </Suspense>
    </Flex>
  );
}
