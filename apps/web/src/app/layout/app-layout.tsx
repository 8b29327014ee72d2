import type { MessageKey } from '@portal/contract';
import { limits } from '@portal/contract';
import { Breadcrumb, Layout, theme } from 'antd';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useMatches, useSearchParams } from 'react-router';
import { appStore, useAppState } from '../../lib/app-state';
import { usePageCrumbsOverride, usePageHighlightOverride, usePageTitleOverride } from '../../lib/page-title';
import { hasMenu, useSession } from '../../lib/session';
import type { PageRoute } from '../routes';
import { pageRoutes } from '../routes';
import { HeaderBar } from './header-bar';
import { SideMenu } from './side-menu';

// State pages (Ant Design's Result and its illustrations) load only when one shows.
const NoPermissionState = lazy(() =>
  import('../../components/states').then((m) => ({ default: m.NoPermissionState })),
);
const ChooseRecordState = lazy(() =>
  import('../../components/states').then((m) => ({ default: m.ChooseRecordState })),
);

function useCurrentRoute(): PageRoute | undefined {
  const matches = useMatches();
  const last = matches[matches.length - 1];
  // The router gives each page's route object as its handle (router.tsx).
  return pageRoutes.find((route) => route === last?.handle);
}

/** The signed-in frame: side menu, header, breadcrumb and title, the page, scrolled to the top on navigation. */
export function AppLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const route = useCurrentRoute();
  const menuHidden = useAppState((s) => s.menuHidden);
  const collapsed = useAppState((s) => s.menuCollapsed);
  const session = useSession((s) => s);
  const main = useRef<HTMLElement>(null);
  const { token } = theme.useToken();
  // The page's own title (the record it reads), else the route's.
  const ownTitle = usePageTitleOverride();
  const crumbs = usePageCrumbsOverride() ?? route?.crumbs ?? [];
  const highlight = usePageHighlightOverride() ?? route?.highlight ?? location.pathname;
  const title = route ? (ownTitle ?? t(route.titleKey)) : t('app.name');

  useEffect(() => {
    main.current?.scrollTo({ top: 0 });
  }, [location.pathname, location.search]);

  useEffect(() => {
    const onResize = () =>
      appStore.set({ windowSize: { width: window.innerWidth, height: window.innerHeight } });
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  useEffect(() => {
    document.title = route ? `${title} - ${t('app.name')}` : t('app.name');
  }, [route, title, t]);

  let body = <Outlet />;
  if (route?.menuCode && !hasMenu(route.menuCode, session))
    body = (
      <Suspense fallback={null}>
        <NoPermissionState />
      </Suspense>
    );
  else if (route?.needsId && !searchParams.get('id'))
    body = (
      <Suspense fallback={null}>
        <ChooseRecordState backTo={route.highlight} />
      </Suspense>
    );

  return (
    <Layout style={{ minWidth: limits.minPageWidth, height: '100vh' }}>
      {!menuHidden && (
        <Layout.Sider width={224} collapsed={collapsed} style={{ overflow: 'auto' }}>
          <SideMenu activePath={highlight} collapsed={collapsed} />
        </Layout.Sider>
      )}
      <Layout>
        <HeaderBar showMenuToggle={!menuHidden} />
        <Layout.Content ref={main} style={{ overflow: 'auto', padding: 16 }} id="main-content">
          {route && (
            <div style={{ marginBottom: 12 }}>
              {crumbs.length > 0 && (
                <Breadcrumb
                  items={[
                    ...crumbs.map((c: { titleKey: MessageKey; path?: string }) => ({
                      key: c.titleKey,
                      title: c.path ? <Link to={c.path}>{t(c.titleKey)}</Link> : t(c.titleKey),
                    })),
                    { key: route.titleKey, title },
                  ]}
                />
              )}
              {/* Styled as Ant Design's Typography.Title level 4, without loading Typography. */}
              <h4
                style={{
                  margin: '8px 0 0',
                  color: token.colorTextHeading,
                  fontSize: token.fontSizeHeading4,
                  lineHeight: token.lineHeightHeading4,
                  fontWeight: token.fontWeightStrong,
                }}
              >
                {title}
              </h4>
            </div>
          )}
          {body}
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
