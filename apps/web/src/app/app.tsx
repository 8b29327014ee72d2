import { ConfigProvider, theme } from 'antd';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { appStore, useAppState } from '../lib/app-state';
import { localeOf } from '../lib/language';
import { useMessageHost } from '../lib/notify-holder';
import { configureRequests } from '../lib/request';
import { sessionStore } from '../lib/session';
import { configureSessionActions, onLoginExpired } from '../lib/session-actions';
import { createRouter } from './router';
import { prefersReducedMotion } from '../lib/reduced-motion';
import { appTheme, reducedMotionTheme, themeClass } from '../lib/theme';

const antdLocales: Record<'zh_CN' | 'en_US' | 'ko_KR', () => Promise<{ default: Locale }>> = {
  zh_CN: () => import('antd/es/locale/zh_CN'),
  en_US: () => import('antd/es/locale/en_US'),
  ko_KR: () => import('antd/es/locale/ko_KR'),
};

const router = createRouter();

/**
 * Ant Design's table measures its column widths in a hidden row (aria-hidden) that repeats the headers,
 * select-all checkbox included: out of sight it would still take focus (an axe violation). Invisible, it
 * keeps its layout, so the widths are measured as before.
 */
const hiddenMeasureRow = '.ant-table-measure-row { visibility: hidden; }';

// The query cache joins these with the signed-in shell (signed-in-shell.tsx), after sign-in.
configureSessionActions({ navigate: (path) => router.navigate(path) });
configureRequests({
  onLoginExpired,
  currentUser: () => {
    const user = sessionStore.get().userInfo;
    return user ? { employeeId: user.employeeId, username: user.username, roles: user.roles } : null;
  },
  language: () => appStore.get().language,
});

/**
 * The theme's base text style and link colours for the whole app: what Ant Design's App wrapper gave
 * (its classes carry the theme's variables and scope its link style), without its message, modal and
 * notification hooks.
 */
function ThemeRoot({ children }: { children: ReactNode }) {
  const { token, hashId } = theme.useToken();
  return (
    <div
      className={[hashId, themeClass].filter(Boolean).join(' ')}
      style={{
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        fontFamily: token.fontFamily,
      }}
    >
      <style href="portal-table-measure-row" precedence="default">
        {hiddenMeasureRow}
      </style>
      {children}
    </div>
  );
}

export function App() {
  const language = useAppState((s) => s.language);
  // Never undefined: Ant Design wraps its children in a locale provider only when given a locale, so a
  // locale arriving later would remount the whole app (a half-typed form would lose its values). English
  // is in the entry already (Ant Design's default); the user's locale replaces it as soon as it loads.
  const [locale, setLocale] = useState<Locale>(enUS);
  const messageHost = useMessageHost();

  useEffect(() => {
    let current = true;
    void antdLocales[localeOf[language].antd]().then((m) => {
      if (current) setLocale(m.default);
    });
    return () => {
      current = false;
    };
  }, [language]);

  return (
    <ConfigProvider
      locale={locale}
      theme={prefersReducedMotion ? reducedMotionTheme : appTheme}
      button={{ autoInsertSpace: false }}
    >
      <ThemeRoot>
        {messageHost}
        <RouterProvider router={router} />
      </ThemeRoot>
    </ConfigProvider>
  );
}
