import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { LoginType, MessageKey, QrRequestInfo, QrStartData, QrState, TokenPair } from '@portal/contract';
import { isMessageKey } from '@portal/contract';
import { AppError, refused } from '../../core/app-error';
import type { Database } from '../../db/database';
import type { ClientInfo, IdentityService } from './identity.service';
import * as repo from './qr-login.repository';
import type { QrRow } from './qr-login.repository';
import { hashToken } from './tokens';
import { describeUserAgent } from './user-agent';

/**
 * How a QR request gets confirmed: the portal's own phone page, or (later) an enterprise messaging adapter.
 * Each says what the code encodes; whichever way the user is known, the decision goes through
 * `QrLoginService.decide`, so every account rule applies the same.
 */
export interface QrConfirmationChannel {
  readonly name: string;
  /** What the QR code encodes: a path from the portal's base, or an absolute address (an adapter's). */
  link(requestId: string): string;
}

/** The portal's own confirmation: a signed-in user opens the phone page (`/qr-confirm`). */
export const portalConfirmation: QrConfirmationChannel = {
  name: 'portal',
  link: (requestId) => `/qr-confirm?id=${requestId}`,
};

/** A sign-in page may ask for this many codes a minute from one address. */
const startsPerMinute = 30;

export interface QrStatusAnswer {
  status: QrState;
  refusal: MessageKey | null;
}

/** What happened, for the security log. */
export interface QrOutcome {
  userId: number | null;
  refusal: MessageKey | null;
}

const expired = (row: QrRow) => row.expiresAt.getTime() <= Date.now();
const loginTypeOf = (row: QrRow): LoginType => (row.loginType === 'partner' ? 'partner' : 'staff');

/** A browser's key: 256 random bits in an HttpOnly cookie; only its SHA-256 is stored. */
export function newBrowserKey(): string {
  return randomBytes(32).toString('base64url');
}

/** Whether two hex digests are equal, compared in constant time. */
export function sameDigest(left: string, right: string): boolean {
  const a = Buffer.from(left, 'hex');
  const b = Buffer.from(right, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

function sameKey(row: QrRow, browserKey: string | undefined): boolean {
  return browserKey ? sameDigest(hashToken(browserKey), row.browserKeyHash) : false;
}

/**
 * QR sign-in: a sign-in page asks for a one-time request bound to its browser; a signed-in user confirms or
 * refuses it on a phone; the asking browser (and only it) turns a confirmed request into a fresh session,
 * once. The code and every answer to the waiting page carry no token.
 */
export class QrLoginService {
  constructor(
    private readonly db: Database,
    private readonly identity: IdentityService,
    private readonly ttlSeconds: number,
    private readonly channel: QrConfirmationChannel = portalConfirmation,
  ) {}

  async start(loginType: LoginType, client: ClientInfo, browserKey: string): Promise<QrStartData> {
    const recent = await repo.countRecentFromAddress(this.db, client.address, new Date(Date.now() - 60_000));
    if (recent >= startsPerMinute) throw refused('error.addressLimited', { minutes: 1 });
    await repo.deleteOld(this.db);
    const row = await repo.insertRequest(this.db, {
      browserKeyHash: hashToken(browserKey),
      loginType,
      clientAddress: client.address,
      userAgent: client.userAgent?.slice(0, 500) ?? null,
      matchNumber: String(randomInt(10, 100)),
      expiresAt: new Date(Date.now() + this.ttlSeconds * 1000),
    });
    return {
      id: row.id,
      link: this.channel.link(row.id),
      number: row.matchNumber,
      expiresAt: row.expiresAt.toISOString(),
    };
  }

  /** The request as its own browser sees it; another browser (or an unknown id) is refused. */
  private async own(id: string, browserKey: string | undefined): Promise<QrRow> {
    const row = await repo.findRequest(this.db, id);
    if (!row || !sameKey(row, browserKey)) throw refused('qr.error.foreign');
    return row;
  }

  async status(id: string, browserKey: string | undefined): Promise<QrStatusAnswer> {
    const row = await this.own(id, browserKey);
    return this.stateOf(row);
  }

  private stateOf(row: QrRow): QrStatusAnswer {
    if (row.status === 'used') throw refused('qr.error.used');
    if (row.status === 'refused') return { status: 'refused', refusal: refusalOf(row) };
    if (expired(row)) return { status: 'expired', refusal: 'qr.error.expired' };
    return { status: row.status, refusal: null };
  }

  /** Turns the browser's confirmed request into a fresh session, once; the account rules are checked again. */
  async finish(
    id: string,
    browserKey: string | undefined,
    client: ClientInfo,
  ): Promise<{ pair: TokenPair; userId: number }> {
    const row = await this.own(id, browserKey);
    const state = this.stateOf(row);
    if (state.status !== 'confirmed') throw refused(state.refusal ?? 'qr.error.notConfirmed');
    if (!(await repo.claimConfirmed(this.db, id))) throw refused('qr.error.used');
    const user = row.userId === null ? undefined : await this.identity.findUser(row.userId);
    if (!user) throw refused('qr.error.foreign');
    await this.identity.checkAccount(user, loginTypeOf(row));
    const pair = await this.identity.openSession(user.id, loginTypeOf(row), client, 'qr');
    return { pair, userId: user.id };
  }

  /** What the phone shows before its user decides; only a pending request that has not expired. */
  async describe(id: string): Promise<QrRequestInfo> {
    const row = await repo.findRequest(this.db, id);
    this.checkDecidable(row);
    return {
      id: row.id,
      loginType: loginTypeOf(row),
      device: describeUserAgent(row.userAgent),
      place: row.clientAddress ?? '',
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      number: row.matchNumber,
    };
  }

  private checkDecidable(row: QrRow | undefined): asserts row is QrRow {
    if (!row) throw refused('qr.error.notFound');
    if (row.status !== 'pending') throw refused('qr.error.decided');
    if (expired(row)) throw refused('qr.error.expired');
  }

  /**
   * The phone's (or an adapter's) decision for the user it knows. A confirmation the account rules refuse
   * (a partner on the staff page, a disabled account, a company mismatch) refuses the request with that
   * message, which both screens show; nothing is signed in.
   */
  async decide(id: string, userId: number, confirm: boolean): Promise<QrOutcome> {
    const refusal = await this.db.transaction(async (tx) => {
      const row = await repo.findRequest(tx, id, true);
      this.checkDecidable(row);
      let key: MessageKey | null = confirm ? null : 'qr.error.refused';
      if (confirm) {
        const user = await this.identity.findUser(userId);
        try {
          if (!user) throw refused('error.accountDisabled');
          await this.identity.checkAccount(user, loginTypeOf(row));
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          key = error.key;
        }
      }
      await repo.updateRequest(tx, id, {
        status: key ? 'refused' : 'confirmed',
        refusalKey: key,
        userId,
        decidedAt: new Date(),
      });
      await repo.announce(tx, id);
      return key;
    });
    // Told after the refusal is stored: the asking page shows the same message.
    if (confirm && refusal) throw refused(refusal);
    return { userId, refusal };
  }
}

function refusalOf(row: QrRow): MessageKey {
  return row.refusalKey && isMessageKey(row.refusalKey) ? row.refusalKey : 'qr.error.refused';
}
