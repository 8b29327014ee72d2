import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { files } from '../../db/schema';

export type NewFileRow = typeof files.$inferInsert;
export type FileRow = typeof files.$inferSelect;

export async function insertFile(db: DbOrTx, row: NewFileRow): Promise<void> {
  await db.insert(files).values(row);
}

export async function findFileById(db: DbOrTx, id: string): Promise<FileRow | undefined> {
  const rows = await db.select().from(files).where(eq(files.id, id)).limit(1);
  return rows[0];
}

/** Of these files, the ids that staff uploaded as documents (the only ones a policy or a solution may attach). */
export async function findAttachableFileIds(db: DbOrTx, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: files.id })
    .from(files)
    .where(and(inArray(files.id, ids), eq(files.purpose, 'document'), isNull(files.companyId)));
  return new Set(rows.map((r) => r.id));
}

/**
 * Of these files, the ids a writer of a company (null: staff) may attach: documents uploaded by that
 * company's users (by staff for null).
 */
export async function findDocumentIdsOf(
  db: DbOrTx,
  ids: string[],
  companyId: number | null,
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: files.id })
    .from(files)
    .where(
      and(
        inArray(files.id, ids),
        eq(files.purpose, 'document'),
        companyId === null ? isNull(files.companyId) : eq(files.companyId, companyId),
      ),
    );
  return new Set(rows.map((r) => r.id));
}
