/**
 * Passes outbox mails to the SMTP relay (nodemailer) when `SMTP_URL` is set; without it the mails stay
 * in the outbox (development), and the row is the mail.
 */
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import * as repo from './mail.repository';

export class MailSender {
  private readonly transport: Transporter | null;

  constructor(
    private readonly db: Database,
    smtp: Config['smtp'],
  ) {
    this.transport = smtp.url ? nodemailer.createTransport(smtp.url, { from: smtp.from }) : null;
  }

  /** Whether an SMTP relay is configured. */
  get enabled(): boolean {
    return this.transport !== null;
  }

  /**
   * Sends the outbox mail `id` and marks it sent; answers false when there is no such mail (or no relay).
   * An SMTP failure is thrown, and the mail stays unsent.
   */
  async send(id: number): Promise<boolean> {
    if (!this.transport) return false;
    const mail = await repo.findMail(this.db, id);
    if (!mail) return false;
    await this.transport.sendMail({ to: mail.toAddress, subject: mail.subject, text: mail.body });
    await repo.markMailSent(this.db, mail.id);
    return true;
  }

  /** Closes the SMTP connection. */
  close(): void {
    this.transport?.close();
  }
}
