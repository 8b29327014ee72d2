/** Tables owned by the knowledge module: only that module writes them. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { languages } from '@portal/contract';
import { createdAt, rowVersion, updatedAt } from './columns';
import { files } from './files';
import { users } from './partners';

/** QA entries partners read once published. */
export const qaEntries = pgTable(
  'qa_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    productLineCode: text('product_line_code'),
    /** The language the entry is written in; readers see their own language first. */
    language: text('language', { enum: languages }).notNull().default('cn'),
    published: boolean('published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id),
    updatedBy: integer('updated_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    rowVersion: rowVersion(),
  },
  (t) => [
    index('qa_entries_published_idx').on(t.published, t.updatedAt.desc()),
    check('qa_entries_language_ck', sql`${t.language} IN ('cn', 'en', 'kr')`),
  ],
);

/** Policies (title, body, attachments, effective dates, version) partners read once published. */
export const policies = pgTable(
  'policies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    effectiveFrom: date('effective_from').notNull(),
    effectiveTo: date('effective_to'),
    version: integer('version').notNull().default(1),
    /** The language the policy is written in; readers see their own language first. */
    language: text('language', { enum: languages }).notNull().default('cn'),
    published: boolean('published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id),
    updatedBy: integer('updated_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    rowVersion: rowVersion(),
  },
  (t) => [
    index('policies_published_idx').on(t.published, t.effectiveFrom.desc()),
    check('policies_language_ck', sql`${t.language} IN ('cn', 'en', 'kr')`),
    check('policies_dates_ck', sql`${t.effectiveTo} IS NULL OR ${t.effectiveTo} >= ${t.effectiveFrom}`),
  ],
);

export const policyFiles = pgTable(
  'policy_files',
  {
    policyId: integer('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.policyId, t.fileId] })],
);
