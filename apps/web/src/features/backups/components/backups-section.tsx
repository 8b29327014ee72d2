import type { BackupArchive } from '@portal/contract';
import type { TableColumnsType } from 'antd';
import { Alert, Button, Flex, Modal, Table, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../../../components/date-time';
import { formatBytes } from '../../../components/format';
import { Typography } from '../../../components/typography';
import { RequestError } from '../../../lib/request';
import { backupKeys } from '../api/backup-keys';
import { useBackups } from '../api/list-backups';
import { useStartBackup } from '../api/start-backup';

/** A row of the list: a written archive, or the one being written now (its name is not known yet). */
type BackupRow = { kind: 'archive'; archive: BackupArchive } | { kind: 'running' };

const rowKey = (row: BackupRow) => (row.kind === 'running' ? 'running' : row.archive.name);

/** How a backup started here ended, once the list no longer shows one being written. */
type Outcome = { kind: 'finished'; name: string } | { kind: 'failed' };

/**
 * The administrators' backups (permission `system.backup`): the archives in the server's backup folder,
 * newest first, with the one being written on top while the list refreshes; "Back up now" after a
 * confirmation. With DATABASE_URL the server takes none and the section says so instead of the button.
 */
export function BackupsSection() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const backups = useBackups();
  const start = useStartBackup();
  const [modal, modalHolder] = Modal.useModal();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  /** The archives listed when a backup was started here, until the list shows how it ended. */
  const startedFrom = useRef<Set<string> | null>(null);

  const data = backups.data;
  useEffect(() => {
    if (!data || data.running || !startedFrom.current) return;
    const before = startedFrom.current;
    startedFrom.current = null;
    const added = data.archives.find((a) => !before.has(a.name));
    setOutcome(added ? { kind: 'finished', name: added.name } : { kind: 'failed' });
  }, [data, backups.dataUpdatedAt]);

  async function backUpNow() {
    setRefusal(null);
    setOutcome(null);
    const before = new Set((data?.archives ?? []).map((a) => a.name));
    try {
      await start.mutateAsync();
    } catch (error) {
      if (!(error instanceof RequestError)) throw error;
      setRefusal(error.message);
      await queryClient.invalidateQueries({ queryKey: backupKeys.list() });
      return;
    }
    startedFrom.current = before;
    await queryClient.invalidateQueries({ queryKey: backupKeys.list() });
  }

  function confirmBackUp() {
    void modal.confirm({
      title: t('backup.confirmTitle'),
      content: t('backup.confirmText'),
      okText: t('backup.start'),
      cancelText: t('common.cancel'),
      onOk: backUpNow,
    });
  }

  const columns: TableColumnsType<BackupRow> = [
    {
      key: 'name',
      title: t('backup.field.name'),
      render: (_, row) =>
        row.kind === 'running' ? '--' : <Typography.Text code>{row.archive.name}</Typography.Text>,
    },
    {
      key: 'size',
      title: t('backup.field.size'),
      align: 'right',
      render: (_, row) => (row.kind === 'running' ? '--' : formatBytes(row.archive.bytes)),
    },
    {
      key: 'createdAt',
      title: t('common.createdAt'),
      render: (_, row) => <DateTime value={row.kind === 'running' ? null : row.archive.createdAt} />,
    },
    {
      key: 'status',
      title: t('common.status'),
      render: (_, row) =>
        row.kind === 'running' ? (
          <Tag color="processing">{t('backup.status.running')}</Tag>
        ) : (
          <Tag color="success">{t('backup.status.finished')}</Tag>
        ),
    },
  ];
  const rows: BackupRow[] = [
    ...(data?.running ? [{ kind: 'running' as const }] : []),
    ...(data?.archives ?? []).map((archive) => ({ kind: 'archive' as const, archive })),
  ];

  if (backups.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={backups.error.message}
        action={<Button onClick={() => void backups.refetch()}>{t('state.retry')}</Button>}
      />
    );

  const unavailable = data?.available === false;
  return (
    <Flex vertical gap={16} data-testid="backups">
      {modalHolder}
      {unavailable ? (
        <Alert type="info" showIcon title={t('error.backupUnavailable')} />
      ) : (
        <>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {t('backup.intro')}
          </Typography.Paragraph>
          <Flex>
            <Button
              type="primary"
              loading={start.isPending}
              disabled={!data || data.running}
              onClick={confirmBackUp}
            >
              {t('backup.start')}
            </Button>
          </Flex>
        </>
      )}
      {refusal && (
        <Alert type="error" showIcon title={refusal} closable={{ onClose: () => setRefusal(null) }} />
      )}
      {outcome && (
        <Alert
          type={outcome.kind === 'finished' ? 'success' : 'warning'}
          showIcon
          title={
            outcome.kind === 'finished' ? t('backup.finished', { name: outcome.name }) : t('backup.failed')
          }
          closable={{ onClose: () => setOutcome(null) }}
        />
      )}
      {!(unavailable && rows.length === 0) && (
        <Table<BackupRow>
          size="small"
          rowKey={rowKey}
          columns={columns}
          dataSource={rows}
          loading={backups.isPending}
          pagination={false}
          locale={{ emptyText: t('backup.empty') }}
        />
      )}
    </Flex>
  );
}
