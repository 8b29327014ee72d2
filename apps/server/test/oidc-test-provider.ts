/**
 * A real OpenID provider for tests (`oidc-provider`), on a random local port, whose interaction signs in the
 * subject the test names without any page: `nextSubject` (null: the user refuses, error=access_denied).
 */
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The subject the next interaction signs in; null refuses. */
  nextSubject: string | null;
  close(): Promise<void>;
}

/** The port a listening server was given. */
export function listeningPort(server: http.Server): number {
  const address: AddressInfo | string | null = server.address();
  if (!address || typeof address === 'string') throw new Error('not listening on a port');
  return address.port;
}

export async function startTestProvider(options: {
  /** The callbacks the client may use (the portal's <PUBLIC_URL>/static/gppclient/oidc-callback/<name>). */
  redirectUris: string[];
  postLogoutRedirectUris?: string[];
  clientId?: string;
  clientSecret?: string;
  /** A fixed port (a browser test's server is configured before the provider starts); 0 picks one. */
  port?: number;
}): Promise<TestProvider> {
  const server = http.createServer();
  server.listen(options.port ?? 0, '127.0.0.1');
  await once(server, 'listening');
  const port = listeningPort(server);
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = options.clientId ?? 'portal';
  const clientSecret = options.clientSecret ?? 'portal-test-secret-0123456789abcdef';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        post_logout_redirect_uris: options.postLogoutRedirectUris ?? [],
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    cookies: { keys: ['oidc-test-provider-cookie-key'] },
    ttl: { Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, Interaction: 600 },
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: true } },
    findAccount: (_ctx, sub) => ({ accountId: sub, claims: () => ({ sub }) }),
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  });
  const state: TestProvider = {
    issuer,
    clientId,
    clientSecret,
    nextSubject: 'test-subject',
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
  const callback = provider.callback();
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (!req.url?.startsWith('/interaction/')) {
      void callback(req, res);
      return;
    }
    void (async () => {
      const details = await provider.interactionDetails(req, res);
      if (state.nextSubject === null) {
        await provider.interactionFinished(
          req,
          res,
          { error: 'access_denied' },
          { mergeWithLastSubmission: false },
        );
      } else if (details.prompt.name === 'login') {
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId: state.nextSubject } },
          {
            mergeWithLastSubmission: false,
          },
        );
      } else {
        const grant = new provider.Grant({ accountId: details.session!.accountId, clientId });
        grant.addOIDCScope('openid');
        await provider.interactionFinished(
          req,
          res,
          { consent: { grantId: await grant.save() } },
          {
            mergeWithLastSubmission: true,
          },
        );
      }
    })().catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });
  return state;
}

/**
 * Follows an authorisation address through the provider as a browser would (its cookies kept) until the
 * provider sends it to a callback; answers that callback address.
 */
export async function followAtProvider(url: string, until: string): Promise<URL> {
  const cookies = new Map<string, string>();
  let next = new URL(url);
  for (let hop = 0; hop < 12; hop++) {
    if (next.href.startsWith(until)) return next;
    const response = await fetch(next, {
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    const location = response.headers.get('location');
    if (!location)
      throw new Error(`The provider answered ${response.status} at ${next.href}: ${await response.text()}`);
    next = new URL(location, next);
  }
  throw new Error('The provider never sent the browser back');
}
