import type { LoginType, OidcCallbackData, OidcIdentity, OidcProvider } from '@portal/contract';
import * as client from 'openid-client';
import { AppError, recordNotFound, refused } from '../../core/app-error';
import type { Principal } from '../../core/principal';
import type { Database } from '../../db/database';
import type { OidcConfig, OidcProviderConfig } from '../../config-oidc';
import type { MessagingConfig } from '../../config-messaging';
import { messagingIssuer, messagingProviderName } from '../../config-messaging';
import type { ClientInfo, IdentityService } from './identity.service';
import * as repo from './oidc.repository';
import type { OidcIdentityRow, OidcRequestRow } from './oidc.repository';
import { hashToken } from './tokens';
import { sameDigest } from './qr-login.service';

/** How long the browser may take at the provider before the callback is refused. */
const requestTtlMs = 10 * 60_000;

/** A provider on this machine (tests, a local development provider) may speak plain HTTP; no other may. */
const loopback = (issuer: string) => ['localhost', '127.0.0.1', '[::1]'].includes(new URL(issuer).hostname);

/** What the provider or the library said, as a refusal the reader understands. */
function refusalOf(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof client.AuthorizationResponseError) {
    const reason = /^[\w.-]{1,64}$/.test(error.error) ? error.error : 'error';
    return refused('oidc.error.denied', { reason });
  }
  if (error instanceof client.ResponseBodyError && error.error === 'invalid_grant')
    return refused('oidc.error.code');
  // openid-client wraps what failed: the check's own message is in the cause.
  const message = [error, error instanceof Error ? error.cause : null]
    .map((e) => (e instanceof Error ? e.message : ''))
    .join(' ');
  if (/"nonce"/.test(message)) return refused('oidc.error.nonce');
  if (/"iss"/.test(message)) return refused('oidc.error.issuer');
  return refused('oidc.error.unavailable');
}

/** The outcome of a callback, for the security log. */
export interface OidcOutcome {
  data: OidcCallbackData;
  userId: number | null;
}

/**
 * Sign-in through OpenID providers: authorisation code with PKCE (S256), state and nonce, the issuer checked
 * (openid-client). A request is bound to the asking browser (a cookie) and used once; its callback signs in
 * the account linked to the (issuer, subject) the provider names, or links them for the signed-in user who
 * asked. No account is ever created or matched by e-mail.
 */
export class OidcLoginService {
  private readonly discovered = new Map<string, Promise<client.Configuration>>();
  private readonly byName: Map<string, OidcProviderConfig>;

  constructor(
    private readonly db: Database,
    private readonly identity: IdentityService,
    private readonly config: OidcConfig,
    /** The messaging app's adapter: an administrator links its user ids here too (provider `messaging`). */
    private readonly messaging: MessagingConfig | null = null,
  ) {
    this.byName = new Map(config.providers.map((p) => [p.name, p]));
  }

  get configured(): boolean {
    return this.byName.size > 0;
  }

  /** The providers a sign-in page offers: all on the staff page, those configured for partners on theirs. */
  providers(loginType: LoginType): OidcProvider[] {
    return this.config.providers
      .filter((p) => loginType === 'staff' || p.partners)
      .map((p) => ({ name: p.name, label: p.label }));
  }

  private provider(name: string): OidcProviderConfig {
    const found = this.byName.get(name);
    if (!found) throw refused('oidc.error.unknownProvider');
    return found;
  }

  /** The provider's metadata, discovered once (again after a failure); a slow or failing provider is refused. */
  private async configuration(p: OidcProviderConfig): Promise<client.Configuration> {
    let pending = this.discovered.get(p.name);
    if (!pending) {
      const seconds = Math.max(1, Math.ceil(this.config.timeoutMs / 1000));
      pending = client
        .discovery(new URL(p.issuer), p.clientId, p.clientSecret, undefined, {
          timeout: seconds,
          ...(loopback(p.issuer) ? { execute: [client.allowInsecureRequests] } : {}),
        })
        .then((found) => {
          found.timeout = seconds;
          return found;
        });
      this.discovered.set(p.name, pending);
      pending.catch(() => this.discovered.delete(p.name));
    }
    try {
      return await pending;
    } catch {
      throw refused('oidc.error.unavailable');
    }
  }

