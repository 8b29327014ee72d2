import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { auditEntries } from '../db/schema/core';
import { users } from '../db/schema/partners';

/**
 * The kinds of record the audit trail speaks of: a closed list, so a timeline query and the entries
 * it reads can never disagree on a name.
 */
export const auditedEntities = [
  'opportunity_report',
  'registration_agreement',
  'business_opportunity',
  'opportunity_case',
  'clue',
  'order',
  'qa',
  'policy',
  'company',
  'user',
  'solution',
  'virtual_material',
  'customer',
  'configurable_product',
  'quotation',
  'training_registration',
  'training_course',
  'training_session',
  'training_certificate',
  'training_session_quota',
  'ticket',
  'timesheet',
  'project_group',
  'code_table_entry',
  'system_setting',
  'business_calendar',
  'role',
  'resource',
  'product_line',
  'equipment_model',
] as const;
export type AuditedEntity = (typeof auditedEntities)[number];

export interface AuditEntry {
  entity: AuditedEntity;
  entityId: number | string;
  action: string;
  fromState?: string | null;
  toState?: string | null;
  /** The user who made the change; null when nobody was signed in (a password reset by mail). */
  actorId: number | null;
  comment?: string | null;
  /** A change's values before and after, for changes that are not moves between states (configuration: code
   * tables, settings, a role's names and grants); JSON, null where there was none. */
  before?: unknown;
  after?: unknown;
}

/** Writes audit entries; call it with the transaction that makes the change. */
export async function insertAuditEntries(db: DbOrTx, entries: AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(auditEntries).values(
    entries.map((entry) => ({
      entity: entry.entity,
      entityId: String(entry.entityId),
      action: entry.action,
      fromState: entry.fromState ?? null,
      toState: entry.toState ?? null,
      actorId: entry.actorId,
      comment: entry.comment ?? null,
      before: entry.before ?? null,
      after: entry.after ?? null,
    })),
  );
}

/** Writes one audit entry; call it with the transaction that makes the change. */
export function insertAuditEntry(db: DbOrTx, entry: AuditEntry): Promise<void> {
  return insertAuditEntries(db, [entry]);
}

export interface TimelineEntry {
  id: number;
  action: string;
  fromState: string | null;
  toState: string | null;
  actorId: number | null;
  actorName: string | null;
  comment: string | null;
  createdAt: Date;
}

/** A record's history, oldest first, with the name of whoever made each change. */
export function findTimeline(
  db: DbOrTx,
  entity: AuditedEntity,
  entityId: number | string,
): Promise<TimelineEntry[]> {
  return db
    .select({
      id: auditEntries.id,
      action: auditEntries.action,
      fromState: auditEntries.fromState,
      toState: auditEntries.toState,
      actorId: auditEntries.actorId,
      actorName: users.displayName,
      comment: auditEntries.comment,
      createdAt: auditEntries.createdAt,
    })
    .from(auditEntries)
    .leftJoin(users, eq(users.id, auditEntries.actorId))
    .where(and(eq(auditEntries.entity, entity), eq(auditEntries.entityId, String(entityId))))
    .orderBy(asc(auditEntries.createdAt), asc(auditEntries.id));
}

/**
 * A timeline as a record's history answers it: each move with its states, read as the record's states (a
 * state the machine no longer has reads as null), who made it and when.
 */
export function historyOf<S extends string>(
  timeline: readonly TimelineEntry[],
  isState: (value: string | null) => value is S,
) {
  return timeline.map((entry) => ({
    action: entry.action,
    fromStatus: isState(entry.fromState) ? entry.fromState : null,
    toStatus: isState(entry.toState) ? entry.toState : null,
    actorName: entry.actorName,
    comment: entry.comment,
    at: entry.createdAt.toISOString(),
  }));
}

/** One page of the entries of some kinds of record, newest first, with who made each change and its values. */
export async function findAuditPage(
  db: DbOrTx,
  entities: readonly AuditedEntity[],
  page: { pageNum: number; pageSize: number },
) {
  const where = inArray(auditEntries.entity, [...entities]);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: auditEntries.id,
        entity: auditEntries.entity,
        entityId: auditEntries.entityId,
        action: auditEntries.action,
        before: auditEntries.before,
        after: auditEntries.after,
        actorName: users.displayName,
        createdAt: auditEntries.createdAt,
      })
      .from(auditEntries)
      .leftJoin(users, eq(users.id, auditEntries.actorId))
      .where(where)
      .orderBy(desc(auditEntries.createdAt), desc(auditEntries.id))
      .limit(page.pageSize)
      .offset((page.pageNum - 1) * page.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditEntries)
      .where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}
