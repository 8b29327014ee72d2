import type { CertificateState, CertificateVerification, MessageKey } from '@portal/contract';
import { nameInLanguage, trainingEndpoints } from '@portal/contract';
import { Alert, Descriptions, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuthFrame } from '../features/auth/auth-frame';
import { useAppState } from '../lib/app-state';
import { request, RequestError } from '../lib/request';

const notes: Record<CertificateState, { type: 'success' | 'warning' | 'error'; key: MessageKey }> = {
  valid: { type: 'success', key: 'certificate.validNote' },
  expired: { type: 'warning', key: 'certificate.expiredNote' },
  revoked: { type: 'error', key: 'certificate.revokedNote' },
};

type Answer = { kind: 'found'; certificate: CertificateVerification } | { kind: 'error'; message: string };

/**
 * /verify-certificate?code=: the public page a certificate's QR code opens (no sign-in). It shows every
 * field of the certificate as stored when it was issued, in the reader's language (the switch above), and
 * its status today, so that a printed or hand-edited copy can be compared with it.
 */
export function CertificateVerifyPage() {
  const { t } = useTranslation();
  const language = useAppState((s) => s.language);
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    let cancelled = false;
    request(trainingEndpoints.verifyCertificate, { query: { code }, silent: true }).then(
      (certificate) => !cancelled && setAnswer({ kind: 'found', certificate }),
      (error: unknown) =>
        !cancelled &&
        setAnswer({ kind: 'error', message: error instanceof RequestError ? error.message : String(error) }),
    );
    return () => {
      cancelled = true;
    };
    // The message is in the language of the request: ask again when the reader switches.
  }, [code, language]);

  const certificate = answer?.kind === 'found' ? answer.certificate : null;
  const note = certificate ? notes[certificate.status] : null;
  return (
    <AuthFrame title={t('certificate.verifyTitle')}>
      {answer === null && <Spin />}
      {answer?.kind === 'error' && (
        <Alert type="error" showIcon message={answer.message} data-testid="certificate-not-found" />
      )}
      {certificate && note && (
        <>
          <Alert
            type={note.type}
            showIcon
            message={t(note.key)}
            data-testid="certificate-status"
            style={{ marginBottom: 16 }}
          />
          <Descriptions
            bordered
            size="small"
            column={1}
            data-testid="certificate-fields"
            items={[
              { key: 'person', label: t('certificate.field.person'), children: certificate.personName },
              {
                key: 'company',
                label: t('certificate.field.company'),
                children: nameInLanguage(certificate.companyName, language),
              },
              {
                key: 'course',
                label: t('certificate.field.course'),
                children: nameInLanguage(certificate.courseName, language),
              },
              { key: 'issuedOn', label: t('certificate.field.issuedOn'), children: certificate.issuedOn },
              { key: 'expiresOn', label: t('certificate.field.expiresOn'), children: certificate.expiresOn },
              {
                key: 'status',
                label: t('certificate.field.status'),
                children: t(`certificate.status.${certificate.status}`),
              },
              ...(certificate.revokedOn
                ? [
                    {
                      key: 'revokedOn',
                      label: t('certificate.field.revokedOn'),
                      children: certificate.revokedOn,
                    },
                  ]
                : []),
            ]}
          />
          <p style={{ marginTop: 16, fontSize: 12, opacity: 0.75 }}>{t('certificate.verifyIntro')}</p>
        </>
      )}
    </AuthFrame>
  );
}
