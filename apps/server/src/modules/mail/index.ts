/**
 * What other modules may use of the mail module: the outbox (queued in the caller's transaction) and the
 * SMTP sender. Notices and password resets both send their mails through it.
 */
export { countMailsSince, queueMail } from './mail.repository';
export type { NewMail } from './mail.repository';
export { MailSender } from './mail.sender';
