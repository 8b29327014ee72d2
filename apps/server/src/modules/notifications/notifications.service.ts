/** The reader's notices: the page, the unread count, marking read, the e-mail choices, the stream ticket. */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type {
  MailPreferences,
  Notice,
  Page,
  PageNoticesBody,
  SaveMailPreferencesBody,
  UnreadCount,
} from '@portal/contract';
import { recordNotFound } from '../../core/app-error';
import type { Principal } from '../../core/principal';
import { sharedSecret } from '../../core/secrets';
import type { Database } from '../../db/database';
import * as repo from './notifications.repository';
import type { NoticeRow } from './notifications.repository';
import { signal } from './notifications.notify';

/** A stream ticket is good for this long: enough to open the stream right after asking for it. */
export const ticketSeconds = 60;

function toNotice(row: NoticeRow): Notice {
  return {
    id: row.id,
    kind: row.kind,
    subjectKind: row.subjectKind,
    subjectId: row.subjectId,
    params: row.params,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt ? row.readAt.toISOString() : null,
  };
}

export class NotificationsService {
  private secret: Promise<string> | null = null;

  constructor(private readonly db: Database) {}

  async page(body: PageNoticesBody, principal: Principal): Promise<Page<Notice>> {
    const [rows, total] = await Promise.all([
      repo.findPage(this.db, principal.userId, body, {
        offset: (body.pageNum - 1) * body.pageSize,
        limit: body.pageSize,
      }),
      repo.countNotices(this.db, principal.userId, body.read),
    ]);
    return { list: rows.map(toNotice), total, pageNum: body.pageNum, pageSize: body.pageSize };
  }

  async unread(userId: number): Promise<UnreadCount> {
    return { unread: await repo.countNotices(this.db, userId, 'unread') };
  }

  /** Marks one notice (of the caller only) or all of them read; the caller's other tabs hear the new count. */
  async markRead(principal: Principal, id?: number): Promise<UnreadCount> {
    await this.db.transaction(async (tx) => {
      // Another user's notice is not found, as if it did not exist.
      if (id !== undefined && !(await repo.isOwnNotice(tx, principal.userId, id))) throw recordNotFound();
      await repo.markRead(tx, principal.userId, id);
      await signal(tx, { users: [principal.userId], mails: [] });
    });
    return this.unread(principal.userId);
  }

  async preferences(principal: Principal): Promise<MailPreferences> {
    const [kinds, email] = await Promise.all([
      repo.findKinds(this.db, principal.userId),
      repo.findEmail(this.db, principal.userId),
    ]);
    return { kinds, hasEmail: Boolean(email) };
  }

  async savePreferences(body: SaveMailPreferencesBody, principal: Principal): Promise<MailPreferences> {
    await this.db.transaction((tx) => repo.replaceKinds(tx, principal.userId, [...new Set(body.kinds)]));
    return this.preferences(principal);
  }

  private key(): Promise<string> {
    this.secret ??= sharedSecret(this.db, 'notice-stream-ticket');
    return this.secret;
  }

  /** `userId.expiry.signature`: signed with a secret every server process shares, so any of them opens the stream. */
  async ticket(principal: Principal): Promise<{ ticket: string }> {
    const expires = Math.floor(Date.now() / 1000) + ticketSeconds;
    const payload = `${principal.userId}.${expires}`;
    const signature = createHmac('sha256', await this.key())
      .update(payload)
      .digest('base64url');
    return { ticket: `${payload}.${signature}` };
  }

  /** The user a ticket was issued to, if it is genuine, unexpired and the user is still active. */
  async userOfTicket(ticket: string): Promise<number | null> {
    const [user, expires, signature] = ticket.split('.');
    if (!user || !expires || !signature || !/^\d+$/.test(user) || !/^\d+$/.test(expires)) return null;
    const expected = createHmac('sha256', await this.key())
      .update(`${user}.${expires}`)
      .digest();
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    if (Number(expires) < Date.now() / 1000) return null;
    const userId = Number(user);
    return (await repo.findUserStatus(this.db, userId)) === 'active' ? userId : null;
  }
}
