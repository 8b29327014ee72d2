import { LockOutlined, UserOutlined } from '@ant-design/icons';
import type { LoginType } from '@portal/contract';
import { identityEndpoints } from '@portal/contract';
import { Button, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthFrame } from './auth-frame';
import { request, RequestError } from '../../lib/request';
import { endSession } from '../../lib/session-actions';
import { tokenStore } from '../../lib/token-store';

interface Values {
  username: string;
  password: string;
}

/** A safe in-app target for ?redirect= (never another origin). */
function redirectTarget(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : '/home';
}

/** Sign-in for staff (/login) or partners (/partner-login); every refusal shows as the server words it. */
export function LoginForm({ loginType }: { loginType: LoginType }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = async (values: Values) => {
    setBusy(true);
    setRefusal(null);
    endSession(); // tokens are cleared first (spec section 4)
    try {
      const data = await request(identityEndpoints.login, { body: { ...values, loginType } });
      if (data.url) {
        window.location.assign(data.url); // an external login continues there
        return;
      }
      if (!data.token || !data.refreshToken) throw new RequestError(-1, t('error.networkContactAdmin'));
      tokenStore.set(data.token, data.refreshToken);
      localStorage.setItem('loginType', loginType);
      navigate(redirectTarget(params.get('redirect')), { replace: true });
    } catch (error) {
      if (error instanceof RequestError) setRefusal(error.message);
    } finally {
      setBusy(false);
    }
  };

  const required = (name: string) => ({
    required: true,
    whitespace: true,
    message: t('validation.required', { name }),
  });

  return (
    <AuthFrame title={loginType === 'partner' ? t('auth.partnerTitle') : t('auth.staffTitle')}>
      <Form<Values> layout="vertical" onFinish={submit} requiredMark={false} disabled={busy}>
        <Form.Item name="username" label={t('auth.username')} rules={[required(t('auth.username'))]}>
          <Input prefix={<UserOutlined />} autoComplete="username" autoFocus maxLength={64} />
        </Form.Item>
        <Form.Item name="password" label={t('auth.password')} rules={[required(t('auth.password'))]}>
          <Input.Password prefix={<LockOutlined />} autoComplete="current-password" maxLength={128} />
        </Form.Item>
        {refusal && (
          <Typography.Paragraph type="danger" role="alert" data-testid="login-refusal">
            {refusal}
          </Typography.Paragraph>
        )}
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t('auth.signIn')}
        </Button>
      </Form>
      <Flex justify="space-between" style={{ marginTop: 16 }}>
        <Link to={`/forgot-password?type=${loginType}`}>{t('auth.forgotPassword')}</Link>
        {loginType === 'partner' ? (
          <Link to="/login">{t('auth.toStaffLogin')}</Link>
        ) : (
          <Link to="/partner-login">{t('auth.toPartnerLogin')}</Link>
        )}
      </Flex>
    </AuthFrame>
  );
}