  /**
   * Starts a sign-in (or a link, for the signed-in user) at a provider: stores the request's PKCE verifier
   * and nonce under the digest of its state, bound to the browser, and answers where to send the browser.
   */
  async start(
    name: string,
    purpose: 'sign-in' | 'link',
    loginType: LoginType,
    browserKey: string,
    userId: number | null = null,
  ): Promise<string> {
    const p = this.provider(name);
    if (loginType === 'partner' && !p.partners) throw refused('oidc.error.staffOnly');
    const configuration = await this.configuration(p);
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    await repo.deleteOld(this.db);
    await repo.insertRequest(this.db, {
      stateHash: hashToken(state),
      browserKeyHash: hashToken(browserKey),
      provider: p.name,
      purpose,
      loginType,
      userId,
      codeVerifier,
      nonce,
      expiresAt: new Date(Date.now() + requestTtlMs),
    });
    return client.buildAuthorizationUrl(configuration, {
      redirect_uri: p.redirectUri,
      scope: 'openid',
      response_type: 'code',
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    }).href;
  }

  /**
   * The provider called back (through the web client's callback page) with `query`. The state must name a
   * request of this browser and provider, unused and unexpired (it is used now, whatever follows); the
   * code is exchanged with the PKCE verifier, and the ID token's issuer and nonce are checked.
   */
  async callback(
    name: string,
    query: string,
    browserKey: string | undefined,
    info: ClientInfo,
  ): Promise<OidcOutcome> {
    const p = this.provider(name);
    const params = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
    const state = params.get('state');
    const row = state ? await repo.findRequestByState(this.db, hashToken(state)) : undefined;
    if (
      !state ||
      !row ||
      row.provider !== p.name ||
      !browserKey ||
      !sameDigest(row.browserKeyHash, hashToken(browserKey))
    )
      throw refused('oidc.error.state');
    if (row.usedAt) throw refused('oidc.error.used');
    if (row.expiresAt.getTime() <= Date.now()) throw refused('oidc.error.state');
    if (!(await repo.claimRequest(this.db, row.id))) throw refused('oidc.error.used');

    const configuration = await this.configuration(p);
    const issuer = configuration.serverMetadata().issuer;
    // Mix-up: an answer naming another issuer than the one this request was sent to.
    const answeredBy = params.get('iss');
    if (answeredBy !== null && answeredBy !== issuer) throw refused('oidc.error.issuer');
    const currentUrl = new URL(p.redirectUri);
    currentUrl.search = params.toString();
    let claims: client.IDToken;
    let idToken: string | null;
    try {
      const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
        pkceCodeVerifier: row.codeVerifier,
        expectedState: state,
        expectedNonce: row.nonce,
        idTokenExpected: true,
      });
      claims = tokens.claims()!;
      idToken = tokens.id_token ?? null;
    } catch (error) {
      throw refusalOf(error);
    }
    if (claims.iss !== issuer) throw refused('oidc.error.issuer');

    if (row.purpose === 'link') {
      if (!row.userId) throw refused('oidc.error.state');
      await this.link(row.userId, p.name, claims.iss, claims.sub, null);
      return { data: { linked: true }, userId: row.userId };
    }
    return this.signIn(row, p, claims, idToken, info);
  }

  private async signIn(
    row: OidcRequestRow,
    p: OidcProviderConfig,
    claims: client.IDToken,
    idToken: string | null,
    info: ClientInfo,
  ): Promise<OidcOutcome> {
    const linked = await repo.findIdentity(this.db, claims.iss, claims.sub);
    if (!linked) throw refused('oidc.error.notLinked', { provider: p.label });
    const user = await this.identity.findUser(linked.userId);
    if (!user) throw refused('oidc.error.notLinked', { provider: p.label });
    const loginType: LoginType = row.loginType === 'partner' ? 'partner' : 'staff';
    await this.identity.checkAccount(user, loginType);
    const pair = await this.identity.openSession(
      user.id,
      loginType,
      info,
      'oidc',
      undefined,
      (tx, sessionId) => repo.attachSession(tx, row.id, sessionId, idToken),
    );
    return { data: pair, userId: user.id };
  }

  private async link(
    userId: number,
    provider: string,
    issuer: string,
    subject: string,
    linkedBy: number | null,
  ): Promise<OidcIdentityRow> {
    const taken = await repo.findIdentity(this.db, issuer, subject);
    if (taken && taken.userId !== userId) throw refused('oidc.error.linkedElsewhere');
    if (taken) return taken;
    if (await repo.findUserIdentityAt(this.db, userId, issuer)) throw refused('oidc.error.alreadyLinked');
    const inserted = await repo.insertIdentity(this.db, {
      userId,
      issuer,
      subject,
      provider,
      linkedBy,
    });
    if (!inserted) throw refused('oidc.error.linkedElsewhere');
    return inserted;
  }

  /** Where the browser ends the provider's session too: for a session an OpenID sign-in opened, when the provider can. */
  async endSessionUrl(sessionId: string): Promise<string | null> {
    const row = await repo.findBySession(this.db, sessionId);
    const p = row ? this.byName.get(row.provider) : undefined;
    if (!row || !p) return null;
    try {
      const configuration = await this.configuration(p);
      if (!configuration.serverMetadata().end_session_endpoint) return null;
      return client.buildEndSessionUrl(configuration, {
        ...(row.idToken ? { id_token_hint: row.idToken } : {}),
        post_logout_redirect_uri: p.postLogoutRedirectUri,
      }).href;
    } catch {
      return null; // the portal's session ends whatever the provider does
    }
  }

  private describe(row: OidcIdentityRow): OidcIdentity {
    return {
      id: row.id,
      provider: row.provider,
      label:
        row.provider === messagingProviderName
          ? (this.messaging?.label ?? row.provider)
          : (this.byName.get(row.provider)?.label ?? row.provider),
      issuer: row.issuer,
      subject: row.subject,
      createdAt: row.createdAt.toISOString(),
      linkedByAdmin: row.linkedBy !== null,
    };
  }

  async identities(userId: number): Promise<OidcIdentity[]> {
    return (await repo.identitiesOfUser(this.db, userId)).map((row) => this.describe(row));
  }

  async unlink(userId: number, id: number): Promise<void> {
    if (!(await repo.deleteIdentity(this.db, userId, id))) throw refused('oidc.error.identityNotFound');
  }

  /** A user an administrator manages: a partner administrator only its own company's users. */
  private async managedUser(admin: Principal, userId: number) {
    const user = await this.identity.findUser(userId);
    if (!user) throw recordNotFound();
    if (admin.kind === 'partner' && (user.kind !== 'partner' || user.companyId !== admin.companyId))
      throw recordNotFound();
    return user;
  }

  async identitiesOfManaged(admin: Principal, userId: number): Promise<OidcIdentity[]> {
    await this.managedUser(admin, userId);
    return this.identities(userId);
  }

  /** The signed-in user's own app user id, from the messaging app's answer to its link (never by e-mail). */
  async linkMessaging(userId: number, appUserId: string): Promise<void> {
    if (!this.messaging) throw refused('oidc.error.unknownProvider');
    await this.link(userId, messagingProviderName, messagingIssuer(this.messaging), appUserId, null);
  }

  /** An administrator links a user to the subject the provider names it by (no e-mail matching, ever). */
  async linkByAdmin(admin: Principal, userId: number, name: string, subject: string): Promise<OidcIdentity> {
    const user = await this.managedUser(admin, userId);
    if (name === messagingProviderName && this.messaging) {
      // The messaging app's user id (partners too): linked under the app's own issuer, never by e-mail.
      const issuer = messagingIssuer(this.messaging);
      return this.describe(await this.link(user.id, messagingProviderName, issuer, subject, admin.userId));
    }
    const p = this.provider(name);
    if (user.kind === 'partner' && !p.partners) throw refused('oidc.error.staffOnly');
    const issuer = (await this.configuration(p)).serverMetadata().issuer;
    return this.describe(await this.link(user.id, p.name, issuer, subject, admin.userId));
  }

  async unlinkByAdmin(admin: Principal, userId: number, id: number): Promise<void> {
    await this.managedUser(admin, userId);
    await this.unlink(userId, id);
  }
}
