import type { DbOrTx } from '../../db/database';
import { notify } from '../notifications';
import type { ProcessRow } from './processes.repository';

/**
 * Notices of the process, in its transaction: a step waiting for its approvers (`taskWaiting`), or the
 * outcome for the submitter (not when the submitter decided it).
 */
export function tell(
  tx: DbOrTx,
  process: ProcessRow,
  kind: 'taskWaiting' | 'approved' | 'rejected' | 'returned',
  recipients: number[],
  options: { comment?: string | null; actorId?: number } = {},
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
      },
      companyId: process.companyId,
    },
    options.actorId,
  );
}
