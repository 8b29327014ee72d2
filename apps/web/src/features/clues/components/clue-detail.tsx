import type { ClueInfo } from '@portal/contract';
import { formats } from '@portal/contract';
import {
  Button,
  Card,
  Descriptions,
  Empty,
  Flex,
  Form,
  List,
  Popconfirm,
  Result,
  Space,
  Spin,
  Timeline,
} from 'antd';
import { Typography } from '../../../components/typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useAppState } from '../../../lib/app-state';
import { notify } from '../../../lib/notify';
import { useAddClueFollowUp } from '../api/add-clue-follow-up';
import { useClueInfo } from '../api/get-clue-info';
import { useClueCodes, useClueLabels } from '../hooks/use-clue-options';
import { useCluePartnerActions } from './clue-partner-actions';
import { clueCompany } from './clue-company';
import { ClueStatusTag } from './clue-status-tag';
import { DateTime } from '../../../components/date-time';
import type { FollowUpValues } from './follow-up-form';
import { FollowUpForm, toFollowUpBody } from './follow-up-form';
import { useCloseClue } from '../api/close-clue';
import { ignoreReported } from '../../../lib/request';
import { translateKnown } from '../../../lib/message-key';
import { paths } from '../../../config/paths';
import { ReasonModal } from './reason-modal';

// The edit drawer and the assign dialog load when one opens.
const ClueFormDrawer = lazy(() => import('./clue-form-drawer').then((m) => ({ default: m.ClueFormDrawer })));
const AssignCluesModal = lazy(() =>
  import('./assign-clues-modal').then((m) => ({ default: m.AssignCluesModal })),
);

const statusKey = (state: string | null) => (state ? `clue.status.${state}` : null);

/** The fields of a clue. */
function ClueFields({ clue }: { clue: ClueInfo }) {
  const { t } = useTranslation();
  const language = useAppState((s) => s.language);
  const labels = useClueLabels();
  const codes = useClueCodes();
  const empty = formats.emptyPlaceholder;
  return (
    <Descriptions size="small" column={3} bordered>
      <Descriptions.Item label={t('clue.field.clueNo')}>{clue.clueNo}</Descriptions.Item>
      <Descriptions.Item label={t('clue.field.status')}>
        <ClueStatusTag status={clue.status} />
      </Descriptions.Item>
      <Descriptions.Item label={t('clue.field.source')}>{labels.source(clue.source)}</Descriptions.Item>
      <Descriptions.Item label={t('clue.field.customerName')}>{clue.customerName}</Descriptions.Item>
      <Descriptions.Item label={t('clue.field.customerCreditCode')}>
        {clue.customerCreditCode ?? empty}
      </Descriptions.Item>
      <Descriptions.Item label={t('clue.field.productLineCode')}>
        {codes.productLines.label(clue.productLineCode)}
      </Descriptions.Item>
      <Descriptions.Item label={t('clue.field.contactName')}>{clue.contactName ?? empty}</Descriptions.Item>
      <Descriptions.Item label={t('clue.field.contactPhone')}>{clue.contactPhone ?? empty}</Descriptions.Item>
      <Descriptions.Item label={t('clue.field.contactEmail')}>{clue.contactEmail ?? empty}</Descriptions.Item>
      <Descriptions.Item label={t('clue.field.region')}>{codes.regions.label(clue.region)}</Descriptions.Item>
      <Descriptions.Item label={t('clue.field.company')}>{clueCompany(clue, language)}</Descriptions.Item>
      <Descriptions.Item label={t('clue.field.assignee')}>{clue.assigneeName ?? empty}</Descriptions.Item>
      <Descriptions.Item label={t('clue.field.assignedAt')}>
        <DateTime value={clue.assignedAt} />
      </Descriptions.Item>
      <Descriptions.Item label={t('clue.field.createdBy')}>{clue.createdByName ?? empty}</Descriptions.Item>
      <Descriptions.Item label={t('common.createdAt')}>
        <DateTime value={clue.createdAt} />
      </Descriptions.Item>
      {clue.closeReason && (
        <Descriptions.Item label={t('clue.field.closeReason')} span={3}>
          {clue.closeReason}
        </Descriptions.Item>
      )}
      {clue.convertedReportId !== null && (
        <Descriptions.Item label={t('clue.field.convertedReport')} span={3}>
          <Link to={paths.reportDetail(clue.convertedReportId)}>
            {clue.convertedReportNo ?? clue.convertedReportId}
          </Link>
        </Descriptions.Item>
      )}
      <Descriptions.Item label={t('clue.field.description')} span={3}>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
          {clue.description ?? empty}
        </Typography.Paragraph>
      </Descriptions.Item>
    </Descriptions>
  );
}

