import { count, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { businessOpportunities } from '../../db/schema';

/** Opportunities without a sales owner (the list's "to assign sales" tab). */
export async function countOpportunitiesWithoutSalesOwner(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(businessOpportunities)
    .where(isNull(businessOpportunities.salesOwnerId));
  return row?.n ?? 0;
}

/** Opportunities without a planning owner (the list's "to assign planning" tab). */
export async function countOpportunitiesWithoutPlanningOwner(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(businessOpportunities)
    .where(isNull(businessOpportunities.planningOwnerId));
  return row?.n ?? 0;
}
