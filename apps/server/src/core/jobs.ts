/**
 * Scheduled jobs on the portal's own PostgreSQL, through pg-boss (a kept queue library: its jobs, schedules
 * and locks live in the `pgboss` schema, so they survive a restart and need nothing else running).
 *
 * Each job is a queue with the `stately` policy and a cron schedule: every server process runs the
 * scheduler and a worker, pg-boss puts one job per schedule slot in the queue however many processes do
 * so, and one worker takes it. The jobs themselves mark what they handled in the same transaction as their
 * effect, so even two runs at once would not repeat a notice (docs/areas/processes.md, "Deadlines").
 */
import type { FastifyBaseLogger } from 'fastify';
import { errorCode } from './system-errors';
import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Config } from '../config';
import type { Database } from '../db/database';

const queueCreationLock = 727_274_130;

/** A job; `Deps`: what a run needs beyond the job context (the modules' dependencies, for a module's job). */
export interface ScheduledJob<Deps extends object = object> {
  /** The queue's name (letters, digits, dashes). */
  name: string;
  /** When it runs: a cron expression in UTC, or one read from the configuration (null: not scheduled). */
  cron: string | ((config: Config) => string | null);
  /** One run, at `now` (the job runner's clock); answers what it did, for the log. */
  run: (context: JobContext & Deps) => Promise<unknown>;
}

/** What a run is given. */
export interface JobContext {
  db: Database;
  now: Date;
  config: Config;
  logger: FastifyBaseLogger;
}

export interface JobRunnerOptions<Deps extends object> {
  connectionString: string;
  db: Database;
  config: Config;
  logger: FastifyBaseLogger;
  jobs: readonly ScheduledJob<Deps>[];
  /** What every run is given besides the job context. */
  deps: Deps;
  /** The time a run is given; tests move it. */
  clock?: () => Date;
  /** How often an idle worker looks for a job (pg-boss allows 0.5 s at least). */
  pollingIntervalSeconds?: number;
}

export class JobRunner<Deps extends object = object> {
  private readonly boss: PgBoss;
  private readonly clock: () => Date;
  /** Set once the process stops: a connection ended by PostgreSQL's own shutdown is then expected. */
  private stopping = false;

  constructor(private readonly options: JobRunnerOptions<Deps>) {
    this.clock = options.clock ?? (() => new Date());
    this.boss = new PgBoss({
      connectionString: options.connectionString,
      schema: 'pgboss',
      application_name: 'portal-jobs',
      max: 2,
      // A run that fails is tried again by the next slot; a run longer than this is ended as failed.
      retryLimit: 0,
      expireInSeconds: 15 * 60,
    });
    this.boss.on('error', (error) => {
      // While stopping, a connection cut by PostgreSQL's shutdown (57P01, "terminating connection due
      // to administrator command") is part of stopping, not a fault: one short line at debug.
      if (this.stopping || isAdminShutdown(error))
        options.logger.debug({ code: errorCode(error) }, `job queue connection closed: ${String(error)}`);
      else options.logger.error({ err: error }, 'job queue error');
    });
  }

  async start(): Promise<this> {
    await this.boss.start();
    // Creating a queue creates its table: processes starting together would deadlock on it, so one at a time.
    await this.options.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${queueCreationLock})`);
      for (const job of this.options.jobs) {
        await this.boss.createQueue(job.name, { name: job.name, policy: 'stately' });
        const cron = typeof job.cron === 'string' ? job.cron : job.cron(this.options.config);
        if (cron) await this.boss.schedule(job.name, cron, {}, { tz: 'UTC' });
        else await this.boss.unschedule(job.name);
      }
    });
    for (const job of this.options.jobs) {
      await this.boss.work(
        job.name,
        { pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 2 },
        async () => {
          const started = Date.now();
          const { db, config, logger, deps } = this.options;
          const result = await job
            .run({ ...deps, db, now: this.clock(), config, logger })
            .catch((error: unknown) => {
              this.options.logger.error({ err: error, job: job.name }, 'job failed');
              throw error;
            });
          this.options.logger.info({ job: job.name, result, ms: Date.now() - started }, 'job done');
        },
      );
    }
    return this;
  }

  /**
   * Puts a run of `name` in its queue now, as its schedule does: at most one per minute slot, however many
   * processes ask (answers null when the slot is taken).
   */
  trigger(name: string): Promise<string | null> {
    return this.boss.send(name, {}, { singletonKey: name, singletonSeconds: 60 });
  }

  /** The process is stopping: what its connections say from now on is part of stopping. */
  expectShutdown(): void {
    this.stopping = true;
  }

  /** Stops taking jobs, waits for a running one (up to 10 s), and closes its connections. */
  stop(): Promise<void> {
    this.stopping = true;
    return this.boss.stop({ graceful: true, wait: true, timeout: 10_000 });
  }
}

/** PostgreSQL ended the session because it is shutting down (admin_shutdown). */
const isAdminShutdown = (error: unknown) => errorCode(error) === '57P01';
