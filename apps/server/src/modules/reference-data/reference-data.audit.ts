import { insertAuditEntry } from '../../core/audit';
import type { Principal } from '../../core/principal';
import type { DbOrTx } from '../../db/database';

/** A change of reference data in system management, audited with the record before and after. */
export function auditReferenceChange(
  tx: DbOrTx,
  change: {
    entity: 'code_table_entry' | 'product_line' | 'equipment_model';
    entityId: number;
    action: 'create' | 'update' | 'activate' | 'deactivate';
    principal: Principal;
    before: object | null;
    after: object;
  },
) {
  return insertAuditEntry(tx, {
    entity: change.entity,
    entityId: change.entityId,
    action: change.action,
    actorId: change.principal.userId,
    before: change.before,
    after: change.after,
  });
}
