import type { TicketAction, TicketInfo, TicketPriority } from '@portal/contract';
import {
  documentExtensions,
  filesEndpoints,
  limits,
  ticketMaxFiles,
  ticketPriorities,
} from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Card,
  Checkbox,
  Descriptions,
  Empty,
  Flex,
  Input,
  List,
  Result,
  Spin,
  Tag,
  Timeline,
} from 'antd';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DateTime } from '../../../components/date-time';
import type { UploadedFile } from '../../../components/file-upload';
import { attachedUpload, FileUpload } from '../../../components/file-upload';
import { LazySelect } from '../../../components/lazy-select';
import { Typography } from '../../../components/typography';
import { paths } from '../../../config/paths';
import { useAppState } from '../../../lib/app-state';
import { companyLabel } from '../../../lib/company-label';
import { isOneOf } from '../../../lib/narrow';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useAddTicketComment } from '../api/add-ticket-comment';
import { useTicketInfo } from '../api/get-ticket-info';
import { useMoveTicket } from '../api/move-ticket';
import { ticketKeys } from '../api/ticket-keys';
import { SlaClocks } from './sla-clocks';
import { TicketPriorityTag, TicketStatusTag } from './ticket-tags';

/** The moves shown as buttons, in this order (a record lists the ones its reader may take). */
const moves = ['take', 'waitForCustomer', 'resume', 'resolve', 'close', 'reopen'] as const;
const historyActions = ['create', ...moves, 'changePriority'] as const;

/** The moves of a ticket its reader may take, as the server listed them, and a priority change. */
function TicketActions({ ticket }: { ticket: TicketInfo }) {
  const { t } = useTranslation();
  const move = useMoveTicket();
  const [priority, setPriority] = useState<TicketPriority>(ticket.priority);
  const run = async (action: Exclude<TicketAction, 'comment'>) => {
    try {
      await move.mutateAsync({ id: ticket.id, action, rowVersion: ticket.rowVersion, priority });
      notify.success(t('ticket.moved'));
    } catch {
      // The request module has shown the refusal.
    }
  };
  return (
    <Flex gap={8} wrap align="center">
      {moves
        .filter((action) => ticket.actions.includes(action))
        .map((action) => (
          <Button
            key={action}
            type={action === 'resolve' ? 'primary' : 'default'}
            loading={move.isPending && move.variables?.action === action}
            onClick={() => void run(action)}
          >
            {t(`ticket.action.${action}`)}
          </Button>
        ))}
      {ticket.actions.includes('changePriority') ? (
        <Flex gap={4} align="center">
          <LazySelect<TicketPriority>
            aria-label={t('ticket.field.priority')}
            style={{ width: 110 }}
            value={priority}
            onChange={setPriority}
            options={ticketPriorities.map((value) => ({ value, label: t(`ticket.priority.${value}`) }))}
          />
          <Button disabled={priority === ticket.priority} onClick={() => void run('changePriority')}>
            {t('ticket.action.changePriority')}
          </Button>
        </Flex>
      ) : null}
    </Flex>
  );
}

function Comments({ ticket }: { ticket: TicketInfo }) {
  const { t } = useTranslation();
  const isStaff = useSession((s) => s.userInfo?.kind !== 'partner');
  const add = useAddTicketComment();
  const [body, setBody] = useState('');
  const [shared, setShared] = useState(true);
  const canComment = ticket.actions.includes('comment');
  const submit = async () => {
    try {
      await add.mutateAsync({ id: ticket.id, body, shared });
      setBody('');
    } catch {
      // The request module has shown the refusal.
    }
  };
  return (
    <Card size="small" title={t('ticket.comments')}>
      {ticket.comments.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('ticket.noComments')} />
      ) : (
        <List
          dataSource={ticket.comments}
          renderItem={(comment) => (
            <List.Item key={comment.id}>
              <Flex vertical gap={4}>
                <Flex gap={8} wrap align="center">
                  <Typography.Text strong>{comment.authorName ?? '--'}</Typography.Text>
                  <Typography.Text type="secondary">
                    <DateTime value={comment.createdAt} />
                  </Typography.Text>
                  {isStaff ? (
                    <Tag>{t(comment.shared ? 'ticket.comment.shared' : 'ticket.comment.internal')}</Tag>
                  ) : null}
                </Flex>
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
                  {comment.body}
                </Typography.Paragraph>
              </Flex>
            </List.Item>
          )}
        />
      )}
      {canComment ? (
        <Flex vertical gap={8} style={{ marginTop: 12 }}>
          <Input.TextArea
            aria-label={t('ticket.comment.placeholder')}
            placeholder={t('ticket.comment.placeholder')}
            value={body}
            maxLength={4000}
            autoSize={{ minRows: 2, maxRows: 6 }}
            onChange={(event) => setBody(event.target.value)}
          />
          <Flex gap={12} align="center" justify="end">
            {isStaff ? (
              <Checkbox checked={shared} onChange={(event) => setShared(event.target.checked)}>
                {t('ticket.comment.shareIt')}
              </Checkbox>
            ) : null}
            <Button
              type="primary"
              disabled={body.trim() === ''}
              loading={add.isPending}
              onClick={() => void submit()}
            >
              {t('ticket.action.comment')}
            </Button>
          </Flex>
        </Flex>
      ) : null}
    </Card>
  );
}

/**
 * The ticket's attachments: photo thumbnails with a preview, other files to download (through the ticket's
 * rights-checked download); a new one is imported into the ticket with addDocument.
 */
