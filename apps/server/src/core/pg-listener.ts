/**
 * One LISTEN connection per database pool, shared by every module of the app that listens (`listenerOf`):
 * each NOTIFY sent (after commit) by any server process on the same database reaches the handler of its
 * channel. The connection comes back after a failure; it ends when the last module that started it closes.
 * Handlers get the payload text and must not throw.
 */
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';

export class PgListener {
  private readonly handlers = new Map<string, (payload: string) => void>();
  private connection: pg.PoolClient | null = null;
  private users = 0;
  private connecting: Promise<void> | null = null;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly pool: pg.Pool,
    private readonly log: FastifyBaseLogger,
    private readonly onClosed: () => void = () => {},
  ) {}

  /** Sets the handler of a channel; listens at once when already connected. */
  on(channel: string, handler: (payload: string) => void): this {
    const known = this.handlers.has(channel);
    this.handlers.set(channel, handler);
    if (!known && this.connection) this.connection.query(`LISTEN ${channel}`).catch(() => {});
    return this;
  }

  /** Each module that starts it closes it once; the first start connects. */
  start(): Promise<void> {
    this.users++;
    this.connecting ??= this.connect();
    return this.connecting;
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    try {
      const connection = await this.pool.connect();
      // Closed while connecting (a shutdown during start-up): give the connection back at once.
      if (this.closed) {
        connection.release();
        return;
      }
      connection.on('notification', (message) => {
        this.handlers.get(message.channel)?.(message.payload ?? '');
      });
      connection.on('error', (error) => {
        // Closing: the connection is already given up (PostgreSQL stopping says so once more).
        if (this.closed) return;
        this.log.warn({ err: error }, 'database listener lost its connection');
        connection.release(error);
        if (this.connection === connection) this.connection = null;
        this.again();
      });
      for (const channel of this.handlers.keys()) await connection.query(`LISTEN ${channel}`);
      if (this.closed) {
        connection.release(true);
        return;
      }
      this.connection = connection;
    } catch (error) {
      this.log.warn({ err: error }, 'database listener could not connect');
      this.again();
    }
  }

  private again() {
    if (this.closed || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.connect();
    }, 2000);
    this.retry.unref();
  }

  async close(): Promise<void> {
    this.users = Math.max(0, this.users - 1);
    if (this.users > 0 || this.closed) return;
    this.closed = true;
    this.onClosed();
    if (this.retry) clearTimeout(this.retry);
    const connection = this.connection;
    this.connection = null;
    if (connection) {
      await connection.query('UNLISTEN *').catch(() => {});
      // Ended, not pooled: nothing else should receive a listener's connection.
      connection.release(true);
    }
  }
}

const listeners = new WeakMap<pg.Pool, PgListener>();

/** The listener of a pool: one LISTEN connection however many modules listen on it. */
export function listenerOf(pool: pg.Pool, log: FastifyBaseLogger): PgListener {
  let listener = listeners.get(pool);
  if (!listener) {
    listener = new PgListener(pool, log, () => listeners.delete(pool));
    listeners.set(pool, listener);
  }
  return listener;
}
