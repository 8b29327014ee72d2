import { passwordSchema } from '@portal/contract';
import { Form, Input } from 'antd';
import { Typography } from '../../../components/typography';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { schemaRule } from '../../../lib/form-rules';
import { notify } from '../../../lib/notify';
import { useResetUserPassword } from '../api/reset-user-password';

interface Values {
  password?: string;
  confirm?: string;
}

/** Sets a new password for a user (its sessions end); the password rule is the contract's. */
export function ResetPasswordModal({
  user,
  onClose,
}: {
  user: { id: number; name: string };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const reset = useResetUserPassword();
  const passwordLabel = t('partner.user.newPassword');
  const confirmLabel = t('partner.user.confirmPassword');

  const submit = async ({ password }: Values) => {
    await reset.mutateAsync({ id: user.id, password: password ?? '' });
    notify.success(t('common.saved'));
  };

  return (
    <FormModal<Values>
      title={t('partner.user.resetPasswordTitle', { name: user.name })}
      name="resetPassword"
      // The old password stops working at once: only the OK button sets the new one.
      irreversible
      onSubmit={submit}
      onClose={onClose}
    >
      <Typography.Paragraph type="secondary">{t('partner.user.resetPasswordNote')}</Typography.Paragraph>
      <Form.Item
        name="password"
        label={passwordLabel}
        required
        extra={t('auth.passwordRule')}
        rules={[schemaRule(passwordSchema, passwordLabel)]}
      >
        <Input.Password autoComplete="new-password" maxLength={20} autoFocus />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={confirmLabel}
        required
        dependencies={['password']}
        rules={[
          ({ getFieldValue }) => ({
            validator: async (_rule, value: string | undefined) => {
              if (!value) throw new Error(t('validation.required', { name: confirmLabel }));
              if (value !== getFieldValue('password')) throw new Error(t('auth.passwordsDiffer'));
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" maxLength={20} />
      </Form.Item>
    </FormModal>
  );
}
