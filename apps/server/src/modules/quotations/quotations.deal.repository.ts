/** The reads of one deal, one order: the formal quotations made of a planning quotation's versions. */
import { liveQuotationStates } from '@portal/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { quotations } from '../../db/schema';

const latest = sql`NOT EXISTS (SELECT 1 FROM quotations n WHERE n.previous_version_id = ${quotations.id})`;

/**
 * The latest version of every formal quotation made of a version of the planning quotation whose first
 * version is `planningRootId`, newest first, locked for the move that may replace one of them.
 */
export function lockFormalsOfPlanning(tx: DbOrTx, planningRootId: number) {
  return tx
    .select({
      id: quotations.id,
      quotationNo: quotations.quotationNo,
      version: quotations.version,
      rootId: quotations.rootId,
      status: quotations.status,
      sourceQuotationId: quotations.sourceQuotationId,
    })
    .from(quotations)
    .where(
      and(
        eq(quotations.kind, 'formal'),
        latest,
        sql`${quotations.sourceQuotationId} IN (SELECT p.id FROM quotations p WHERE coalesce(p.root_id, p.id) = ${planningRootId})`,
      ),
    )
    .orderBy(desc(quotations.id))
    .for('update');
}

/** Whether a formal quotation's state is live (issued or accepted). */
export const isLive = (status: string) => (liveQuotationStates as readonly string[]).includes(status);