function TicketDocuments({ ticket }: { ticket: TicketInfo }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<UploadedFile[]>(() => ticket.documents.map(attachedUpload));
  const change = (next: UploadedFile[]) => {
    const done = (list: UploadedFile[]) => list.filter((f) => f.uploadStatus === 'finished').length;
    const added = next.filter((f) => f.uploadStatus === 'finished' && !files.some((old) => old.id === f.id));
    setFiles(next);
    if (done(next) > done(files)) {
      for (const file of added) notify.success(t('ticket.documentAdded', { name: file.name }));
      void queryClient.invalidateQueries({ queryKey: ticketKeys.info(ticket.id) });
    }
  };
  return (
    <Card size="small" title={t('ticket.documents')}>
      {files.length === 0 ? (
        <Typography.Text type="secondary">{t('ticket.noDocuments')}</Typography.Text>
      ) : null}
      <FileUpload
        mode="card"
        multiple
        value={files}
        onChange={change}
        endpoint={filesEndpoints.addImportDocument}
        query={{ ticketId: String(ticket.id) }}
        accept={[...documentExtensions]}
        maxSizeMb={limits.uploadMaxMb}
        maxCount={ticketMaxFiles * 5}
        removable={false}
      />
    </Card>
  );
}

/**
 * One ticket: header with its actions, installed equipment, SLA clocks, attachments, comments and history;
 * `group`, composed by the page, shows the ticket's project group.
 */
export function TicketDetail({ id, group }: { id: number; group?: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useAppState((s) => s.language);
  const { data: ticket, isError, isLoading } = useTicketInfo(id);

  if (isLoading)
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin />
      </Flex>
    );
  if (isError || !ticket)
    return (
      <Result
        status="warning"
        title={t('state.loadError')}
        extra={<Button onClick={() => navigate(paths.ticketList)}>{t('ticket.detail.back')}</Button>}
      />
    );

  return (
    <Flex vertical gap={16}>
      <Card
        size="small"
        title={
          <Flex gap={8} align="center" wrap>
            {t('ticket.detailTitle', { ticketNo: ticket.ticketNo })}
            <TicketStatusTag status={ticket.status} />
            <TicketPriorityTag priority={ticket.priority} />
          </Flex>
        }
        extra={<Button onClick={() => navigate(paths.ticketList)}>{t('ticket.detail.back')}</Button>}
      >
        <Flex vertical gap={12}>
          <TicketActions key={ticket.rowVersion} ticket={ticket} />
          <Descriptions
            size="small"
            column={{ xs: 1, md: 2, xl: 3 }}
            items={[
              { key: 'title', label: t('ticket.field.title'), children: ticket.title },
              { key: 'type', label: t('ticket.field.type'), children: t(`ticket.type.${ticket.type}`) },
              { key: 'partner', label: t('ticket.field.partner'), children: companyLabel(ticket, language) },
              { key: 'assignee', label: t('ticket.field.assignee'), children: ticket.assigneeName ?? '--' },
              { key: 'policy', label: t('ticket.field.policy'), children: ticket.policyName },
              {
                key: 'createdAt',
                label: t('ticket.field.createdAt'),
                children: <DateTime value={ticket.createdAt} />,
              },
              {
                key: 'description',
                label: t('ticket.field.description'),
                span: 'filled',
                children: ticket.description ?? '--',
              },
            ]}
          />
          {ticket.reopenUntil && ticket.actions.includes('reopen') ? (
            <Typography.Text type="secondary">
              {t('ticket.detail.reopenUntil')}
              <DateTime value={ticket.reopenUntil} />
            </Typography.Text>
          ) : null}
        </Flex>
      </Card>
      <Card size="small" title={t('ticket.detail.equipment')}>
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2, xl: 3 }}
          items={[
            { key: 'serialNo', label: t('ticket.field.serialNo'), children: ticket.serialNo },
            { key: 'model', label: t('ticket.field.model'), children: ticket.modelName ?? '--' },
            { key: 'customer', label: t('ticket.field.customer'), children: ticket.customerName },
            { key: 'site', label: t('ticket.field.site'), children: t(`ticket.site.${ticket.site}`) },
            { key: 'order', label: t('ticket.field.order'), children: ticket.orderNo ?? '--' },
            {
              key: 'installedOn',
              label: t('ticket.field.installedOn'),
              children: ticket.installedOn ?? '--',
            },
          ]}
        />
      </Card>
      <SlaClocks sla={ticket.sla} />
      <TicketDocuments ticket={ticket} />
      <Comments ticket={ticket} />
      {group}
      <Card size="small" title={t('ticket.history')}>
        <Timeline
          items={[...ticket.history].reverse().map((entry, index) => ({
            key: `${entry.at}-${index}`,
            content: (
              <Flex vertical>
                <Flex gap={8} wrap align="center">
                  <Typography.Text strong>
                    {isOneOf(historyActions, entry.action)
                      ? entry.action === 'create'
                        ? t('ticket.action.create')
                        : t(`ticket.action.${entry.action}`)
                      : entry.action}
                  </Typography.Text>
                  {entry.toStatus ? <TicketStatusTag status={entry.toStatus} /> : null}
                </Flex>
                <Typography.Text type="secondary">
                  <DateTime value={entry.at} />
                  {entry.actorName ? ` · ${entry.actorName}` : ''}
                </Typography.Text>
                {entry.comment ? <div>{entry.comment}</div> : null}
              </Flex>
            ),
          }))}
        />
      </Card>
    </Flex>
  );
}
