import type { ProjectGroupSubjectKind } from '@portal/contract';
import type { SQL } from 'drizzle-orm';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { containsPattern } from '../../core/sql';
import type { DbOrTx } from '../../db/database';
import {
  businessOpportunities,
  companies,
  menus,
  projectGroupMembers,
  projectGroupPosts,
  projectGroups,
  roleMenus,
  tickets,
  userRoles,
  users,
} from '../../db/schema';

/** The record a group is about, as the rules read it. */
export interface SubjectRow {
  /** The partner company of the record (a ticket's; an opportunity's, which partners never read). */
  companyId: number | null;
  /** Its number, for notices. */
  no: string;
}

export async function findTicketSubject(db: DbOrTx, id: number): Promise<SubjectRow | undefined> {
  const [row] = await db
    .select({ companyId: tickets.companyId, no: tickets.ticketNo })
    .from(tickets)
    .where(eq(tickets.id, id));
  return row;
}

export async function findOpportunitySubject(db: DbOrTx, id: number): Promise<SubjectRow | undefined> {
  const [row] = await db
    .select({ companyId: businessOpportunities.companyId, no: businessOpportunities.opptNo })
    .from(businessOpportunities)
    .where(eq(businessOpportunities.id, id));
  return row;
}

/**
 * Who may read a record: an active user holding its menu, staff or (for a partner's record, when partners
 * read it) a person of its company, the company active. The one condition the member checks, the picker and
 * the thread's readers share.
 */
export interface ReaderRule {
  menuCode: string;
  /** The company whose people may read the record; null: staff only. */
  partnerCompanyId: number | null;
}

function readerCondition(rule: ReaderRule): SQL {
  const holdsMenu = sql`EXISTS (SELECT 1 FROM ${userRoles} ur
      JOIN ${roleMenus} rm ON rm.role_id = ur.role_id
      JOIN ${menus} m ON m.id = rm.menu_id
      WHERE ur.user_id = ${users.id} AND m.code = ${rule.menuCode})`;
  const side =
    rule.partnerCompanyId === null
      ? sql`${users.kind} = 'internal'`
      : sql`(${users.kind} = 'internal' OR (${users.companyId} = ${rule.partnerCompanyId}
          AND ${companies.status} = 'active'))`;
  return and(eq(users.status, 'active'), side, holdsMenu)!;
}

const personColumns = {
  userId: users.id,
  name: users.displayName,
  username: users.username,
  kind: users.kind,
  companyName: companies.name,
  companyNameEn: companies.nameEn,
  companyNameKr: companies.nameKr,
};
export type PersonRow = {
  userId: number;
  name: string;
  username: string;
  kind: 'internal' | 'partner';
  companyName: string | null;
  companyNameEn: string | null;
  companyNameKr: string | null;
};

/** Of `ids`, the people who may read the record. */
export async function findReaders(
  db: DbOrTx,
  rule: ReaderRule,
  ids: readonly number[],
): Promise<PersonRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(personColumns)
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(and(readerCondition(rule), inArray(users.id, [...ids])));
}

/** People by id, whoever they are (for messages naming a refused member). */
export async function findPeople(db: DbOrTx, ids: readonly number[]): Promise<PersonRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(personColumns)
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(inArray(users.id, [...ids]));
}

function candidateFilter(rule: ReaderRule, keyword: string | undefined): SQL {
  const conditions = [readerCondition(rule)];
  if (keyword) {
    const pattern = containsPattern(keyword);
    conditions.push(
      sql`(${users.displayName} ILIKE ${pattern} OR ${users.username} ILIKE ${pattern} OR ${companies.name} ILIKE ${pattern})`,
    );
  }
  return and(...conditions)!;
}

/** The people who may read the record, by name, a page of them. */
export function findCandidates(
  db: DbOrTx,
  rule: ReaderRule,
  keyword: string | undefined,
  window: { offset: number; limit: number },
): Promise<PersonRow[]> {
  return db
    .select(personColumns)
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(candidateFilter(rule, keyword))
    .orderBy(asc(users.kind), asc(users.displayName), asc(users.id))
    .offset(window.offset)
    .limit(window.limit);
}

export async function countCandidates(db: DbOrTx, rule: ReaderRule, keyword: string | undefined) {
  const [row] = await db
    .select({ total: count() })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(candidateFilter(rule, keyword));
  return row?.total ?? 0;
}

const groupColumns = {
  id: projectGroups.id,
  ticketId: projectGroups.ticketId,
  opportunityId: projectGroups.opportunityId,
  name: projectGroups.name,
  creatorId: projectGroups.creatorId,
  creatorName: users.displayName,
  externalGroupId: projectGroups.externalGroupId,
  createdAt: projectGroups.createdAt,
  rowVersion: projectGroups.rowVersion,
};
export type GroupRow = {
  id: number;
  ticketId: number | null;
  opportunityId: number | null;
  name: string;
  creatorId: number;
  creatorName: string;
  externalGroupId: string | null;
  createdAt: Date;
  rowVersion: number;
};

