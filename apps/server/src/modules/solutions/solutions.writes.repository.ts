/** The writes of solutions and their lines (their reads are in `solutions.repository.ts`). */
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { solutionLines, solutions } from '../../db/schema';
import { deleteSearchDocuments } from '../../core/search-index';
import { indexSolutions, solutionSearchKind } from './solutions.search.repository';

export type NewSolution = typeof solutions.$inferInsert;
export type NewSolutionLine = typeof solutionLines.$inferInsert;

export async function insertSolution(tx: DbOrTx, values: NewSolution): Promise<number> {
  const [row] = await tx.insert(solutions).values(values).returning({ id: solutions.id });
  await indexSolutions(tx, [row!.id]);
  return row!.id;
}

/** Updates a solution and raises its row version. */
export async function updateSolution(tx: DbOrTx, id: number, values: Partial<NewSolution>): Promise<void> {
  await tx
    .update(solutions)
    .set({ ...values, rowVersion: sql`${solutions.rowVersion} + 1` })
    .where(eq(solutions.id, id));
  await indexSolutions(tx, [id]);
}

export async function deleteSolution(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(solutions).where(eq(solutions.id, id));
  await deleteSearchDocuments(tx, solutionSearchKind, [id]);
}

/** Makes `version` of a solution number the latest again (its next version was deleted). */
export async function markLatestVersion(tx: DbOrTx, solutionNo: string, version: number): Promise<void> {
  await tx
    .update(solutions)
    .set({ latest: true })
    .where(and(eq(solutions.solutionNo, solutionNo), eq(solutions.version, version)));
}

/** Replaces the lines of a solution by these. */
export async function replaceSolutionLines(
  tx: DbOrTx,
  solutionId: number,
  lines: readonly NewSolutionLine[],
): Promise<void> {
  await tx.delete(solutionLines).where(eq(solutionLines.solutionId, solutionId));
  if (lines.length > 0) await tx.insert(solutionLines).values([...lines]);
}
