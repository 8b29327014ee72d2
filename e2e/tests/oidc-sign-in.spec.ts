import { expect, test } from '@playwright/test';
import { translate } from '@portal/contract';
import type { TestProvider } from '../../apps/server/test/oidc-test-provider';
import { startTestProvider } from '../../apps/server/test/oidc-test-provider';
import { base, setLanguage, signInAndWait, signOut } from '../support/app';
import { oidcTestClient, oidcTestPort } from '../support/oidc';

/**
 * Sign-in through an OpenID provider (docs/sign-in.md#openid-connect) against a real provider started here:
 * a staff user links its identity from its profile, then signs in with the provider's button; an identity
 * linked to no account is refused with the message and nothing is signed in.
 */
let provider: TestProvider;
test.beforeAll(async ({ baseURL }) => {
  provider = await startTestProvider({
    port: oidcTestPort,
    clientId: oidcTestClient.id,
    clientSecret: oidcTestClient.secret,
    redirectUris: [`${baseURL}${base}/oidc-callback/testid`],
    postLogoutRedirectUris: [`${baseURL}${base}/login`],
  });
});
test.afterAll(() => provider?.close());

const shots = process.env['OIDC_SHOTS_DIR'];

test.describe('OpenID Connect sign-in', () => {
  test('a staff user links its identity on its profile, then signs in with the provider (Korean)', async ({
    page,
  }) => {
    await setLanguage(page, 'kr');
    await signInAndWait(page, 'planner2');
    await page.goto(`${base}/my-sessions`);
    const card = page.getByTestId('linked-identities');
    await expect(card.getByText(translate('kr', 'oidc.identities.empty'))).toBeVisible();
    provider.nextSubject = 'planner2-at-testid';
    await page.getByTestId('oidc-link-testid').click();
    // Through the provider and back to the profile, now linked.
    await expect(page).toHaveURL(/\/my-sessions$/);
    await expect(card.getByText('planner2-at-testid')).toBeVisible();
    if (shots) await page.screenshot({ path: `${shots}/identities-kr.png` });
    await page.goto(`${base}/home`);
    await signOut(page, 'kr');

    await page.goto(`${base}/login`);
    const button = page.getByRole('button', {
      name: translate('kr', 'oidc.signInWith', { label: 'Test ID' }),
    });
    await expect(button).toBeVisible();
    if (shots) await page.screenshot({ path: `${shots}/login-kr.png` });
    await button.click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId('user-menu')).toBeVisible();
    await page.goto(`${base}/my-sessions`);
    await expect(page.getByText(translate('kr', 'session.way.oidc')).first()).toBeVisible();
  });

  test('an identity linked to no account is refused and nothing is signed in (Chinese)', async ({ page }) => {
    await setLanguage(page, 'cn');
    provider.nextSubject = 'nobody-at-testid';
    await page.goto(`${base}/login`);
    await page
      .getByRole('button', { name: translate('cn', 'oidc.signInWith', { label: 'Test ID' }) })
      .click();
    await expect(page.getByTestId('oidc-refusal')).toHaveText(
      translate('cn', 'oidc.error.notLinked', { provider: 'Test ID' }),
    );
    // The page no longer says it is signing in once it was refused.
    await expect(page.getByText(translate('cn', 'oidc.callback.failed'), { exact: true })).toBeVisible();
    await expect(page.getByText(translate('cn', 'oidc.callback.working'))).toHaveCount(0);
    if (shots) await page.screenshot({ path: `${shots}/refused-cn.png` });
    await page.getByRole('link', { name: translate('cn', 'oidc.callback.back') }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto(`${base}/home`);
    await expect(page).toHaveURL(/\/login/);
  });
});
