import type {
  ProcessAction,
  ProcessInfo,
  ProcessKind,
  ProcessStepStatus,
  ProcessTaskStatus,
} from '@portal/contract';
import { formats, processActions } from '@portal/contract';
import { Button, Card, Descriptions, Empty, Flex, List, Space, Spin, Tag, Timeline } from 'antd';
import { Typography } from '../../../components/typography';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import type { StatusTone } from '../../../lib/theme';
import { toneColor } from '../../../lib/theme';
import { DateTime } from '../../../components/date-time';
import { useProcessInfo } from '../api/process-api';
import { ProcessActionModal } from './process-action-modal';
import { ProcessStatusTag } from './process-status-tag';

const stepTones: Record<ProcessStepStatus, StatusTone> = {
  waiting: 'neutral',
  active: 'processing',
  approved: 'success',
  rejected: 'error',
  returned: 'warning',
  skipped: 'neutral',
  cancelled: 'neutral',
};

const taskTones: Record<ProcessTaskStatus, StatusTone> = {
  pending: 'pending',
  approved: 'success',
  rejected: 'error',
  returned: 'warning',
  transferred: 'transit',
  escalated: 'transit',
  cancelled: 'neutral',
};

/** The subject's own screen: a report's detail, a planning quotation's editor, a solution's design. */
const subjectScreens: Record<ProcessKind, (id: number) => string> = {
  opportunityReport: paths.reportDetail,
  planningQuotation: paths.quotationDetail,
  solution: paths.solutionDesign,
  partnerTimesheet: paths.timesheet,
  staffTimesheet: paths.timesheet,
  trainingRegistration: paths.trainingRegistration,
};

export const subjectPath = (process: Pick<ProcessInfo, 'kind' | 'subjectId'>) =>
  subjectScreens[process.kind](process.subjectId);

/** "X for Y" when a delegate holds the task or acted for the approver. */
function useActor() {
  const { t } = useTranslation();
  return (actor: string | null, onBehalfOf: string | null) => {
    const name = actor ?? t('processCentre.detail.system');
    return onBehalfOf ? t('process.actedFor', { actor: name, approver: onBehalfOf }) : name;
  };
}

/**
 * One process: the subject's summary with a link to its own screen, the steps of the current round with
 * their approvers, the whole history with its comments, and exactly the actions the server lists for the
 * reader, each confirmed in a dialog; after an action the process and the lists are read again.
 */
