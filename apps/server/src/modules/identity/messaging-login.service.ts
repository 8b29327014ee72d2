import { randomBytes } from 'node:crypto';
import type { LoginType, OidcCallbackData } from '@portal/contract';
import { z } from 'zod';
import { refused } from '../../core/app-error';
import type { AppError } from '../../core/app-error';
import type { MessagingConfig } from '../../config-messaging';
import { messagingIssuer, messagingProviderName } from '../../config-messaging';
import type { Database, DbOrTx } from '../../db/database';
import type { ClientInfo, IdentityService } from './identity.service';
import type { MessagingAdapter } from './messaging-adapter';
import { MessagingError, messagingAdapterOf } from './messaging-adapter';
import * as oidcRepo from './oidc.repository';
import type { QrConfirmationChannel, QrLoginService } from './qr-login.service';
import { sameDigest } from './qr-login.service';
import { hashToken } from './tokens';

/** The state a QR code's messaging link carries: `qr.` and the QR request's id (never a token). */
const qrStatePrefix = 'qr.';
/** The state a user's own link carries: `link.` and 256 random bits, of which only the SHA-256 is stored. */
const linkStatePrefix = 'link.';
const requestIdSchema = z.uuid();

/** Whether a callback's query answers a profile's link (its state), rather than a QR scan. */
export function isMessagingLink(query: string): boolean {
  const params = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
  return (params.get('state') ?? '').startsWith(linkStatePrefix);
}
/** How long a user has to come back from the messaging app when linking (as an OpenID link request). */
const linkTtlMs = 10 * 60_000;

/** Links an app user id to a portal user (OidcLoginService.linkMessaging: one id one account, never by e-mail). */
export type LinkMessagingIdentity = (userId: number, appUserId: string) => Promise<unknown>;

/** A failed call to the messaging app, as a refusal its reader understands. */
export function messagingRefusal(error: MessagingError): AppError {
  if (error.failure === 'timeout') return refused('messaging.error.timeout');
  if (error.failure === 'notMember') return refused('messaging.error.notMember');
  return refused('messaging.error.failed', { detail: error.detail });
}

/** The outcome of a messaging callback, for the security log. */
export interface MessagingOutcome {
  data: OidcCallbackData;
  userId: number | null;
}

/**
 * QR sign-in through the enterprise messaging app (WeCom, DingTalk or Lark style OAuth 2 code redirect). The
 * QR code encodes the app's authorisation address with the request's id as state; the app sends the phone
 * back with a code, whose app user id signs in the portal account linked to it (once, by an administrator or
 * from the profile; never by e-mail) on the phone, after every account rule of password sign-in for the
 * asking page; the phone then opens the portal's own confirmation page for the request, so the decision
 * still goes through `QrLoginService.decide` and shows which browser, place, time and number ask.
 */
export class MessagingLoginService {
  readonly adapter: MessagingAdapter | null;

  constructor(
    private readonly db: Database,
    private readonly identity: IdentityService,
    readonly config: MessagingConfig | null,
  ) {
    this.adapter = messagingAdapterOf(config);
  }

  /** The QR confirmation channel when an adapter is configured, else null (the portal's own is used). */
  channel(): QrConfirmationChannel | null {
    const adapter = this.adapter;
    if (!adapter) return null;
    return { name: messagingProviderName, link: (id) => adapter.authorizeUrl(`${qrStatePrefix}${id}`) };
  }

  /**
   * The signed-in user links its own app user id from its profile: a request bound to this browser (the
   * OpenID link cookie) is stored under the digest of a random state, and the browser goes to the app's
   * authorisation address; the app sends it back to the callback page with a code (`callback`).
   */
  async startLink(userId: number, loginType: LoginType, browserKey: string): Promise<string> {
    const adapter = this.adapter;
    if (!adapter) throw refused('oidc.error.unknownProvider');
    const state = randomBytes(32).toString('base64url');
    await oidcRepo.deleteOld(this.db);
    await oidcRepo.insertRequest(this.db, {
      stateHash: hashToken(state),
      browserKeyHash: hashToken(browserKey),
      provider: messagingProviderName,
      purpose: 'link',
      loginType,
      userId,
      codeVerifier: '',
      nonce: '',
      expiresAt: new Date(Date.now() + linkTtlMs),
    });
    return adapter.authorizeUrl(`${linkStatePrefix}${state}`);
  }

