/** Drizzle queries of process definitions (the versions of each kind's steps); each takes `db` or `tx`. */
import type { ProcessKind, ProcessStep } from '@portal/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/database';
import { processDefinitions, users } from '../../db/schema';

export type DefinitionRow = typeof processDefinitions.$inferSelect;

export async function findCurrentDefinition(
  db: DbOrTx,
  kind: ProcessKind,
): Promise<DefinitionRow | undefined> {
  const [row] = await db
    .select()
    .from(processDefinitions)
    .where(eq(processDefinitions.kind, kind))
    .orderBy(desc(processDefinitions.version))
    .limit(1);
  return row;
}

export async function findDefinition(db: DbOrTx, kind: ProcessKind, version: number) {
  const creator = alias(users, 'creator');
  const [row] = await db
    .select({ definition: processDefinitions, createdByName: creator.displayName })
    .from(processDefinitions)
    .leftJoin(creator, eq(creator.id, processDefinitions.createdBy))
    .where(and(eq(processDefinitions.kind, kind), eq(processDefinitions.version, version)))
    .limit(1);
  return row;
}

export async function insertDefinition(
  db: DbOrTx,
  values: { kind: ProcessKind; version: number; steps: ProcessStep[]; createdBy: number | null },
): Promise<DefinitionRow> {
  const [row] = await db.insert(processDefinitions).values(values).returning();
  return row!;
}

/** The current version of every kind that has one, with its author. */
export function findCurrentDefinitions(db: DbOrTx) {
  const creator = alias(users, 'creator');
  return db
    .selectDistinctOn([processDefinitions.kind], {
      kind: processDefinitions.kind,
      version: processDefinitions.version,
      steps: processDefinitions.steps,
      createdAt: processDefinitions.createdAt,
      createdByName: creator.displayName,
    })
    .from(processDefinitions)
    .leftJoin(creator, eq(creator.id, processDefinitions.createdBy))
    .orderBy(processDefinitions.kind, desc(processDefinitions.version));
}

/** Serialises the saves of one kind's definition (two-key advisory lock). */
export async function lockDefinitionKind(tx: DbOrTx, kind: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(727274120, hashtext(${kind}))`);
}