export function ProcessDetail({
  id,
  subjectSummary,
}: {
  id: number;
  /** What is being approved, read from its own slice (the page composes it): amounts, discounts, lines. */
  subjectSummary?: (process: ProcessInfo) => ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const actor = useActor();
  const { data: process, isPending, isError } = useProcessInfo(id);
  const [acting, setActing] = useState<ProcessAction | null>(null);

  if (isPending)
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin />
      </Flex>
    );
  if (isError || !process)
    return (
      <Empty description={t('processCentre.detail.notFound')}>
        <Button onClick={() => void navigate(paths.processCentre)}>{t('processCentre.action.back')}</Button>
      </Empty>
    );

  // In the contract's order; approve is the primary one, reject and close are marked dangerous.
  const listed = processActions.filter((action) => process.actions.includes(action));

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Space>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('processCentre.detail.title', { no: process.subjectNo })}
          </Typography.Title>
          <ProcessStatusTag status={process.status} outcome={process.outcome} />
        </Space>
        <Space wrap>
          <Button onClick={() => void navigate(-1)}>{t('processCentre.action.back')}</Button>
          {listed.map((action) => (
            <Button
              key={action}
              type={action === 'approve' ? 'primary' : 'default'}
              danger={action === 'reject' || action === 'close'}
              onClick={() => setActing(action)}
            >
              {t(`process.action.${action}`)}
            </Button>
          ))}
        </Space>
      </Flex>

      <Card
        size="small"
        title={t('processCentre.detail.subject')}
        extra={<Link to={subjectPath(process)}>{t(`processCentre.detail.open.${process.kind}`)}</Link>}
      >
        {/* Labels on one line: English ones would otherwise wrap in three columns at 1366 wide. */}
        <Descriptions size="small" column={3} bordered styles={{ label: { whiteSpace: 'nowrap' } }}>
          <Descriptions.Item label={t('processCentre.field.kind')}>
            {t(`process.kind.${process.kind}`)}
          </Descriptions.Item>
          <Descriptions.Item label={t('processCentre.field.subjectNo')}>
            <Link to={subjectPath(process)}>{process.subjectNo}</Link>
          </Descriptions.Item>
          <Descriptions.Item label={t('processCentre.field.title')}>{process.title}</Descriptions.Item>
          <Descriptions.Item label={t('processCentre.field.submitter')}>
            {process.submitterName}
          </Descriptions.Item>
          <Descriptions.Item label={t('processCentre.field.startedAt')}>
            <DateTime value={process.startedAt} />
          </Descriptions.Item>
          <Descriptions.Item label={t('processCentre.field.finishedAt')}>
            <DateTime value={process.finishedAt} />
          </Descriptions.Item>
          <Descriptions.Item label={t('processCentre.field.step')}>
            {process.stepName ?? formats.emptyPlaceholder}
          </Descriptions.Item>
          <Descriptions.Item label={t('processCentre.field.dueAt')}>
            <DateTime value={process.dueAt} />
          </Descriptions.Item>
          <Descriptions.Item label={t('processCentre.field.version')}>
            {`v${process.definitionVersion} · ${t('processCentre.detail.roundLabel', { round: process.round })}`}
          </Descriptions.Item>
        </Descriptions>
        {subjectSummary ? <div style={{ marginTop: 12 }}>{subjectSummary(process)}</div> : null}
      </Card>

      <Card size="small" title={t('processCentre.detail.steps')}>
        <List
          size="small"
          dataSource={process.steps}
          data-testid="process-steps"
          renderItem={(step) => (
            <List.Item>
              <Flex vertical gap={4} style={{ width: '100%' }}>
                <Space wrap>
                  <Typography.Text strong>{`${step.index + 1}. ${step.name}`}</Typography.Text>
                  <Tag color={toneColor(stepTones[step.status])}>
                    {t(`processCentre.stepStatus.${step.status}`)}
                  </Tag>
                  <Typography.Text type="secondary">{t(`processCentre.mode.${step.mode}`)}</Typography.Text>
                </Space>
                {step.tasks.length === 0 ? (
                  <Typography.Text type="secondary">{t('processCentre.detail.noApprover')}</Typography.Text>
                ) : (
                  <Space wrap size={[16, 4]}>
                    {step.tasks.map((task) => (
                      <Space key={task.id} size={4}>
                        <Typography.Text>{actor(task.assigneeName, task.onBehalfOfName)}</Typography.Text>
                        <Tag color={toneColor(taskTones[task.status])}>
                          {t(`processCentre.taskStatus.${task.status}`)}
                        </Tag>
                        {task.actedAt ? (
                          <Typography.Text type="secondary">
                            <DateTime value={task.actedAt} />
                          </Typography.Text>
                        ) : null}
                      </Space>
                    ))}
                  </Space>
                )}
              </Flex>
            </List.Item>
          )}
        />
      </Card>

      <Card size="small" title={t('processCentre.detail.history')}>
        {process.history.length === 0 ? (
          <Typography.Text type="secondary">{t('processCentre.detail.noHistory')}</Typography.Text>
        ) : (
          <Timeline
            data-testid="process-history"
            items={process.history.map((entry) => ({
              key: entry.id,
              content: (
                <Flex vertical>
                  <Typography.Text strong>
                    {entry.action === 'escalate'
                      ? // The deadline job moved an overdue task: from its approver to the escalation's.
                        `${t('process.action.escalate')} · ${actor(null, null)} · ${t('processCentre.detail.escalatedTo', { from: entry.onBehalfOfName ?? '--', name: entry.targetName ?? '--' })}`
                      : `${t(`process.action.${entry.action}`)} · ${actor(entry.actorName, entry.onBehalfOfName)}${
                          entry.targetName
                            ? ` · ${t('processCentre.detail.transferredTo', { name: entry.targetName })}`
                            : ''
                        }`}
                  </Typography.Text>
                  <Typography.Text type="secondary">
                    <DateTime value={entry.createdAt} />
                  </Typography.Text>
                  {entry.comment ? (
                    <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{entry.comment}</Typography.Text>
                  ) : null}
                </Flex>
              ),
            }))}
          />
        )}
      </Card>

      {acting ? (
        <ProcessActionModal process={process} action={acting} onClose={() => setActing(null)} />
      ) : null}
    </Flex>
  );
}
