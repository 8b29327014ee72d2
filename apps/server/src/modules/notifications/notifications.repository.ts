/** The notices and the e-mail choices: only the notifications module writes these tables. */
import type { NoticeKind, NoticeSubjectKind } from '@portal/contract';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { noticeMailPreferences, notices, users } from '../../db/schema';

export type NewNotice = typeof notices.$inferInsert;
export type NoticeRow = typeof notices.$inferSelect;

/** The recipients as the notice needs them: active or not, side, company, address and language. */
export function findRecipients(db: DbOrTx, ids: number[]) {
  return db
    .select({
      id: users.id,
      kind: users.kind,
      companyId: users.companyId,
      status: users.status,
      email: users.email,
      language: users.language,
    })
    .from(users)
    .where(inArray(users.id, ids));
}

export function findActivePartnerUsers(db: DbOrTx, companyId: number) {
  return db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.kind, 'partner'), eq(users.status, 'active')));
}

export async function findUserStatus(db: DbOrTx, id: number) {
  const rows = await db.select({ status: users.status }).from(users).where(eq(users.id, id));
  return rows[0]?.status;
}

/** Who of `userIds` chose `kind` by e-mail. */
export async function findMailChoosers(
  db: DbOrTx,
  userIds: number[],
  kind: NoticeKind,
): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: noticeMailPreferences.userId })
    .from(noticeMailPreferences)
    .where(and(inArray(noticeMailPreferences.userId, userIds), eq(noticeMailPreferences.kind, kind)));
  return new Set(rows.map((row) => row.userId));
}

export async function insertNotice(db: DbOrTx, row: NewNotice): Promise<number> {
  const [inserted] = await db.insert(notices).values(row).returning({ id: notices.id });
  return inserted!.id;
}

const readFilter = (read: 'all' | 'unread' | 'read'): SQL | undefined =>
  read === 'unread' ? isNull(notices.readAt) : read === 'read' ? isNotNull(notices.readAt) : undefined;

export function findPage(
  db: DbOrTx,
  userId: number,
  filter: { read: 'all' | 'unread' | 'read'; order: 'unreadFirst' | 'newest' },
  page: { offset: number; limit: number },
) {
  const unreadFirst = sql`(${notices.readAt} IS NULL) DESC`;
  return db
    .select()
    .from(notices)
    .where(and(eq(notices.userId, userId), readFilter(filter.read)))
    .orderBy(
      ...(filter.order === 'unreadFirst' ? [unreadFirst] : []),
      desc(notices.createdAt),
      desc(notices.id),
    )
    .offset(page.offset)
    .limit(page.limit);
}

export async function countNotices(
  db: DbOrTx,
  userId: number,
  read: 'all' | 'unread' | 'read',
): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(notices)
    .where(and(eq(notices.userId, userId), readFilter(read)));
  return rows[0]?.n ?? 0;
}

export async function isOwnNotice(db: DbOrTx, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: notices.id })
    .from(notices)
    .where(and(eq(notices.id, id), eq(notices.userId, userId)));
  return rows.length > 0;
}

/** Marks one (or, without `id`, every) unread notice of the user read. */
export async function markRead(db: DbOrTx, userId: number, id?: number): Promise<void> {
  await db
    .update(notices)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notices.userId, userId),
        isNull(notices.readAt),
        id === undefined ? undefined : eq(notices.id, id),
      ),
    );
}

export async function findKinds(db: DbOrTx, userId: number): Promise<NoticeKind[]> {
  const rows = await db
    .select({ kind: noticeMailPreferences.kind })
    .from(noticeMailPreferences)
    .where(eq(noticeMailPreferences.userId, userId))
    .orderBy(asc(noticeMailPreferences.kind));
  return rows.map((row) => row.kind);
}

