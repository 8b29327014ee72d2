import type { QrRequestInfo } from '@portal/contract';
import { identityEndpoints } from '@portal/contract';
import { Button, Descriptions, Spin, theme } from 'antd';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DateTime } from '../components/date-time';
import { LanguageButtons } from '../components/language-buttons';
import { request, RequestError } from '../lib/request';

/** A short outcome line, large and centred (plain elements: the page loads no Result and its icons). */
function Outcome({ children, error = false }: { children: ReactNode; error?: boolean }) {
  const { token } = theme.useToken();
  return (
    <p
      role={error ? 'alert' : 'status'}
      data-testid="qr-confirm-done"
      style={{
        textAlign: 'center',
        fontSize: token.fontSizeHeading4,
        margin: '48px 0',
        color: error ? token.colorError : token.colorText,
      }}
    >
      {children}
    </p>
  );
}

type Decision = { kind: 'confirmed' | 'refused' } | { kind: 'error'; message: string };

/**
 * /qr-confirm?id=: the phone page a QR code opens (signed in; a narrow page outside the menu layout). It
 * shows which browser, device, place and time is asking and the number on the sign-in page, and the
 * user confirms or refuses. The server applies every account rule; its refusal shows here.
 */
export function QrConfirmPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [info, setInfo] = useState<QrRequestInfo | null>(null);
  const [outcome, setOutcome] = useState<Decision | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!id) return;
    let cancelled = false;
    request(identityEndpoints.qrRequestInfo, { query: { id }, silent: true }).then(
      (answer) => !cancelled && setInfo(answer),
      (error: unknown) =>
        !cancelled &&
        setOutcome({ kind: 'error', message: error instanceof RequestError ? error.message : String(error) }),
    );
    return () => {
      cancelled = true;
    };
  }, [id]);

  const decide = async (confirm: boolean) => {
    setBusy(true);
    try {
      await request(identityEndpoints.qrDecide, { body: { id, confirm }, silent: true });
      setOutcome({ kind: confirm ? 'confirmed' : 'refused' });
    } catch (error) {
      setOutcome({ kind: 'error', message: error instanceof RequestError ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };

  let body;
  if (!id) body = <Outcome error>{t('qr.confirm.noId')}</Outcome>;
  else if (outcome?.kind === 'confirmed') body = <Outcome>{t('qr.confirm.confirmed')}</Outcome>;
  else if (outcome?.kind === 'refused') body = <Outcome>{t('qr.confirm.refused')}</Outcome>;
  else if (outcome?.kind === 'error') body = <Outcome error>{outcome.message}</Outcome>;
  else if (!info) body = <Spin style={{ display: 'block', margin: '48px auto' }} />;
  else
    body = (
      <>
        <p>{t('qr.confirm.intro')}</p>
        <div style={{ textAlign: 'center', margin: '16px 0' }}>
          <div>{t('qr.confirm.number')}</div>
          <strong data-testid="qr-confirm-number" style={{ fontSize: 40, letterSpacing: 6 }}>
            {info.number}
          </strong>
        </div>
        <Descriptions
          column={1}
          size="small"
          bordered
          items={[
            {
              key: 'page',
              label: t('qr.confirm.page'),
              children:
                info.loginType === 'partner' ? t('qr.confirm.partnerPage') : t('qr.confirm.staffPage'),
            },
            {
              key: 'device',
              label: t('qr.confirm.device'),
              children: info.device || t('session.unknownDevice'),
            },
            { key: 'place', label: t('qr.confirm.place'), children: info.place },
            { key: 'time', label: t('qr.confirm.time'), children: <DateTime value={info.createdAt} /> },
          ]}
        />
        <div style={{ display: 'flex', flexDirection: 'column', gap: 12, marginTop: 24 }}>
          <Button type="primary" size="large" block loading={busy} onClick={() => void decide(true)}>
            {t('qr.confirm.confirm')}
          </Button>
          <Button size="large" block danger disabled={busy} onClick={() => void decide(false)}>
            {t('qr.confirm.refuse')}
          </Button>
        </div>
      </>
    );

  return (
    <main style={{ maxWidth: 480, margin: '0 auto', padding: 16, minWidth: 0 }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <h1 style={{ fontSize: 20, margin: '8px 0' }}>{t('qr.confirm.title')}</h1>
        <LanguageButtons />
      </div>
      {body}
    </main>
  );
}
