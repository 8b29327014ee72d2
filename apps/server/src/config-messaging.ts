/**
 * The enterprise messaging app (WeCom, DingTalk or Lark style: OAuth 2 code redirect, an app id and secret)
 * from the environment (docs/sign-in.md#the-enterprise-messaging-app). Unset: no adapter.
 */

export interface MessagingConfig {
  /** The app's id at the messaging platform (WeCom: the corp id; DingTalk, Lark: the app key). */
  appId: string;
  appSecret: string;
  /** The app's agent id, where the platform asks for one (WeCom); null otherwise. */
  agentId: string | null;
  /** The platform's OAuth 2 authorisation address the QR code (and the profile's link) sends the phone to. */
  authorizeUrl: string;
  /** The platform's server API's base address (access token, user of a code, JS API ticket, group chats). */
  apiUrl: string;
  /** The app's name as users know it ("WeCom"). */
  label: string;
  /** How long the platform may take to answer, in milliseconds. */
  timeoutMs: number;
  /** Where the platform sends the phone back: <PUBLIC_URL>/static/gppclient/oidc-callback/messaging. */
  redirectUri: string;
}

/** The callback's provider name for the messaging app (the OpenID providers may not use it). */
export const messagingProviderName = 'messaging';

/** The issuer under which the messaging app's user ids are linked (oidc_identities): one per app. */
export const messagingIssuer = (config: MessagingConfig) => `messaging:${config.appId}`;

const wecomAuthorize = 'https://open.weixin.qq.com/connect/oauth2/authorize';
const wecomApi = 'https://qyapi.weixin.qq.com';
const addressPattern = /^https?:\/\/\S+$/;

/** Reads MESSAGING_*; answers the problems found, or the configuration (null when MESSAGING_APP_ID is unset). */
export function messagingConfigOf(
  env: NodeJS.ProcessEnv,
  publicUrl: string | undefined,
): { problems: string[]; config: MessagingConfig | null } {
  const setting = (key: string) => env[`MESSAGING_${key}`]?.trim() || undefined;
  const appId = setting('APP_ID');
  if (!appId) return { problems: [], config: null };
  const problems: string[] = [];
  const appSecret = setting('APP_SECRET');
  if (!appSecret) problems.push('MESSAGING_APP_SECRET: required when MESSAGING_APP_ID is set');
  if (!publicUrl)
    problems.push(
      'PUBLIC_URL: required when MESSAGING_APP_ID is set (the messaging app calls the portal back there)',
    );
  const authorizeUrl = (setting('AUTHORIZE_URL') ?? wecomAuthorize).replace(/\/+$/, '');
  const apiUrl = (setting('API_URL') ?? wecomApi).replace(/\/+$/, '');
  if (!addressPattern.test(authorizeUrl))
    problems.push('MESSAGING_AUTHORIZE_URL: must be an address (https://…)');
  if (!addressPattern.test(apiUrl)) problems.push('MESSAGING_API_URL: must be an address (https://…)');
  const timeoutMs = Number(setting('TIMEOUT_MS') ?? 10_000);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 500 || timeoutMs > 60_000)
    problems.push('MESSAGING_TIMEOUT_MS: must be a whole number of milliseconds from 500 to 60000');
  if (problems.length > 0 || !appSecret) return { problems, config: null };
  return {
    problems,
    config: {
      appId,
      appSecret,
      agentId: setting('AGENT_ID') ?? null,
      authorizeUrl,
      apiUrl,
      label: setting('LABEL') ?? 'WeCom',
      timeoutMs,
      redirectUri: `${publicUrl}/static/gppclient/oidc-callback/${messagingProviderName}`,
    },
  };
}
