import type { Registration, RegistrationCertificate } from '@portal/contract';
import { revokeCertificateBodySchema } from '@portal/contract';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { schemaRule } from '../../../lib/form-rules';
import { notify } from '../../../lib/notify';
import { useRevokeCertificate } from '../api/certificates';

/** Staff revoke a certificate, saying why; the verification page then says it is revoked. */
export function RevokeCertificateModal({
  registration,
  certificate,
  onClose,
}: {
  registration: Registration;
  certificate: RegistrationCertificate;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const revoke = useRevokeCertificate();
  const submit = async (values: { reason: string }) => {
    await revoke.mutateAsync({
      id: certificate.id,
      rowVersion: certificate.rowVersion,
      reason: values.reason,
    });
    notify.success(t('certificate.revoked'));
  };
  return (
    <FormModal<{ reason: string }>
      title={t('certificate.revokeTitle', { person: registration.personName })}
      name="certificate-revoke"
      okText={t('certificate.action.revoke')}
      danger
      irreversible
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item
        name="reason"
        label={t('certificate.reason')}
        required
        rules={[schemaRule(revokeCertificateBodySchema.shape.reason, t('certificate.reason'))]}
      >
        <Input.TextArea rows={3} maxLength={500} showCount autoFocus />
      </Form.Item>
    </FormModal>
  );
}
