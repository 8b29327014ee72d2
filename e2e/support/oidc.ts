/**
 * The OpenID provider of the browser tests: the main server is configured with it (playwright.config.ts) and
 * the spec starts it (`oidc-provider`, apps/server/test/oidc-test-provider.ts) on this fixed port.
 */
const portOffset = Number(process.env['E2E_PORT_OFFSET'] ?? 0);

export const oidcTestPort = 18_370 + portOffset;
export const oidcTestClient = { id: 'portal-e2e', secret: 'portal-e2e-secret-0123456789abcdef' };

/** The main server's settings for it, given the main server's address. */
export function oidcServerEnv(portalUrl: string): Record<string, string> {
  return {
    PUBLIC_URL: portalUrl,
    OIDC_PROVIDERS: 'testid',
    OIDC_TESTID_ISSUER: `http://127.0.0.1:${oidcTestPort}`,
    OIDC_TESTID_CLIENT_ID: oidcTestClient.id,
    OIDC_TESTID_CLIENT_SECRET: oidcTestClient.secret,
    OIDC_TESTID_LABEL: 'Test ID',
  };
}
