/**
 * Sends the notice mails through the mail module's SMTP sender when `SMTP_URL` is set; without it the mails stay in
 * the outbox (development). A mail is sent after its transaction committed (the NOTIFY arrives only then):
 * the process that claims it (queued → sending) sends it and records sent (the outbox's `sent_at`) or
 * failed (with the error). The mail job (`noticeMailJob`, every minute, once across processes) sends the
 * mails whose NOTIFY no process heard and tries failed ones again, later each time, up to
 * `mailAttemptLimit` attempts.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { ScheduledJob } from '../../core/jobs';
import type { Database } from '../../db/database';
import { MailSender } from '../mail';
import * as repo from './notifications.repository';

export class NoticeMailer {
  private readonly sender: MailSender;
  private readonly running = new Set<Promise<void>>();

  constructor(
    private readonly db: Database,
    smtp: Config['smtp'],
    private readonly log: FastifyBaseLogger,
  ) {
    this.sender = new MailSender(db, smtp);
  }

  get enabled(): boolean {
    return this.sender.enabled;
  }

  /**
   * Sends the mails of these notices that this process manages to claim: queued ones (their NOTIFY), or,
   * with `retryAt`, the ones the mail job found due at that time.
   */
  offer(noticeIds: number[], retryAt?: Date): void {
    if (!this.sender.enabled) return;
    for (const id of noticeIds) {
      const job = this.send(id, retryAt).finally(() => this.running.delete(job));
      this.running.add(job);
    }
  }

  private async send(noticeId: number, retryAt: Date | undefined): Promise<void> {
    const claimed = await repo
      .claimMail(this.db, noticeId, retryAt ?? new Date(), retryAt !== undefined)
      .catch(() => undefined);
    if (!claimed?.mailId || !this.sender.enabled) return;
    try {
      if (!(await this.sender.send(claimed.mailId)))
        return await repo.setMailStatus(this.db, noticeId, 'failed', 'mail not found');
      await repo.setMailStatus(this.db, noticeId, 'sent', null);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.log.warn({ noticeId, error: message }, 'notice mail failed');
      await repo.setMailStatus(this.db, noticeId, 'failed', message.slice(0, 500)).catch(() => {});
    }
  }

  /** Waits for the mails being sent, then closes the SMTP connection. */
  async close(): Promise<void> {
    await Promise.allSettled([...this.running]);
    this.sender.close();
  }
}

/** The mail job: mails whose NOTIFY was missed, failed mails due for another attempt, stalled sends. */
export const noticeMailJob: ScheduledJob = {
  name: 'notice-mails',
  cron: '* * * * *',
  run: async ({ db, now, config, logger }) => {
    if (!config.smtp.url) return { skipped: 'no SMTP_URL' };
    const due = await repo.findMailsDue(db, now);
    if (due.length === 0) return { offered: 0 };
    const mailer = new NoticeMailer(db, config.smtp, logger);
    mailer.offer(
      due.map((row) => row.id),
      now,
    );
    await mailer.close();
    return { offered: due.length };
  },
};
