/** Tables owned by the project-groups module: only that module writes them. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, rowVersion, updatedAt } from './columns';
import { businessOpportunities } from './opportunities';
import { users } from './partners';
import { tickets } from './tickets';

/**
 * A project group: the people around one ticket or one opportunity (exactly one of the two), at most one
 * group per record. `externalGroupId` is the group's id in the enterprise messaging app when one was
 * created there.
 */
export const projectGroups = pgTable(
  'project_groups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ticketId: integer('ticket_id').references(() => tickets.id, { onDelete: 'cascade' }),
    opportunityId: integer('opportunity_id').references(() => businessOpportunities.id, {
      onDelete: 'cascade',
    }),
    name: text('name').notNull(),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => users.id),
    externalGroupId: text('external_group_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    rowVersion: rowVersion(),
  },
  (t) => [
    uniqueIndex('project_groups_ticket_uq').on(t.ticketId),
    uniqueIndex('project_groups_opportunity_uq').on(t.opportunityId),
    check('project_groups_subject_ck', sql`num_nonnulls(${t.ticketId}, ${t.opportunityId}) = 1`),
  ],
);

/** The members of a group, the creator included. */
export const projectGroupMembers = pgTable(
  'project_group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => projectGroups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    addedBy: integer('added_by')
      .notNull()
      .references(() => users.id),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.userId] }),
    index('project_group_members_user_idx').on(t.userId),
  ],
);

/** The discussion thread of a group: members' posts, in the order they came. */
export const projectGroupPosts = pgTable(
  'project_group_posts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    groupId: integer('group_id')
      .notNull()
      .references(() => projectGroups.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('project_group_posts_group_idx').on(
      t.groupId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);
