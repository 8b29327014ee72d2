/** Tables owned by the files module: only that module writes them. */
import { bigint, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './partners';

export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Generated storage name under DATA_DIR/files; never derived from the client's name. */
    storageKey: text('storage_key').notNull(),
    originalName: text('original_name').notNull(),
    ext: text('ext').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    contentType: text('content_type').notNull(),
    sha256: text('sha256').notNull(),
    purpose: text('purpose', { enum: ['document', 'import', 'resource'] }).notNull(),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => users.id),
    companyId: integer('company_id'),
    createdAt: createdAt(),
  },
  (t) => [index('files_uploader_idx').on(t.uploadedBy)],
);
