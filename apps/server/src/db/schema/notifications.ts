/** Tables owned by the notifications module: only that module writes them. */
import type { NoticeKind, NoticeParams, NoticeSubjectKind } from '@portal/contract';
import { noticeKinds, noticeSubjectKinds } from '@portal/contract';
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
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './partners';
import { mailOutbox } from './mail';

/**
 * One notice to one user, written in the transaction of the event it tells. The text is rendered in the
 * reader's language from `kind` and `params`; the web links it to its subject's screen. When the user
 * chose the kind by e-mail, `mailId` is the mail queued in the outbox and `mailStatus` its delivery.
 */
export const notices = pgTable(
  'notices',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: noticeKinds }).$type<NoticeKind>().notNull(),
    subjectKind: text('subject_kind', { enum: noticeSubjectKinds }).$type<NoticeSubjectKind>().notNull(),
    subjectId: integer('subject_id').notNull(),
    params: jsonb('params').$type<NoticeParams>().notNull(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
    mailId: bigint('mail_id', { mode: 'number' }).references(() => mailOutbox.id, { onDelete: 'set null' }),
    /** queued (waits for SMTP), sent, failed; null without a mail. */
    mailStatus: text('mail_status', { enum: ['queued', 'sending', 'sent', 'failed'] }),
    mailError: text('mail_error'),
    /** Sending attempts so far; a failed mail is tried again by the mail job, later each time, up to a limit. */
    mailAttempts: smallint('mail_attempts').notNull().default(0),
    /** When the last attempt started. */
    mailTriedAt: timestamp('mail_tried_at', { withTimezone: true }),
  },
  (t) => [
    index('notices_user_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('notices_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} IS NULL`),
    index('notices_mail_queued_idx')
      .on(t.createdAt)
      .where(sql`${t.mailStatus} IN ('queued', 'sending', 'failed')`),
  ],
);

/** The notice kinds a user also receives by e-mail (one row per chosen kind). */
export const noticeMailPreferences = pgTable(
  'notice_mail_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: noticeKinds }).$type<NoticeKind>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);
