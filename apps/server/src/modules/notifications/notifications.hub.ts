/**
 * One LISTEN connection per server process. Every NOTIFY on the notice channel (sent by `notify`, in the
 * committing transaction of whichever process wrote the notices) reaches each process: it pushes the new
 * unread count to the streams its browsers hold open for those users, and offers the queued mails to the
 * mailer (which claims each one, so exactly one process sends it). The connection comes back after a
 * failure; `close` ends it and every stream.
 */
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
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
  private connection: pg.PoolClient | null = null;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly pool: pg.Pool,
    private readonly log: FastifyBaseLogger,
    private readonly onMails: (noticeIds: number[]) => void,
  ) {}

  async start(): Promise<void> {
    if (this.closed) return;
    try {
      const connection = await this.pool.connect();
      // Closed while connecting (a shutdown during start-up): give the connection back at once.
      if (this.closed) {
        connection.release();
        return;
      }
      connection.on('notification', (message) => {
        if (message.channel === noticeChannel && message.payload) this.receive(message.payload);
      });
      connection.on('error', (error) => {
        // Closing: the connection is already given up (PostgreSQL stopping says so once more).
        if (this.closed) return;
        this.log.warn({ err: error }, 'notice listener lost its connection');
        connection.release(error);
        if (this.connection === connection) this.connection = null;
        this.again();
      });
      await connection.query(`LISTEN ${noticeChannel}`);
      if (this.closed) {
        connection.release();
        return;
      }
      this.connection = connection;
    } catch (error) {
      this.log.warn({ err: error }, 'notice listener could not connect');
      this.again();
    }
  }

  private again() {
    if (this.closed || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.start();
    }, 2000);
    this.retry.unref();
  }

  private receive(payload: string) {
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
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    for (const set of this.clients.values()) for (const client of [...set]) client.end();
    this.clients.clear();
    const connection = this.connection;
    this.connection = null;
    if (connection) {
      await connection.query(`UNLISTEN ${noticeChannel}`).catch(() => {});
      // Ended, not pooled: nothing else should receive a listener's connection.
      connection.release(true);
    }
  }
}
