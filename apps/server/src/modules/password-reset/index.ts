/** What other modules may use of the password-reset module: the mail outbox it owns. */
export { findMail, insertMail as queueMail, markMailSent } from './password-reset.repository';
export type { NewMail } from './password-reset.repository';
