import type { LoginType, QrStartData, QrStatus, TokenPair } from '@portal/contract';
import { identityRefs, qrEventsPath, qrStates } from '@portal/contract';
import { Button, QRCode, theme } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request, RequestError } from '../../lib/request';
import { basePath } from '../../lib/session-actions';

type Phase = 'loading' | 'pending' | 'confirmed' | 'expired' | 'refused' | 'failed';

/** How often the page asks when server-sent events do not get through. */
const pollMs = 2000;

/** What the code encodes: the portal's phone page (a path from the base) or an adapter's address. */
function linkOf(data: QrStartData): string {
  return data.link.startsWith('/') ? `${location.origin}${basePath}${data.link}` : data.link;
}

/** A `status` event's data, checked by hand (the sign-in page loads no schema library). */
function statusOf(data: unknown): QrStatus | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(data);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const status: unknown = Reflect.get(parsed, 'status');
    const message: unknown = Reflect.get(parsed, 'message');
    const known = typeof status === 'string' ? qrStates.find((state) => state === status) : undefined;
    if (!known) return null;
    return { status: known, message: typeof message === 'string' ? message : null };
  } catch {
    return null;
  }
}

/**
 * QR sign-in on the sign-in pages (loaded on demand, so the page stays light): asks for a one-time code
 * bound to this browser, waits by server-sent events (polling where they fail), and signs in once the
 * phone confirms. A refusal, an expiry or another browser's code shows its message; nothing is signed in.
 */
export function QrSignIn({
  loginType,
  onSignedIn,
}: {
  loginType: LoginType;
  onSignedIn: (pair: TokenPair) => void;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [round, setRound] = useState(0);
  const [phase, setPhase] = useState<Phase>('loading');
  const [data, setData] = useState<QrStartData | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const signedIn = useRef(onSignedIn);
  useEffect(() => {
    signedIn.current = onSignedIn;
  });
  const refresh = () => {
    setPhase('loading');
    setMessage(null);
    setRound((n) => n + 1);
  };

  useEffect(() => {
    let done = false;
    let source: EventSource | null = null;
    let poll: ReturnType<typeof setInterval> | null = null;
    let expiry: ReturnType<typeof setTimeout> | null = null;
    const stop = () => {
      done = true;
      source?.close();
      if (poll) clearInterval(poll);
      if (expiry) clearTimeout(expiry);
    };
    const fail = (error: unknown) => {
      if (done) return;
      stop();
      setPhase('refused');
      setMessage(error instanceof RequestError ? error.message : t('qr.loadFailed'));
    };
    const finish = async (id: string) => {
      try {
        const pair = await request(identityRefs.qrFinish, { body: { id }, silent: true });
        signedIn.current(pair);
      } catch (error) {
        setPhase('refused');
        setMessage(error instanceof RequestError ? error.message : t('qr.loadFailed'));
      }
    };
    const onStatus = (status: QrStatus, id: string) => {
      if (done || status.status === 'pending') return;
      stop();
      setPhase(status.status);
      setMessage(status.message);
      if (status.status === 'confirmed') void finish(id);
    };
    const startPolling = (id: string) => {
      if (done || poll) return;
      poll = setInterval(() => {
        request(identityRefs.qrStatus, { query: { id }, silent: true }).then(
          (status) => onStatus(status, id),
          fail,
        );
      }, pollMs);
    };

    request(identityRefs.qrStart, { body: { loginType }, silent: true }).then((started) => {
      if (done) return;
      setData(started);
      setPhase('pending');
      expiry = setTimeout(
        () => onStatus({ status: 'expired', message: t('qr.error.expired') }, started.id),
        Math.max(0, Date.parse(started.expiresAt) - Date.now()) + 1000,
      );
      if (typeof EventSource === 'undefined') return startPolling(started.id);
      source = new EventSource(`/api${qrEventsPath}?id=${encodeURIComponent(started.id)}`);
      source.addEventListener('status', (event) => {
        const status = event instanceof MessageEvent ? statusOf(event.data) : null;
        if (status) onStatus(status, started.id);
      });
      source.onerror = () => {
        source?.close();
        startPolling(started.id);
      };
    }, fail);
    return stop;
  }, [loginType, round, t]);

  const shown = phase === 'pending' || phase === 'confirmed' || phase === 'loading';
  return (
    <div
      data-testid="qr-sign-in"
      style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12 }}
    >
      <div data-testid="qr-code" data-link={data && shown ? linkOf(data) : undefined}>
        <QRCode
          value={data ? linkOf(data) : '-'}
          size={200}
          status={phase === 'loading' ? 'loading' : shown ? 'active' : 'expired'}
          onRefresh={refresh}
        />
      </div>
      {data && shown && (
        <div style={{ textAlign: 'center' }}>
          {t('qr.numberLabel')}{' '}
          <strong data-testid="qr-number" style={{ fontSize: token.fontSizeHeading3, letterSpacing: 4 }}>
            {data.number}
          </strong>
        </div>
      )}
      <div role="status" style={{ color: token.colorTextSecondary, textAlign: 'center' }}>
        {phase === 'pending' && t('qr.waiting')}
        {phase === 'confirmed' && t('qr.confirmed')}
        {phase === 'pending' && <div>{t('qr.hint')}</div>}
      </div>
      {message && phase !== 'confirmed' && (
        <div role="alert" data-testid="qr-refusal" style={{ color: token.colorError, textAlign: 'center' }}>
          {message}
        </div>
      )}
      {!shown && (
        <Button onClick={refresh} data-testid="qr-refresh">
          {t('qr.refresh')}
        </Button>
      )}
    </div>
  );
}
