import { z } from 'zod';
import type { MessagingConfig } from '../../config-messaging';

/** Why a call to the messaging platform failed: it answered an error, answered nonsense, or not in time. */
export type MessagingFailure = 'error' | 'timeout' | 'unavailable' | 'notMember';

/** A call to the enterprise messaging platform failed; `detail` is the platform's own code (never a secret). */
export class MessagingError extends Error {
  constructor(
    public readonly failure: MessagingFailure,
    public readonly detail: string,
  ) {
    super(`messaging app: ${failure} (${detail})`);
    this.name = 'MessagingError';
  }
}

/** What every platform answer carries (WeCom: `errcode` 0 is success), and the call's own fields. */
const answerSchema = z.looseObject({ errcode: z.number().optional(), errmsg: z.string().optional() });
type Answer = z.infer<typeof answerSchema>;

/** A token's value and when it stops working (epoch milliseconds). */
interface Expiring {
  value: string;
  expiresAt: number;
}

/** A cached token is used until this long before the platform says it expires. */
const marginMs = 5 * 60_000;

/**
 * The enterprise messaging platform's server API, WeCom style (DingTalk and Lark offer the same calls under
 * their own addresses, set by MESSAGING_API_URL): the app's access token from its id and secret, the user of
 * an OAuth code, the JS API ticket, and group chats. Every call has the configured time limit; the access
 * token and JS API ticket are kept until shortly before they expire.
 */
export class MessagingAdapter {
  private accessToken: Expiring | null = null;
  private ticket: Expiring | null = null;

  constructor(readonly config: MessagingConfig) {}

  /** The OAuth 2 authorisation address the QR code or the profile's link sends the phone to. */
  authorizeUrl(state: string): string {
    const url = new URL(this.config.authorizeUrl);
    url.searchParams.set('appid', this.config.appId);
    url.searchParams.set('redirect_uri', this.config.redirectUri);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('scope', 'snsapi_base');
    url.searchParams.set('state', state);
    if (this.config.agentId) url.searchParams.set('agentid', this.config.agentId);
    return url.href;
  }

  private async call(path: string, query: Record<string, string>, body?: unknown): Promise<Answer> {
    const url = new URL(`${this.config.apiUrl}${path}`);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    let response: Response;
    try {
      response = await fetch(url, {
        method: body === undefined ? 'GET' : 'POST',
        headers: body === undefined ? undefined : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.config.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new MessagingError(timedOut ? 'timeout' : 'unavailable', timedOut ? 'timeout' : 'connection');
    }
    let json: unknown;
    try {
      json = await response.json();
    } catch (error) {
      if (error instanceof Error && error.name === 'TimeoutError')
        throw new MessagingError('timeout', 'timeout');
      throw new MessagingError('unavailable', `http ${response.status}`);
    }
    const parsed = answerSchema.safeParse(json);
    if (!response.ok || !parsed.success) throw new MessagingError('unavailable', `http ${response.status}`);
    const answer = parsed.data;
    if (answer.errcode !== undefined && answer.errcode !== 0) {
      // An expired or revoked access token: the next call fetches a new one.
      this.accessToken = null;
      throw new MessagingError('error', String(answer.errcode));
    }
    return answer;
  }

  private static expiring(value: unknown, seconds: unknown): Expiring {
    if (typeof value !== 'string' || value === '') throw new MessagingError('unavailable', 'no value');
    const lifetime = typeof seconds === 'number' && seconds > 0 ? seconds * 1000 : 7200_000;
    return { value, expiresAt: Date.now() + lifetime };
  }

  private static fresh(token: Expiring | null): token is Expiring {
    return token !== null && token.expiresAt - marginMs > Date.now();
  }

  private async appToken(): Promise<string> {
    if (!MessagingAdapter.fresh(this.accessToken)) {
      const answer = await this.call('/cgi-bin/gettoken', {
        corpid: this.config.appId,
        corpsecret: this.config.appSecret,
      });
      this.accessToken = MessagingAdapter.expiring(answer.access_token, answer.expires_in);
    }
    return this.accessToken.value;
  }

  /** The app's user id of the user who authorised `code` (a member of the organisation only). */
  async userIdOf(code: string): Promise<string> {
    const answer = await this.call('/cgi-bin/auth/getuserinfo', {
      access_token: await this.appToken(),
      code,
    });
    const userId = answer.userid ?? answer.UserId;
    if (typeof userId !== 'string' || userId === '') throw new MessagingError('notMember', 'no user id');
    return userId;
  }

  /** The JS API ticket for pages inside the messaging app's browser, and when it expires. */
  async jsApiTicket(): Promise<{ token: string; expiresAt: Date }> {
    if (!MessagingAdapter.fresh(this.ticket)) {
      const answer = await this.call('/cgi-bin/get_jsapi_ticket', { access_token: await this.appToken() });
      this.ticket = MessagingAdapter.expiring(answer.ticket, answer.expires_in);
    }
    return { token: this.ticket.value, expiresAt: new Date(this.ticket.expiresAt - marginMs) };
  }

  /** Creates a group chat of these app user ids (the first is its owner); answers the platform's chat id. */
  async createGroup(name: string, appUserIds: string[]): Promise<string> {
    const answer = await this.call(
      '/cgi-bin/appchat/create',
      { access_token: await this.appToken() },
      { name, owner: appUserIds[0], userlist: appUserIds },
    );
    if (typeof answer.chatid !== 'string' || answer.chatid === '')
      throw new MessagingError('unavailable', 'no chat id');
    return answer.chatid;
  }
}

/** One adapter (and so one cached access token) per configuration. */
const adapters = new WeakMap<MessagingConfig, MessagingAdapter>();

export function messagingAdapterOf(config: MessagingConfig | null): MessagingAdapter | null {
  if (!config) return null;
  let adapter = adapters.get(config);
  if (!adapter) adapters.set(config, (adapter = new MessagingAdapter(config)));
  return adapter;
}