const subjectColumn = (kind: ProjectGroupSubjectKind) =>
  kind === 'ticket' ? projectGroups.ticketId : projectGroups.opportunityId;

export async function findGroupOfSubject(
  db: DbOrTx,
  kind: ProjectGroupSubjectKind,
  subjectId: number,
): Promise<GroupRow | undefined> {
  const [row] = await db
    .select(groupColumns)
    .from(projectGroups)
    .innerJoin(users, eq(users.id, projectGroups.creatorId))
    .where(eq(subjectColumn(kind), subjectId));
  return row;
}

/** A group by id; `lock` takes it `FOR UPDATE` (a change of its members). */
export async function findGroup(db: DbOrTx, id: number, lock = false): Promise<GroupRow | undefined> {
  const query = db
    .select(groupColumns)
    .from(projectGroups)
    .innerJoin(users, eq(users.id, projectGroups.creatorId))
    .where(eq(projectGroups.id, id));
  const [row] = lock ? await query.for('update', { of: projectGroups }) : await query;
  return row;
}

export async function insertGroup(
  tx: DbOrTx,
  values: {
    kind: ProjectGroupSubjectKind;
    subjectId: number;
    name: string;
    creatorId: number;
  },
): Promise<number | undefined> {
  const [row] = await tx
    .insert(projectGroups)
    .values({
      ticketId: values.kind === 'ticket' ? values.subjectId : null,
      opportunityId: values.kind === 'opportunity' ? values.subjectId : null,
      name: values.name,
      creatorId: values.creatorId,
    })
    .onConflictDoNothing()
    .returning({ id: projectGroups.id });
  return row?.id;
}

export async function setExternalGroupId(tx: DbOrTx, id: number, externalGroupId: string) {
  await tx.update(projectGroups).set({ externalGroupId }).where(eq(projectGroups.id, id));
}

/** Raises the group's version: its members changed. */
export async function touchGroup(tx: DbOrTx, id: number) {
  await tx
    .update(projectGroups)
    .set({ updatedAt: new Date(), rowVersion: sql`${projectGroups.rowVersion} + 1` })
    .where(eq(projectGroups.id, id));
}

export async function insertMembers(
  tx: DbOrTx,
  groupId: number,
  userIds: readonly number[],
  addedBy: number,
  addedAt?: Date,
) {
  if (userIds.length === 0) return;
  await tx
    .insert(projectGroupMembers)
    .values(userIds.map((userId) => ({ groupId, userId, addedBy, ...(addedAt ? { addedAt } : {}) })))
    .onConflictDoNothing();
}

export async function deleteMember(tx: DbOrTx, groupId: number, userId: number): Promise<boolean> {
  const removed = await tx
    .delete(projectGroupMembers)
    .where(and(eq(projectGroupMembers.groupId, groupId), eq(projectGroupMembers.userId, userId)))
    .returning({ userId: projectGroupMembers.userId });
  return removed.length > 0;
}

export type MemberRow = PersonRow & { addedAt: Date };

export function findMembers(db: DbOrTx, groupId: number): Promise<MemberRow[]> {
  return db
    .select({ ...personColumns, addedAt: projectGroupMembers.addedAt })
    .from(projectGroupMembers)
    .innerJoin(users, eq(users.id, projectGroupMembers.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(projectGroupMembers.groupId, groupId))
    .orderBy(asc(projectGroupMembers.addedAt), asc(users.displayName), asc(users.id));
}

export async function isMember(db: DbOrTx, groupId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: projectGroupMembers.userId })
    .from(projectGroupMembers)
    .where(and(eq(projectGroupMembers.groupId, groupId), eq(projectGroupMembers.userId, userId)));
  return row !== undefined;
}

export async function insertPost(
  tx: DbOrTx,
  values: { groupId: number; authorId: number; body: string; createdAt?: Date },
) {
  const [row] = await tx
    .insert(projectGroupPosts)
    .values(values)
    .returning({ id: projectGroupPosts.id, createdAt: projectGroupPosts.createdAt });
  return row!;
}

/** A page of posts, newest first (the service turns each page to oldest first). */
export function findPosts(db: DbOrTx, groupId: number, window: { offset: number; limit: number }) {
  return db
    .select({
      id: projectGroupPosts.id,
      authorId: projectGroupPosts.authorId,
      authorName: users.displayName,
      body: projectGroupPosts.body,
      createdAt: projectGroupPosts.createdAt,
    })
    .from(projectGroupPosts)
    .innerJoin(users, eq(users.id, projectGroupPosts.authorId))
    .where(eq(projectGroupPosts.groupId, groupId))
    .orderBy(desc(projectGroupPosts.createdAt), desc(projectGroupPosts.id))
    .offset(window.offset)
    .limit(window.limit);
}

export async function countPosts(db: DbOrTx, groupId: number) {
  const [row] = await db
    .select({ total: count() })
    .from(projectGroupPosts)
    .where(eq(projectGroupPosts.groupId, groupId));
  return row?.total ?? 0;
}
