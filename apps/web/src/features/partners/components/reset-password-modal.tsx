import { passwordSchema } from '@portal/contract';
import { Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { schemaRule } from '../../../lib/form-rules';
import { notify } from '../../../lib/notify';
import { useResetUserPassword } from '../api/reset-user-password';
import { ignoreReported } from '../../../lib/request';

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
  const [form] = Form.useForm<Values>();
  const reset = useResetUserPassword();
  const passwordLabel = t('partner.user.newPassword');
  const confirmLabel = t('partner.user.confirmPassword');

  const submit = async ({ password }: Values) => {
    try {
      await reset.mutateAsync({ id: user.id, password: password ?? '' });
      notify.success(t('common.saved'));
      onClose();
    } catch (error) {
      // The request module has shown the refusal.
      ignoreReported(error);
    }
  };

  return (
    <Modal
      open
      title={t('partner.user.resetPasswordTitle', { name: user.name })}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={reset.isPending}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('partner.user.resetPasswordNote')}</Typography.Paragraph>
      <Form<Values> form={form} layout="vertical" onFinish={submit} name="resetPassword">
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
      </Form>
    </Modal>
  );
}
