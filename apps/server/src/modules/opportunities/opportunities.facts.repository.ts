import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { businessOpportunities as oppt } from '../../db/schema';

/**
 * What another module needs to know of an opportunity to act on it (a quotation's rules): its stage, its
 * partner company, its customer and its owners. Undefined when there is none.
 */
export async function findOpportunityFacts(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: oppt.id,
      stage: oppt.stage,
      companyId: oppt.companyId,
      customerId: oppt.customerId,
      customerCountry: oppt.customerCountry,
      planningOwnerId: oppt.planningOwnerId,
      salesOwnerId: oppt.salesOwnerId,
    })
    .from(oppt)
    .where(eq(oppt.id, id));
  return row;
}

/** Locks an opportunity for a move (`FOR UPDATE`) and answers its stage; undefined when there is none. */
export async function lockOpportunityStage(tx: DbOrTx, id: number) {
  const [row] = await tx.select({ stage: oppt.stage }).from(oppt).where(eq(oppt.id, id)).for('update');
  return row;
}
