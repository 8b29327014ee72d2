/**
 * Sends the notice mails through SMTP (nodemailer) when `SMTP_URL` is set; without it the mails stay in
 * the outbox (development). A mail is sent after its transaction committed (the NOTIFY arrives only then):
 * the process that claims it (queued → sending) sends it and records sent (the outbox's `sent_at`) or
 * failed (with the error). A sweep picks up mails whose NOTIFY no process heard.
 */
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { Database } from '../../db/database';
import { findMail, markMailSent } from '../password-reset';
import * as repo from './notifications.repository';

export class NoticeMailer {
  private readonly transport: Transporter | null;
  private sweeper: NodeJS.Timeout | null = null;
  private readonly running = new Set<Promise<void>>();

  constructor(
    private readonly db: Database,
    smtp: { url: string | undefined; from: string },
    private readonly log: FastifyBaseLogger,
  ) {
    this.transport = smtp.url ? nodemailer.createTransport(smtp.url, { from: smtp.from }) : null;
  }

  get enabled(): boolean {
    return this.transport !== null;
  }

  /** Sends the mails of these notices that this process manages to claim. */
  offer(noticeIds: number[]): void {
    if (!this.transport) return;
    for (const id of noticeIds) {
      const job = this.send(id).finally(() => this.running.delete(job));
      this.running.add(job);
    }
  }

  private async send(noticeId: number): Promise<void> {
    const claimed = await repo.claimMail(this.db, noticeId).catch(() => undefined);
    if (!claimed?.mailId || !this.transport) return;
    const mail = await findMail(this.db, claimed.mailId);
    if (!mail) return repo.setMailStatus(this.db, noticeId, 'failed', 'mail not found');
    try {
      await this.transport.sendMail({ to: mail.toAddress, subject: mail.subject, text: mail.body });
      await markMailSent(this.db, mail.id);
      await repo.setMailStatus(this.db, noticeId, 'sent', null);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.log.warn({ noticeId, error: message }, 'notice mail failed');
      await repo.setMailStatus(this.db, noticeId, 'failed', message.slice(0, 500)).catch(() => {});
    }
  }

  /** Every minute: mails queued for more than a minute that no process claimed. */
  startSweeping(): void {
    if (!this.transport) return;
    this.sweeper = setInterval(() => {
      repo
        .findStaleMails(this.db, new Date(Date.now() - 60_000))
        .then((rows) => this.offer(rows.map((row) => row.id)))
        .catch(() => {});
    }, 60_000);
    this.sweeper.unref();
  }

  async close(): Promise<void> {
    if (this.sweeper) clearInterval(this.sweeper);
    await Promise.allSettled([...this.running]);
    this.transport?.close();
  }
}
