import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { mailOutbox } from '../../db/schema';

export type NewMail = typeof mailOutbox.$inferInsert;

/** Queues a mail in the caller's transaction; answers its id. */
export async function queueMail(db: DbOrTx, mail: NewMail): Promise<number> {
  const rows = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
  return rows[0]!.id;
}

/** How many mails of `purpose` went to this address (compared case-insensitively) after `since`. */
export async function countMailsSince(db: DbOrTx, emailKey: string, purpose: string, since: Date) {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(
      and(
        sql`lower(${mailOutbox.toAddress}) = ${emailKey}`,
        eq(mailOutbox.purpose, purpose),
        gt(mailOutbox.createdAt, since),
      ),
    );
  return rows[0]?.n ?? 0;
}

/** A queued mail by id. */
export async function findMail(db: DbOrTx, id: number) {
  const rows = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return rows[0];
}

/** Marks a mail as passed on to the SMTP relay. */
export async function markMailSent(db: DbOrTx, id: number): Promise<void> {
  await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, id));
}
