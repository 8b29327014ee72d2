import type { DbOrTx } from '../../db/database';
import { auditEntries } from '../../db/schema';

export interface AuditEntry {
  entity: string;
  entityId: number | string;
  action: string;
  fromState?: string | null;
  toState?: string | null;
  /** The user who made the change; null when nobody was signed in (a password reset by mail). */
  actorId: number | null;
  comment?: string | null;
}

/** Writes one audit entry; call it with the transaction that makes the change. */
export async function insertAuditEntry(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditEntries).values({
    entity: entry.entity,
    entityId: String(entry.entityId),
    action: entry.action,
    fromState: entry.fromState ?? null,
    toState: entry.toState ?? null,
    actorId: entry.actorId,
    comment: entry.comment ?? null,
  });
}
