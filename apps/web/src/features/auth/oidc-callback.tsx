import type { OidcCallbackData } from '@portal/contract';
import { identityRefs } from '@portal/contract';
import { Spin, theme } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AuthFrame } from './auth-frame';
import { request, RequestError } from '../../lib/request';
import { loginPath } from '../../lib/session-actions';
import { tokenStore } from '../../lib/token-store';

/** A callback is sent once, even when the page renders twice: the provider's code is single-use. */
const sent = new Map<string, Promise<OidcCallbackData>>();

function finishOnce(provider: string, query: string): Promise<OidcCallbackData> {
  const key = `${provider}${query}`;
  let pending = sent.get(key);
  if (!pending) {
    pending = request(identityRefs.oidcCallback, { body: { provider, query }, silent: true });
    sent.set(key, pending);
  }
  return pending;
}

/**
 * Where an identity provider sends the browser back (`/oidc-callback/<provider>?code&state&iss`): the server
 * checks the answer and signs the linked account in (to the home page), or links the identity of the user who
 * asked from its profile (back to the profile); a refusal shows as the server words it. The enterprise
 * messaging app sends the phone back here too (`/oidc-callback/messaging`): signed in, it goes on to the QR
 * request's confirmation page.
 */
export function OidcCallback({ provider }: { provider: string }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<string | null>(null);

  useEffect(() => {
    finishOnce(provider, window.location.search).then(
      (data) => {
        if (data.token && data.refreshToken) {
          tokenStore.set(data.token, data.refreshToken);
          // The messaging app's QR link signs the phone in, then opens the request's confirmation page.
          void navigate(data.next?.startsWith('/qr-confirm?') ? data.next : '/home', { replace: true });
        } else if (data.linked) {
          void navigate('/my-sessions', { replace: true });
        } else {
          setRefusal(t('error.networkContactAdmin'));
        }
      },
      (error: unknown) =>
        setRefusal(error instanceof RequestError ? error.message : t('error.networkContactAdmin')),
    );
  }, [provider, navigate, t]);

  return (
    <AuthFrame title={refusal ? t('oidc.callback.failed') : t('oidc.callback.working')}>
      {refusal ? (
        <>
          <div role="alert" data-testid="oidc-refusal" style={{ color: token.colorError, marginBottom: 16 }}>
            {refusal}
          </div>
          <Link to={loginPath()}>{t('oidc.callback.back')}</Link>
        </>
      ) : (
        <div style={{ display: 'flex', justifyContent: 'center', padding: 24 }}>
          <Spin />
        </div>
      )}
    </AuthFrame>
  );
}
