import { MailOutlined } from '@ant-design/icons';
import { forgotPasswordBodySchema, passwordResetEndpoints } from '@portal/contract';
import { Alert, Button, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { schemaRule } from '../../lib/form-rules';
import { prepareNotify } from '../../lib/notify';
import { ignoreReported, request } from '../../lib/request';
import { AuthFrame } from './auth-frame';

/** Asks for the account's e-mail; the answer never tells whether the address is known. */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const loginType = params.get('type') === 'partner' ? 'partner' : 'staff';
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const back = loginType === 'partner' ? '/partner-login' : '/login';
  // This page answers failures with messages only: have their host ready.
  useEffect(prepareNotify, []);

  const submit = async ({ email }: { email: string }) => {
    setBusy(true);
    try {
      await request(passwordResetEndpoints.forgotPassword, { body: { email, loginType } });
      setSent(true);
    } catch (error) {
      // The request module has shown why.
      ignoreReported(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthFrame title={t('route.forgotPassword')}>
      {sent ? (
        <Alert type="success" showIcon message={t('auth.linkSent')} data-testid="reset-link-sent" />
      ) : (
        <Form<{ email: string }> layout="vertical" onFinish={submit} requiredMark={false} disabled={busy}>
          <p>{t('auth.forgotIntro')}</p>
          <Form.Item
            name="email"
            label={t('auth.email')}
            rules={[schemaRule(forgotPasswordBodySchema.shape.email, t('auth.email'))]}
            validateTrigger="onBlur"
          >
            <Input prefix={<MailOutlined />} autoComplete="email" autoFocus maxLength={200} />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t('auth.sendLink')}
          </Button>
        </Form>
      )}
      <div style={{ marginTop: 16 }}>
        <Link to={back}>{t('auth.backToLogin')}</Link>
      </div>
    </AuthFrame>
  );
}
