import { LockOutlined } from '@ant-design/icons';
import { passwordResetEndpoints, passwordSchema } from '@portal/contract';
import { Alert, Button, Flex, Form, Input } from 'antd';
import { Typography } from '../../components/typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { schemaRule } from '../../lib/form-rules';
import { prepareNotify } from '../../lib/notify';
import { ignoreReported, request } from '../../lib/request';
import { AuthFrame } from './auth-frame';

interface Values {
  password: string;
  confirm: string;
}

/** Sets a new password with the token of the e-mailed link. */
export function ResetPasswordForm() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  // This page answers failures with messages only: have their host ready.
  useEffect(prepareNotify, []);

  const submit = async ({ password }: Values) => {
    if (!token) return;
    setBusy(true);
    try {
      await request(passwordResetEndpoints.resetPassword, { body: { token, password } });
      setDone(true);
    } catch (error) {
      // The request module has shown why (an invalid or expired link, for example).
      ignoreReported(error);
    } finally {
      setBusy(false);
    }
  };

  const signInLinks = (
    <Flex justify="space-between" style={{ marginTop: 16 }}>
      <Link to="/login">{t('auth.toStaffLogin')}</Link>
      <Link to="/partner-login">{t('auth.partnerTitle')}</Link>
    </Flex>
  );

  if (!token) {
    return (
      <AuthFrame title={t('route.resetPassword')}>
        <Alert type="warning" showIcon message={t('auth.resetNoToken')} />
        {signInLinks}
      </AuthFrame>
    );
  }
  return (
    <AuthFrame title={t('route.resetPassword')}>
      {done ? (
        <Alert type="success" showIcon message={t('auth.resetDone')} data-testid="reset-done" />
      ) : (
        <Form<Values> layout="vertical" onFinish={submit} requiredMark={false} disabled={busy}>
          <Form.Item
            name="password"
            label={t('auth.newPassword')}
            extra={<Typography.Text type="secondary">{t('auth.passwordRule')}</Typography.Text>}
            rules={[schemaRule(passwordSchema, t('auth.newPassword'))]}
          >
            <Input.Password prefix={<LockOutlined />} autoComplete="new-password" autoFocus maxLength={20} />
          </Form.Item>
          <Form.Item
            name="confirm"
            label={t('auth.confirmPassword')}
            dependencies={['password']}
            rules={[
              ({ getFieldValue }) => ({
                validator: async (_rule, value: string) => {
                  if (value && value !== getFieldValue('password'))
                    throw new Error(t('auth.passwordsDiffer'));
                  if (!value) throw new Error(t('validation.required', { name: t('auth.confirmPassword') }));
                },
              }),
            ]}
          >
            <Input.Password prefix={<LockOutlined />} autoComplete="new-password" maxLength={20} />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t('auth.setPassword')}
          </Button>
        </Form>
      )}
      {signInLinks}
    </AuthFrame>
  );
}