  /**
   * The messaging app sent the browser back (through the callback page) with `query` (code and state): a QR
   * scan (`qr.` state) or the signed-in user's own link (`link.` state, only in the browser that asked).
   */
  async callback(
    query: string,
    qr: QrLoginService,
    info: ClientInfo,
    browserKey?: string,
    link?: LinkMessagingIdentity,
  ): Promise<MessagingOutcome> {
    const adapter = this.adapter;
    if (!adapter || !this.config) throw refused('oidc.error.unknownProvider');
    const params = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
    const state = params.get('state') ?? '';
    const code = params.get('code');
    if (state.startsWith(linkStatePrefix) && link)
      return this.linkCallback(state.slice(linkStatePrefix.length), code, browserKey, link);
    const id = state.startsWith(qrStatePrefix) ? state.slice(qrStatePrefix.length) : '';
    if (!code || !requestIdSchema.safeParse(id).success) throw refused('messaging.error.state');
    // The request must still wait for a decision before the app is asked anything.
    const request = await qr.describe(id);
    let appUserId: string;
    try {
      appUserId = await adapter.userIdOf(code);
    } catch (error) {
      throw error instanceof MessagingError ? messagingRefusal(error) : error;
    }
    const linked = await oidcRepo.findIdentity(this.db, messagingIssuer(this.config), appUserId);
    const user = linked ? await this.identity.findUser(linked.userId) : undefined;
    if (!user) throw refused('messaging.error.notLinked', { label: this.config.label });
    await this.identity.checkAccount(user, request.loginType);
    const pair = await this.identity.openSession(user.id, request.loginType, info, 'messaging');
    return { data: { ...pair, next: `/qr-confirm?id=${id}` }, userId: user.id };
  }

  private async linkCallback(
    state: string,
    code: string | null,
    browserKey: string | undefined,
    link: LinkMessagingIdentity,
  ): Promise<MessagingOutcome> {
    const row = state ? await oidcRepo.findRequestByState(this.db, hashToken(state)) : undefined;
    if (
      !row ||
      row.provider !== messagingProviderName ||
      row.purpose !== 'link' ||
      !row.userId ||
      !browserKey ||
      !sameDigest(row.browserKeyHash, hashToken(browserKey))
    )
      throw refused('messaging.error.linkState');
    if (row.usedAt || row.expiresAt.getTime() <= Date.now() || !code)
      throw refused('messaging.error.linkState');
    if (!(await oidcRepo.claimRequest(this.db, row.id))) throw refused('messaging.error.linkState');
    let appUserId: string;
    try {
      appUserId = await this.adapter!.userIdOf(code);
    } catch (error) {
      throw error instanceof MessagingError ? messagingRefusal(error) : error;
    }
    await link(row.userId, appUserId);
    return { data: { linked: true }, userId: row.userId };
  }

  /** The JS API token for a page inside the messaging app's browser; refused clearly without an adapter. */
  async token(): Promise<{ token: string; expiresAt: string }> {
    if (!this.adapter) throw refused('messaging.error.notConfigured');
    try {
      const ticket = await this.adapter.jsApiTicket();
      return { token: ticket.token, expiresAt: ticket.expiresAt.toISOString() };
    } catch (error) {
      if (error instanceof MessagingError) throw refused('messaging.error.tokenFailed');
      throw error;
    }
  }
}

/** What `createMessagingGroup` needs of the caller's module dependencies. */
export interface MessagingGroupDeps {
  config: { messaging: MessagingConfig | null };
  db: DbOrTx;
}

/** A group chat could not be created in the messaging app (`MessagingError` says why). */
export class MessagingGroupError extends Error {
  constructor(message: string, cause?: unknown) {
    super(message, { cause });
    this.name = 'MessagingGroupError';
  }
}

/**
 * Creates a group chat in the messaging app of these portal users (the first is its owner), through the
 * adapter; answers the app's group id, or null when no adapter is configured (the caller then keeps the
 * group in the portal). Users with no linked messaging user id are left out; a group needs two members who
 * have one. Throws `MessagingGroupError` when the app refuses, fails or does not answer (the spec's "group
 * creation failed, contact the administrator").
 */
export async function createMessagingGroup(
  deps: MessagingGroupDeps,
  input: { name: string; memberUserIds: number[] },
): Promise<string | null> {
  const config = deps.config.messaging;
  const adapter = messagingAdapterOf(config);
  if (!config || !adapter) return null;
  const issuer = messagingIssuer(config);
  const appUserIds: string[] = [];
  for (const userId of new Set(input.memberUserIds)) {
    const linked = await oidcRepo.findUserIdentityAt(deps.db, userId, issuer);
    if (linked) appUserIds.push(linked.subject);
  }
  if (appUserIds.length < 2)
    throw new MessagingGroupError('fewer than two of the members have a linked messaging app user');
  try {
    return await adapter.createGroup(input.name.slice(0, 50), appUserIds);
  } catch (error) {
    throw new MessagingGroupError(error instanceof Error ? error.message : 'messaging app failed', error);
  }
}