export async function replaceKinds(db: DbOrTx, userId: number, kinds: NoticeKind[]): Promise<void> {
  await db.delete(noticeMailPreferences).where(eq(noticeMailPreferences.userId, userId));
  if (kinds.length > 0)
    await db.insert(noticeMailPreferences).values(kinds.map((kind) => ({ userId, kind })));
}

export async function findEmail(db: DbOrTx, userId: number) {
  const rows = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return rows[0]?.email ?? null;
}

/**
 * Claims a queued mail for sending (queued → sending), so that of all the server processes told about it
 * exactly one sends it. Answers the notice id and mail id when this caller won it.
 */
/** Attempts a notice mail gets: the first, then retries 5 min, 20 min, 80 min and 320 min after the one before. */
export const mailAttemptLimit = 5;

/**
 * The mails the mail job sends at `now`: queued for more than a minute (their NOTIFY was missed: no server
 * process listened then), failed with attempts left and their wait over (a mail older than a day is news
 * no longer: it stays failed), or left "sending" for ten minutes by a process that stopped mid-send.
 */
const mailDue = (now: Date) => sql`(
  (${notices.mailStatus} = 'queued' AND ${notices.createdAt} < ${now}::timestamptz - interval '1 minute')
  OR (${notices.mailStatus} = 'failed' AND ${notices.mailAttempts} < ${mailAttemptLimit}
      AND ${notices.mailTriedAt} <= ${now}::timestamptz - interval '5 minutes' * power(4, ${notices.mailAttempts} - 1)
      AND ${notices.createdAt} > ${now}::timestamptz - interval '1 day')
  OR (${notices.mailStatus} = 'sending' AND ${notices.mailTriedAt} < ${now}::timestamptz - interval '10 minutes'))`;

/**
 * Claims a notice's mail for this process (one process sends it): a queued one (`retry` false, as its
 * NOTIFY offers it), or one the mail job found due; counts the attempt.
 */
export async function claimMail(db: DbOrTx, noticeId: number, now: Date, retry: boolean) {
  const rows = await db
    .update(notices)
    .set({ mailStatus: 'sending', mailAttempts: sql`${notices.mailAttempts} + 1`, mailTriedAt: now })
    .where(and(eq(notices.id, noticeId), retry ? mailDue(now) : eq(notices.mailStatus, 'queued')))
    .returning({ id: notices.id, mailId: notices.mailId });
  return rows[0];
}

export async function setMailStatus(
  db: DbOrTx,
  noticeId: number,
  status: 'queued' | 'sent' | 'failed',
  error: string | null,
): Promise<void> {
  await db.update(notices).set({ mailStatus: status, mailError: error }).where(eq(notices.id, noticeId));
}

/** The notices whose mail the mail job sends at `now`, oldest first. */
export async function findMailsDue(db: DbOrTx, now: Date, limit = 50) {
  return db
    .select({ id: notices.id })
    .from(notices)
    .where(mailDue(now))
    .orderBy(asc(notices.id))
    .limit(limit);
}

/** A NOTIFY on `channel`, sent by PostgreSQL when (and if) the transaction commits. */
export async function sendSignal(tx: DbOrTx, channel: string, payload: string): Promise<void> {
  await tx.execute(sql`SELECT pg_notify(${channel}, ${payload})`);
}

/** Marks read the unread notices of `kinds` about one subject, but those of `except`; answers their users. */
export async function markSubjectNoticesRead(
  tx: DbOrTx,
  subject: { subjectKind: NoticeSubjectKind; subjectId: number },
  kinds: readonly NoticeKind[],
  except: readonly number[],
): Promise<number[]> {
  const rows = await tx
    .update(notices)
    .set({ readAt: new Date() })
    .where(
      and(
        isNull(notices.readAt),
        eq(notices.subjectKind, subject.subjectKind),
        eq(notices.subjectId, subject.subjectId),
        inArray(notices.kind, [...kinds]),
        except.length > 0 ? notInArray(notices.userId, [...except]) : undefined,
      ),
    )
    .returning({ userId: notices.userId });
  return rows.map((row) => row.userId);
}
