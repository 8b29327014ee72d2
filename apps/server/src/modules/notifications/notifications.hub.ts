/**
 * On the app's one LISTEN connection (core/pg-listener.ts), every NOTIFY on the notice channel (sent by `notify`, in the
 * committing transaction of whichever process wrote the notices) reaches each process: it pushes the new
 * unread count to the streams its browsers hold open for those users, and offers the queued mails to the
 * mailer (which claims each one, so exactly one process sends it). The connection comes back after a
 * failure; `close` ends it and every stream.
 */
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { PgListener } from '../../core/pg-listener';
import { listenerOf } from '../../core/pg-listener';
import { noticeChannel, noticeSignalSchema } from './notifications.notify';
import type { NoticeSignal } from './notifications.notify';

export interface StreamClient {
  userId: number;
  /** Sends the user's unread count now. */
  push(): void;
  end(): void;
}

export class NoticeHub {
  private readonly clients = new Map<number, Set<StreamClient>>();
  private readonly listener: PgListener;

  constructor(
    pool: pg.Pool,
    log: FastifyBaseLogger,
    private readonly onMails: (noticeIds: number[]) => void,
  ) {
    this.listener = listenerOf(pool, log).on(noticeChannel, (payload) => this.receive(payload));
  }

  start(): Promise<void> {
    return this.listener.start();
  }

  private receive(payload: string) {
    if (!payload) return;
    let parsed: NoticeSignal;
    try {
      parsed = noticeSignalSchema.parse(JSON.parse(payload));
    } catch {
      return;
    }
    for (const userId of parsed.users) for (const client of this.clients.get(userId) ?? []) client.push();
    if (parsed.mails.length > 0) this.onMails(parsed.mails);
  }

  add(client: StreamClient): () => void {
    let set = this.clients.get(client.userId);
    if (!set) this.clients.set(client.userId, (set = new Set()));
    set.add(client);
    return () => {
      set.delete(client);
      if (set.size === 0) this.clients.delete(client.userId);
    };
  }

  get streamCount(): number {
    let n = 0;
    for (const set of this.clients.values()) n += set.size;
    return n;
  }

  async close(): Promise<void> {
    for (const set of this.clients.values()) for (const client of [...set]) client.end();
    this.clients.clear();
    await this.listener.close();
  }
}
