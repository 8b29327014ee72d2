/**
 * Writing notices, in the transaction of the event they tell: other modules call `notify` (through this
 * module's index) with the recipients and what happened. In the same transaction the recipients who chose
 * the kind by e-mail get a mail in the outbox, and a NOTIFY tells every server process (after commit) whose
 * unread count changed and which mails wait to be sent.
 */
import type { Language, NoticeKind, NoticeParams, NoticeSubjectKind } from '@portal/contract';
import { isLanguage, noticeUntilIsDate, translate } from '@portal/contract';
import { z } from 'zod';
import type { DbOrTx } from '../../db/database';
import { queueMail } from '../mail';
import * as repo from './notifications.repository';

/** The PostgreSQL channel every server process listens on. */
export const noticeChannel = 'portal_notices';

/** What a NOTIFY on the channel carries: recipients whose count changed, notices whose mail waits. */
export const noticeSignalSchema = z.object({
  users: z.array(z.number().int()),
  mails: z.array(z.number().int()),
});
export type NoticeSignal = z.infer<typeof noticeSignalSchema>;

export interface NoticeEvent {
  kind: NoticeKind;
  subjectKind: NoticeSubjectKind;
  subjectId: number;
  params: NoticeParams;
  /**
   * The partner company the subject belongs to, when it belongs to one. A partner user of another company
   * is never told about it (null: an internal subject, which no partner user is told about).
   */
  companyId: number | null | undefined;
}

const two = (n: number) => String(n).padStart(2, '0');

/** A notice's `until` in the server's zone: 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm:ss' (the web formats it alike). */
export function shownUntil(iso: string, dateOnly: boolean): string {
  const at = new Date(iso);
  const date = `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}`;
  return dateOnly ? date : `${date} ${two(at.getHours())}:${two(at.getMinutes())}:${two(at.getSeconds())}`;
}

/** The text of a notice in `language` (the web renders the same keys). */
export function noticeText(
  language: Language,
  kind: NoticeKind,
  subjectKind: NoticeSubjectKind,
  params: NoticeParams,
) {
  const text = translate(language, `notice.text.${kind}`, {
    ...params,
    ...(params.until ? { until: shownUntil(params.until, noticeUntilIsDate(kind)) } : {}),
    subject: translate(language, `notice.subject.${subjectKind}`),
  });
  return params.comment
    ? `${text}\n${translate(language, 'notice.comment', { comment: params.comment })}`
    : text;
}

/** Sends the signal with the transaction: PostgreSQL delivers a NOTIFY only when (and if) it commits. */
export async function signal(tx: DbOrTx, payload: NoticeSignal): Promise<void> {
  await repo.sendSignal(tx, noticeChannel, JSON.stringify(payload));
}

/**
 * Writes one notice per recipient (each once; inactive users and the `exceptUserId`, who caused the event,
 * are left out; so is a partner user of another company than the subject's).
 */
export async function notify(
  tx: DbOrTx,
  recipientIds: readonly number[],
  event: NoticeEvent,
  exceptUserId?: number,
): Promise<void> {
  const ids = [...new Set(recipientIds)].filter((id) => id !== exceptUserId);
  if (ids.length === 0) return;
  const recipients = (await repo.findRecipients(tx, ids)).filter(
    (user) =>
      user.status === 'active' &&
      (user.kind === 'internal' || (event.companyId != null && user.companyId === event.companyId)),
  );
  if (recipients.length === 0) return;
  const choosers = await repo.findMailChoosers(
    tx,
    recipients.map((user) => user.id),
    event.kind,
  );
  const mails: number[] = [];
  const users: number[] = [];
  for (const user of recipients) {
    let mailId: number | null = null;
    if (choosers.has(user.id) && user.email) {
      const language: Language = isLanguage(user.language) ? user.language : 'cn';
      const text = noticeText(language, event.kind, event.subjectKind, event.params);
      mailId = await queueMail(tx, {
        toAddress: user.email,
        purpose: 'notice',
        language,
        subject: translate(language, 'notice.mail.subject', { text: text.split('\n')[0]! }),
        body: `${text}\n\n${translate(language, 'notice.mail.footer')}\n`,
      });
    }
    const noticeId = await repo.insertNotice(tx, {
      userId: user.id,
      kind: event.kind,
      subjectKind: event.subjectKind,
      subjectId: event.subjectId,
      params: event.params,
      mailId,
      mailStatus: mailId === null ? null : 'queued',
    });
    users.push(user.id);
    if (mailId !== null) mails.push(noticeId);
  }
  await signal(tx, { users, mails });
}

/** A clue assigned to a company: its assigned user, or else every active user of the company. */
export async function notifyClueAssigned(
  tx: DbOrTx,
  clue: { id: number; clueNo: string; customerName?: string | null },
  companyId: number,
  userId: number | null,
): Promise<void> {
  const recipients =
    userId === null ? (await repo.findActivePartnerUsers(tx, companyId)).map((u) => u.id) : [userId];
  await notify(tx, recipients, {
    kind: 'clueAssigned',
    subjectKind: 'clue',
    subjectId: clue.id,
    params: { no: clue.clueNo, ...(clue.customerName ? { title: clue.customerName } : {}) },
    companyId,
  });
}

/** The active users of a partner company (the recipients of what is offered to the company). */
export async function activePartnerUserIds(tx: DbOrTx, companyId: number): Promise<number[]> {
  return (await repo.findActivePartnerUsers(tx, companyId)).map((user) => user.id);
}

/**
 * Marks done (read) the notices of `kinds` about one subject whose task is done: every recipient's except
 * those of `stillWaiting` (whose own task on it still waits); answers nothing, tells the browsers' counts.
 */
export async function markSubjectNoticesDone(
  tx: DbOrTx,
  subject: { subjectKind: NoticeSubjectKind; subjectId: number },
  kinds: readonly NoticeKind[],
  stillWaiting: readonly number[],
): Promise<void> {
  const users = await repo.markSubjectNoticesRead(tx, subject, kinds, stillWaiting);
  if (users.length > 0) await signal(tx, { users: [...new Set(users)], mails: [] });
}
