/** The open opportunities a designer may start a solution for (the solutions module's picker). */
import { finalOpportunityStages } from '@portal/contract';
import { and, desc, eq, ilike, notInArray, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { containsPattern } from '../../core/sql';
import type { DbOrTx } from '../../db/database';
import { businessOpportunities as oppt } from '../../db/schema';

function designableWhere(keyword: string | undefined, designerId: number | undefined): SQL {
  const conditions: SQL[] = [notInArray(oppt.stage, [...finalOpportunityStages])];
  if (designerId !== undefined) conditions.push(eq(oppt.planningOwnerId, designerId));
  if (keyword) {
    const pattern = containsPattern(keyword);
    conditions.push(
      or(ilike(oppt.opptNo, pattern), ilike(oppt.projectName, pattern), ilike(oppt.customerName, pattern))!,
    );
  }
  return and(...conditions)!;
}

/** Open opportunities planned by `designerId` (all when undefined), newest first. */
export function findDesignableOpportunities(
  db: DbOrTx,
  keyword: string | undefined,
  designerId: number | undefined,
  page: { offset: number; limit: number },
) {
  return db
    .select({
      id: oppt.id,
      opptNo: oppt.opptNo,
      projectName: oppt.projectName,
      customerName: oppt.customerName,
      productLineCode: oppt.productLineCode,
    })
    .from(oppt)
    .where(designableWhere(keyword, designerId))
    .orderBy(desc(oppt.createdAt), desc(oppt.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countDesignableOpportunities(
  db: DbOrTx,
  keyword: string | undefined,
  designerId: number | undefined,
) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(oppt)
    .where(designableWhere(keyword, designerId));
  return row?.count ?? 0;
}