/** Follow-ups, newest first, and (when the server lists the action) the form to add one. */
function FollowUps({ clue, canAdd }: { clue: ClueInfo; canAdd: boolean }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FollowUpValues>();
  const add = useAddClueFollowUp();
  const submit = async (values: FollowUpValues) => {
    try {
      await add.mutateAsync(toFollowUpBody(clue, values));
      notify.success(t('clue.followUpAdded'));
      form.resetFields();
    } catch (error) {
      // Shown by the request module.
      ignoreReported(error);
    }
  };
  return (
    <Card size="small" title={t('clue.detail.followUps')}>
      {canAdd && (
        <>
          <FollowUpForm form={form} onFinish={submit} />
          <Flex justify="flex-end" style={{ marginBottom: 16 }}>
            <Button type="primary" loading={add.isPending} onClick={() => form.submit()}>
              {t('clue.followUpAdd')}
            </Button>
          </Flex>
        </>
      )}
      {clue.followUps.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('clue.detail.noFollowUps')} />
      ) : (
        <List
          dataSource={clue.followUps}
          rowKey="id"
          renderItem={(item) => (
            <List.Item>
              <Flex vertical gap={4} style={{ width: '100%' }}>
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
                  {item.content}
                </Typography.Paragraph>
                <Typography.Text type="secondary">
                  {item.userName} · <DateTime value={item.createdAt} />
                  {item.nextFollowUpDate && ` · ${t('clue.detail.next', { date: item.nextFollowUpDate })}`}
                </Typography.Text>
              </Flex>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}

/** Who changed what, when. */
function History({ clue }: { clue: ClueInfo }) {
  const { t } = useTranslation();
  if (clue.timeline.length === 0)
    return (
      <Card size="small" title={t('clue.detail.timeline')}>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('clue.detail.noTimeline')} />
      </Card>
    );
  return (
    <Card size="small" title={t('clue.detail.timeline')}>
      <Timeline
        items={clue.timeline.map((entry) => {
          const from = statusKey(entry.fromState);
          const to = statusKey(entry.toState);
          return {
            key: entry.id,
            children: (
              <Flex vertical gap={2}>
                <Typography.Text strong>
                  {translateKnown(t, `clue.action.${entry.action}`)}
                  {to &&
                    from !== to &&
                    ` · ${from ? `${translateKnown(t, from)} → ` : ''}${translateKnown(t, to)}`}
                </Typography.Text>
                <Typography.Text type="secondary">
                  {entry.actorName ?? formats.emptyPlaceholder} · <DateTime value={entry.createdAt} />
                </Typography.Text>
                {entry.comment && (
                  <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{entry.comment}</Typography.Text>
                )}
              </Flex>
            ),
          };
        })}
      />
    </Card>
  );
}

/** Staff's actions on a clue (edit, assign, close): those the server lists in its `actions`. */
function StaffActions({ clue }: { clue: ClueInfo }) {
  const { t } = useTranslation();
  const close = useCloseClue();
  const [editing, setEditing] = useState(false);
  const [assigning, setAssigning] = useState(false);
  const [closing, setClosing] = useState(false);
  const may = {
    edit: clue.actions.includes('edit'),
    assign: clue.actions.includes('assign'),
    close: clue.actions.includes('close'),
  };
  if (!may.edit && !may.assign && !may.close) return null;
  return (
    <Space wrap>
      {may.edit && <Button onClick={() => setEditing(true)}>{t('common.edit')}</Button>}
      {may.assign && (
        <Button type="primary" onClick={() => setAssigning(true)}>
          {t('clue.assignSelected')}
        </Button>
      )}
      {may.close && (
        <Button danger onClick={() => setClosing(true)}>
          {t('clue.close')}
        </Button>
      )}
      <Suspense fallback={null}>
        {editing && (
          <ClueFormDrawer target={{ mode: 'edit', id: clue.id }} onClose={() => setEditing(false)} />
        )}
        {assigning && (
          <AssignCluesModal ids={[clue.id]} onDone={() => {}} onClose={() => setAssigning(false)} />
        )}
        {closing && (
          <ReasonModal
            title={t('clue.closeTitle', { clueNo: clue.clueNo })}
            okText={t('clue.close')}
            danger
            onSubmit={async (reason) => {
              await close.mutateAsync({ id: clue.id, rowVersion: clue.rowVersion, reason });
              notify.success(t('clue.closed', { clueNo: clue.clueNo }));
            }}
            onClose={() => setClosing(false)}
          />
        )}
      </Suspense>
    </Space>
  );
}

/** A partner's actions the server lists: accept (confirmed), convert, return, close; follow-ups below. */
function PartnerActions({ clue }: { clue: ClueInfo }) {
  const navigate = useNavigate();
  const partner = useCluePartnerActions({
    onReturned: () => void navigate(paths.myClueList),
  });
  const actions = partner.actions(clue).filter((action) => !action.hidden && action.key !== 'followUp');
  return (
    <Space wrap>
      {actions.map((action) =>
        action.confirm ? (
          <Popconfirm key={action.key} title={action.confirm} onConfirm={() => action.onClick()}>
            <Button type="primary">{action.label}</Button>
          </Popconfirm>
        ) : (
          <Button key={action.key} danger={action.danger} onClick={() => void action.onClick()}>
            {action.label}
          </Button>
        ),
      )}
      {partner.modals}
    </Space>
  );
}

/**
 * /clue/detail?id=: the clue, the actions the server lists for the reader (staff's or a partner's:
 * the server answers only one side's), follow-ups and history.
 */
export function ClueDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const { data: clue, isError, isLoading } = useClueInfo(id);
  if (isLoading)
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin />
      </Flex>
    );
  if (isError || !clue) return <Result status="warning" title={t('state.loadError')} />;
  return (
    <Flex vertical gap={16}>
      <Card
        size="small"
        title={
          <Space>
            <span>{t('clue.detail.fields')}</span>
            <Typography.Text type="secondary">{clue.clueNo}</Typography.Text>
          </Space>
        }
        extra={
          <Space wrap>
            <StaffActions clue={clue} />
            <PartnerActions clue={clue} />
          </Space>
        }
      >
        <ClueFields clue={clue} />
      </Card>
      <FollowUps clue={clue} canAdd={clue.actions.includes('followUp')} />
      <History clue={clue} />
    </Flex>
  );
}
