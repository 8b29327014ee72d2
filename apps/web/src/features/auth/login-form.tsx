import { LockOutlined, UserOutlined } from '@ant-design/icons';
import type { LoginType } from '@portal/contract';
import { identityRefs } from '@portal/contract';
import { Button, theme } from 'antd';
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import type { TokenPair } from '@portal/contract';
import type { FormEvent } from 'react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthField, fieldProps } from './auth-field';
import { AuthFrame } from './auth-frame';
import { prepareNotify } from '../../lib/notify';
import { request, RequestError } from '../../lib/request';
import { endSession } from '../../lib/session-actions';
import { tokenStore } from '../../lib/token-store';

interface Values {
  username: string;
  password: string;
}
type Field = keyof Values;
const fields: readonly Field[] = ['username', 'password'];
/** The inputs' ids, which their labels and messages point at. */
const ids: Record<Field, string> = { username: 'username', password: 'password' };

/** QR sign-in loads only when chosen: it brings the QR code renderer (docs/performance.md, page weight). */
const QrSignIn = lazy(() => import('./qr-sign-in').then((m) => ({ default: m.QrSignIn })));

/** The identity providers' buttons load after the page: they are new weight the sign-in page does not carry. */
const OidcSignIn = lazy(() => import('./oidc-sign-in').then((m) => ({ default: m.OidcSignIn })));

const ways = ['password', 'qr'] as const;

/** A safe in-app target for ?redirect= (never another origin). */
function redirectTarget(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : '/home';
}

/**
 * Sign-in for staff (/login) or partners (/partner-login); every refusal shows as the server words it.
 * A plain form (Enter submits): the sign-in page loads no form library.
 */
export function LoginForm({ loginType }: { loginType: LoginType }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [values, setValues] = useState<Values>({ username: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const [way, setWay] = useState<'password' | 'qr'>('password');

  /** Tokens are stored, the login type remembered, and the user goes where it was going. */
  const signedIn = (pair: TokenPair) => {
    tokenStore.set(pair.token, pair.refreshToken);
    localStorage.setItem('loginType', loginType);
    void navigate(redirectTarget(params.get('redirect')), { replace: true });
  };

  const labels: Record<Field, string> = { username: t('auth.username'), password: t('auth.password') };
  /** Both fields are required; blank text counts as empty. */
  const check = (field: Field, value: string) =>
    value.trim() ? undefined : t('validation.required', { name: labels[field] });

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: check(field, value) }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = {
      username: check('username', values.username),
      password: check('password', values.password),
    };
    setErrors(found);
    const invalid = fields.find((field) => found[field]);
    if (invalid) {
      inputs.current[invalid]?.focus();
      return;
    }
    prepareNotify();
    setBusy(true);
    setRefusal(null);
    endSession(); // tokens are cleared first (spec section 4)
    try {
      const data = await request(identityRefs.login, { body: { ...values, loginType } });
      if (data.url) {
        window.location.assign(data.url); // an external login continues there
        return;
      }
      if (!data.token || !data.refreshToken) throw new RequestError(-1, t('error.networkContactAdmin'));
      signedIn({ token: data.token, refreshToken: data.refreshToken });
    } catch (error) {
      if (error instanceof RequestError) setRefusal(error.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthFrame title={loginType === 'partner' ? t('auth.partnerTitle') : t('auth.staffTitle')}>
      <div role="tablist" style={{ display: 'flex', justifyContent: 'center', gap: 8, marginBottom: 16 }}>
        {ways.map((option) => (
          <Button
            key={option}
            role="tab"
            aria-selected={way === option}
            type={way === option ? 'primary' : 'text'}
            ghost={way === option}
            onClick={() => setWay(option)}
            data-testid={`sign-in-way-${option}`}
          >
            {option === 'qr' ? t('qr.tab') : t('qr.passwordTab')}
          </Button>
        ))}
      </div>
      {way === 'qr' ? (
        <Suspense fallback={<div style={{ height: 260 }} />}>
          <QrSignIn loginType={loginType} onSignedIn={(pair) => signedIn(pair)} />
        </Suspense>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)}>
          <AuthField id={ids.username} label={labels.username} error={errors.username}>
            <Input
              {...fieldProps(ids.username, errors.username)}
              ref={(input) => {
                inputs.current.username = input?.input;
              }}
              name={ids.username}
              value={values.username}
              onChange={(event) => change('username', event.target.value)}
              prefix={<UserOutlined />}
              autoComplete="username"
              autoFocus
              maxLength={64}
              disabled={busy}
            />
          </AuthField>
          <AuthField id={ids.password} label={labels.password} error={errors.password}>
            <Password
              {...fieldProps(ids.password, errors.password)}
              ref={(input) => {
                inputs.current.password = input?.input;
              }}
              name={ids.password}
              value={values.password}
              onChange={(event) => change('password', event.target.value)}
              prefix={<LockOutlined />}
              autoComplete="current-password"
              maxLength={128}
              disabled={busy}
            />
          </AuthField>
          {refusal && (
            <div
              role="alert"
              data-testid="login-refusal"
              style={{ color: token.colorError, marginBottom: '1em' }}
            >
              {refusal}
            </div>
          )}
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t('auth.signIn')}
          </Button>
        </form>
      )}
      <Suspense fallback={null}>
        <OidcSignIn loginType={loginType} />
      </Suspense>
      <div style={{ display: 'flex', justifyContent: 'space-between', marginTop: 16 }}>
        <Link to={`/forgot-password?type=${loginType}`}>{t('auth.forgotPassword')}</Link>
        {loginType === 'partner' ? (
          <Link to="/login">{t('auth.toStaffLogin')}</Link>
        ) : (
          <Link to="/partner-login">{t('auth.toPartnerLogin')}</Link>
        )}
      </div>
    </AuthFrame>
  );
}
