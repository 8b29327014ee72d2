/** Tables owned by the core module (the kernel: app secrets and audit entries): only that module writes them. */
import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
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
    createdAt: createdAt(),
  },
  (t) => [index('audit_entries_entity_idx').on(t.entity, t.entityId, t.createdAt)],
);
