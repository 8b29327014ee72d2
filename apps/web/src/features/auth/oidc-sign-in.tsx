import type { LoginType, OidcProvider } from '@portal/contract';
import { identityRefs } from '@portal/contract';
import { Button, theme } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request, RequestError } from '../../lib/request';
import { endSession } from '../../lib/session-actions';

/**
 * The identity providers this server offers on a sign-in page, one button each (none configured: nothing).
 * A button's login call answers the provider's `url`; the browser goes there and login is not complete until
 * the provider sends it back to the callback page. Loaded after the sign-in page (lazily).
 */
export function OidcSignIn({ loginType }: { loginType: LoginType }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [providers, setProviders] = useState<OidcProvider[]>([]);
  const [busy, setBusy] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    request(identityRefs.oidcProviders, { query: { loginType }, silent: true })
      .then((found) => live && setProviders(found))
      .catch(() => live && setProviders([]));
    return () => {
      live = false;
    };
  }, [loginType]);

  if (providers.length === 0) return null;

  const go = async (provider: OidcProvider) => {
    setBusy(provider.name);
    setRefusal(null);
    endSession(); // tokens are cleared first (spec section 4)
    try {
      const data = await request(identityRefs.login, { body: { provider: provider.name, loginType } });
      if (data.url) {
        localStorage.setItem('loginType', loginType);
        window.location.assign(data.url);
        return;
      }
      setBusy(null);
    } catch (error) {
      if (error instanceof RequestError) setRefusal(error.message);
      setBusy(null);
    }
  };

  return (
    <div data-testid="oidc-providers" style={{ marginTop: 16, display: 'grid', gap: 8 }}>
      {providers.map((provider) => (
        <Button
          key={provider.name}
          block
          loading={busy === provider.name}
          disabled={busy !== null && busy !== provider.name}
          onClick={() => void go(provider)}
          data-testid={`oidc-provider-${provider.name}`}
        >
          {t('oidc.signInWith', { label: provider.label })}
        </Button>
      ))}
      {refusal && (
        <div role="alert" data-testid="oidc-refusal" style={{ color: token.colorError }}>
          {refusal}
        </div>
      )}
    </div>
  );
}
