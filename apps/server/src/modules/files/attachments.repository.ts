import { asc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/database';
import { files } from '../../db/schema';

/**
 * A table that attaches files to records of another module, in order: one row per (owner, file) with a
 * sort position (`solution_files`, `policy_files`, `quotation_files`, …). The owning module names its
 * table's columns; these functions read and write any of them the same way.
 */
export interface AttachmentLink {
  table: PgTable;
  owner: AnyPgColumn;
  fileId: AnyPgColumn;
  sort: AnyPgColumn;
}

/** The files attached to one record, in order, as readers see them. */
export function findAttachedFiles(db: DbOrTx, link: AttachmentLink, ownerId: number) {
  return db
    .select({ id: files.id, name: files.originalName, ext: files.ext, size: files.size })
    .from(link.table)
    .innerJoin(files, eq(files.id, link.fileId))
    .where(eq(link.owner, ownerId))
    .orderBy(asc(link.sort));
}

/** Sets the files attached to one record to these, in this order. */
export async function replaceAttachedFiles(
  tx: DbOrTx,
  link: AttachmentLink,
  ownerId: number,
  fileIds: readonly string[],
): Promise<void> {
  await tx.delete(link.table).where(eq(link.owner, ownerId));
  if (fileIds.length === 0) return;
  // One statement for any number of files: the ids travel as one array parameter.
  await tx.execute(sql`
    INSERT INTO ${link.table} (${sql.identifier(link.owner.name)}, ${sql.identifier(link.fileId.name)}, ${sql.identifier(link.sort.name)})
    SELECT ${ownerId}, f.id, f.ord - 1
    FROM unnest(${`{${fileIds.join(',')}}`}::uuid[]) WITH ORDINALITY AS f(id, ord)`);
}
