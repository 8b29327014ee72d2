import { Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { progress } from '../lib/progress';
import { useSession } from '../lib/session';
import { loginPath } from '../lib/session-actions';
import { loadSession, MenuLoadError } from '../lib/start-up';
import { tokenStore } from '../lib/token-store';
import { LoadErrorState } from '../components/load-error-state';

/** Every route but the sign-in pages needs a session; the start-up data loads once before them. */
export function SessionGate() {
  const { t } = useTranslation();
  const location = useLocation();
  const ready = useSession((s) => s.ready);
  const [failure, setFailure] = useState<'menu' | 'other' | null>(null);
  const [attempt, setAttempt] = useState(0);
  const hasToken = Boolean(tokenStore.token || tokenStore.refreshToken);

  useEffect(() => {
    if (ready || !hasToken) return;
    let cancelled = false;
    progress.start();
    loadSession()
      .catch((error: unknown) => {
        if (!cancelled) setFailure(error instanceof MenuLoadError ? 'menu' : 'other');
      })
      .finally(() => progress.done());
    return () => {
      cancelled = true;
    };
  }, [ready, hasToken, attempt]);

  if (!hasToken || failure === 'menu') {
    const redirect = `${location.pathname}${location.search}`;
    return <Navigate to={`${loginPath()}?redirect=${encodeURIComponent(redirect)}`} replace />;
  }
  if (failure === 'other') {
    return (
      <LoadErrorState
        onRetry={() => {
          setFailure(null);
          setAttempt((n) => n + 1);
        }}
      />
    );
  }
  if (!ready) {
    return (
      <div style={{ display: 'grid', placeItems: 'center', height: '100vh' }}>
        <Spin size="large" tip={t('state.loading')}>
          <div style={{ width: 200, height: 80 }} />
        </Spin>
      </div>
    );
  }
  return <Outlet />;
}
