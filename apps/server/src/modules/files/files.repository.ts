import { eq } from 'drizzle-orm';
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
