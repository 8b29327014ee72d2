import { randomBytes } from 'node:crypto';
import type { ForgotPasswordBody, Language, ResetPasswordBody } from '@portal/contract';
import { isLanguage, passwordResetPolicy, resetPasswordPagePath, translate } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import { refused } from '../../core/app-error';
import type { Database } from '../../db/database';
import { clearFailures, hashPassword, hashToken, revokeSessionsOfUsers } from '../identity';
import { setPasswordHash } from '../partners';
import { insertAuditEntry } from '../../core/audit';
import { countMailsSince, queueMail } from '../mail';
import * as repo from './password-reset.repository';

const mailPurpose = 'password-reset';
const minutes = (n: number) => n * 60_000;

/**
 * "Forgot password" by e-mail. The answer never tells whether an address is known: a request for
 * an unknown address, a disabled account or an address over its hourly limit simply sends nothing.
 * Without SMTP the outbox row is the mail.
 */
export class PasswordResetService {
  constructor(private readonly db: Database) {}

  async forgotPassword(body: ForgotPasswordBody, requestLanguage: Language, log: FastifyBaseLogger) {
    const emailKey = body.email.toLowerCase();
    const kind = body.loginType === 'partner' ? 'partner' : 'internal';
    const candidates = await repo.findActiveUsersByEmail(this.db, emailKey, kind);
    if (candidates.length === 0) return;

    const queued = await this.db.transaction(async (tx) => {
      await repo.lockAddress(tx, emailKey);
      const now = Date.now();
      let sent = await countMailsSince(tx, emailKey, mailPurpose, new Date(now - minutes(60)));
      const mailIds: number[] = [];
      for (const user of candidates) {
        if (sent >= passwordResetPolicy.mailsPerHour) break;
        const token = randomBytes(32).toString('base64url');
        await repo.supersedeTokens(tx, user.id);
        await repo.insertToken(tx, {
          userId: user.id,
          tokenHash: hashToken(token),
          expiresAt: new Date(now + minutes(passwordResetPolicy.tokenMinutes)),
        });
        const language = isLanguage(user.language) ? user.language : requestLanguage;
        const mailId = await queueMail(tx, {
          toAddress: user.email ?? body.email,
          purpose: mailPurpose,
          language,
          subject: translate(language, 'auth.resetMail.subject'),
          body: translate(language, 'auth.resetMail.body', {
            displayName: user.displayName,
            username: user.username,
            minutes: passwordResetPolicy.tokenMinutes,
            link: `${resetPasswordPagePath}?token=${token}`,
          }),
        });
        await insertAuditEntry(tx, {
          entity: 'user',
          entityId: user.id,
          action: 'request-password-reset',
          actorId: null,
          comment: `mail ${mailId}`,
        });
        mailIds.push(mailId);
        sent++;
      }
      return mailIds;
    });
    // Logged once committed; the id only, never the token or the mail body.
    for (const mailId of queued) log.info({ mailId }, 'mail queued');
  }

  /**
   * Sets a new password with a valid, unused, unexpired token: the token is used up, every other
   * link of the user dies, its sessions end and its lock-out is cleared, all in one transaction.
   */
  async resetPassword(body: ResetPasswordBody): Promise<void> {
    const found = await repo.findToken(this.db, hashToken(body.token));
    const valid =
      found && !found.usedAt && found.expiresAt.getTime() > Date.now() && found.userStatus === 'active';
    if (!found || !valid) throw refused('auth.resetTokenInvalid');
    const passwordHash = await hashPassword(body.password);
    await this.db.transaction(async (tx) => {
      if (!(await repo.useToken(tx, found.id))) throw refused('auth.resetTokenInvalid');
      await repo.supersedeTokens(tx, found.userId);
      await setPasswordHash(tx, found.userId, passwordHash);
      await revokeSessionsOfUsers(tx, [found.userId], 'password-reset');
      await clearFailures(tx, found.username.toLowerCase());
      await insertAuditEntry(tx, {
        entity: 'user',
        entityId: found.userId,
        action: 'reset-password-by-mail',
        fromState: found.userStatus,
        toState: found.userStatus,
        actorId: null,
      });
    });
  }
}
