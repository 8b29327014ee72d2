import type { NoticeKind } from '@portal/contract';
import type { DbOrTx } from '../../db/database';
import { notify } from '../notifications';
import type { ProcessRow } from './processes.repository';

/** What a notice of a process names: its subject. */
export type NoticeProcess = Pick<ProcessRow, 'kind' | 'subjectId' | 'subjectNo' | 'title' | 'companyId'>;

/**
 * Notices of the process, in its transaction: a step waiting for its approvers (`taskWaiting`), near its
 * due time, overdue or escalated to them, or the outcome for the submitter (not when the submitter
 * decided it).
 */
export function tell(
  tx: DbOrTx,
  process: NoticeProcess,
  kind: Extract<
    NoticeKind,
    'taskWaiting' | 'approved' | 'rejected' | 'returned' | 'taskDueSoon' | 'taskOverdue' | 'taskEscalated'
  >,
  recipients: number[],
  options: { comment?: string | null; actorId?: number; until?: Date } = {},
) {
  return notify(
    tx,
    recipients,
    {
      kind,
      subjectKind: process.kind,
      subjectId: process.subjectId,
      params: {
        no: process.subjectNo,
        title: process.title,
        ...(options.comment ? { comment: options.comment } : {}),
        ...(options.until ? { until: options.until.toISOString() } : {}),
      },
      companyId: process.companyId,
    },
    options.actorId,
  );
}
