/** Tables owned by the core module (the kernel: app secrets, audit entries, row counts): only that module writes them. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** Secrets generated once and shared by every server process (token signing key). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/** Who changed what, when, from which state to which (every state change writes one). */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    fromState: text('from_state'),
    toState: text('to_state'),
    actorId: integer('actor_id'),
    comment: text('comment'),
    /** The values before and after a change that is not a move between states (configuration); null otherwise. */
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_entries_entity_idx').on(t.entity, t.entityId, t.createdAt)],
);

/**
 * The rows of a large table, kept exact by statement-level triggers in the transaction of every insert,
 * delete and truncate (migration 0028): an unfiltered list reads its total here instead of counting
 * (`countAllRows` in core/sql.ts; docs/decisions/0009-list-totals-from-kept-counts.md). Each connection adds
 * to its own slot (its backend's pid modulo 16), so concurrent writers rarely wait on one counter row; the
 * total is the sum of the slots.
 */
export const rowCounts = pgTable(
  'row_counts',
  {
    tableName: text('table_name').notNull(),
    slot: smallint('slot').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tableName, t.slot] })],
);

/**
 * One search document per searchable record (project search, core/search-index.ts): its kind and id, the
 * grams of its text as the application makes them (core/search-text.ts: one- and two-character grams of
 * Chinese, Japanese and Korean, three-character grams of Latin words and numbers), found through the GIN
 * index, and the normalised text itself, which a match is checked against; and the record's company where
 * a partner reads a kind by company (null otherwise), so that a partner's search walks only its company's
 * documents (`search_documents_company_body_idx`, `search_documents_company_grams_idx`). Each module writes
 * the documents of its records in the transaction of its own write (docs/areas/project-search.md). A
 * customer's document is also copied once per company that has a report of it (kind `customer_company`, that
 * company in `company_id`): a partner's customers are walked by company like its reports.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    kind: text('kind').notNull(),
    recordId: integer('record_id').notNull(),
    grams: text('grams').array().notNull(),
    body: text('body').notNull(),
    companyId: integer('company_id'),
  },
  (t) => [
    // One document per record; a customer's company copies (kind `customer_company`) one per company.
    uniqueIndex('search_documents_record_idx')
      .on(t.kind, t.recordId)
      .where(sql`${t.kind} <> 'customer_company'`),
    uniqueIndex('search_documents_copy_idx')
      .on(t.kind, t.companyId, t.recordId)
      .where(sql`${t.kind} = 'customer_company'`),
    // The grams with the company (btree_gin): a partner's GIN read meets only its company's documents.
    index('search_documents_company_grams_idx').using('gin', t.companyId, t.grams),
    // Also holds `body` (INCLUDE, written by hand in drizzle/0056, which drizzle cannot declare): a partner's
    // newest documents are checked from the index alone, not from pages all over the table.
    index('search_documents_company_body_idx').on(t.kind, t.companyId, t.recordId),
  ],
);
