/** OpenID Connect providers from the environment (docs/sign-in.md): one block of settings per named provider. */

export interface OidcProviderConfig {
  /** Lower-case name: the settings' infix (OIDC_<NAME>_…) and the callback's last path segment. */
  name: string;
  label: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Whether partner users may sign in through it (staff only by default). */
  partners: boolean;
  /** Where the provider sends the browser back: <PUBLIC_URL>/static/gppclient/oidc-callback/<name>. */
  redirectUri: string;
  /** Where the provider sends the browser after ending its session: the sign-in page. */
  postLogoutRedirectUri: string;
}

export interface OidcConfig {
  providers: OidcProviderConfig[];
  /** How long a provider may take to answer (discovery, token exchange), in milliseconds. */
  timeoutMs: number;
}

const namePattern = /^[a-z][a-z0-9]{0,31}$/;
const truthy = new Set(['1', 'true', 'on', 'yes']);
const booleanWords = new Set(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no']);

/** The public address of the web client's callback page of a provider. */
export const oidcCallbackPath = (name: string) => `/static/gppclient/oidc-callback/${name}`;

/** Reads OIDC_PROVIDERS and each provider's settings; answers the problems found, or the configuration. */
export function oidcConfigOf(env: NodeJS.ProcessEnv): {
  problems: string[];
  config: OidcConfig;
  publicUrl: string | undefined;
} {
  const problems: string[] = [];
  const publicUrl = env.PUBLIC_URL?.trim().replace(/\/+$/, '') || undefined;
  if (publicUrl && !/^https?:\/\/[^\s/]+(\/[^\s]*)?$/.test(publicUrl))
    problems.push("PUBLIC_URL: must be the portal's address, such as https://portal.example.com");
  const timeout = Number(env.OIDC_TIMEOUT_MS ?? 10_000);
  if (!Number.isInteger(timeout) || timeout < 500 || timeout > 60_000)
    problems.push('OIDC_TIMEOUT_MS: must be a whole number of milliseconds from 500 to 60000');
  const names = (env.OIDC_PROVIDERS ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  const providers: OidcProviderConfig[] = [];
  if (names.length > 0 && !publicUrl)
    problems.push(
      'PUBLIC_URL: required when OIDC_PROVIDERS is set (the providers call the portal back there)',
    );
  for (const name of names) {
    if (!namePattern.test(name)) {
      problems.push(
        `OIDC_PROVIDERS: "${name}" must be lower-case letters and digits, starting with a letter`,
      );
      continue;
    }
    if (name === 'messaging') {
      problems.push(
        'OIDC_PROVIDERS: "messaging" is the enterprise messaging app\'s callback name (MESSAGING_*)',
      );
      continue;
    }
    const setting = (key: string) => env[`OIDC_${name.toUpperCase()}_${key}`]?.trim() || undefined;
    const issuer = setting('ISSUER');
    const clientId = setting('CLIENT_ID');
    const clientSecret = setting('CLIENT_SECRET');
    const partners = setting('PARTNERS');
    const prefix = `OIDC_${name.toUpperCase()}_`;
    if (!issuer || !/^https?:\/\/\S+$/.test(issuer))
      problems.push(`${prefix}ISSUER: required, the provider's issuer address (https://…)`);
    if (!clientId) problems.push(`${prefix}CLIENT_ID: required`);
    if (!clientSecret) problems.push(`${prefix}CLIENT_SECRET: required`);
    if (partners && !booleanWords.has(partners)) problems.push(`${prefix}PARTNERS: must be true or false`);
    if (!issuer || !clientId || !clientSecret) continue;
    providers.push({
      name,
      label: setting('LABEL') ?? name,
      issuer,
      clientId,
      clientSecret,
      partners: partners ? truthy.has(partners) : false,
      redirectUri: `${publicUrl ?? ''}${oidcCallbackPath(name)}`,
      postLogoutRedirectUri: `${publicUrl ?? ''}/static/gppclient/login`,
    });
  }
  return { problems, config: { providers, timeoutMs: timeout }, publicUrl };
}
