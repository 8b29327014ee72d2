import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider, message } from 'antd';
import type { Locale } from 'antd/es/locale';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { useAppState } from '../lib/app-state';
import { localeOf } from '../lib/language';
import { setMessageInstance } from '../lib/notify-holder';
import { configureRequests } from '../lib/request';
import { sessionStore } from '../lib/session';
import { configureSessionActions, onLoginExpired } from '../lib/session-actions';
import { createRouter } from './router';
import { appStore } from '../lib/app-state';

const antdLocales: Record<'zh_CN' | 'en_US' | 'ko_KR', () => Promise<{ default: Locale }>> = {
  zh_CN: () => import('antd/es/locale/zh_CN'),
  en_US: () => import('antd/es/locale/en_US'),
  ko_KR: () => import('antd/es/locale/ko_KR'),
};

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } },
});
const router = createRouter();

configureSessionActions({ navigate: (path) => router.navigate(path), queryClient });
configureRequests({
  onLoginExpired,
  currentUser: () => {
    const user = sessionStore.get().userInfo;
    return user ? { employeeId: user.employeeId, username: user.username, roles: user.roles } : null;
  },
  language: () => appStore.get().language,
});

export function App() {
  const language = useAppState((s) => s.language);
  const [locale, setLocale] = useState<Locale | undefined>();
  const [messageApi, holder] = message.useMessage({ maxCount: 3 });

  useEffect(() => {
    setMessageInstance(messageApi);
    return () => setMessageInstance(null);
  }, [messageApi]);

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
    <ConfigProvider locale={locale} theme={{ token: { colorPrimary: '#1f5fbf', borderRadius: 4 } }}>
      <AntApp>
        {holder}
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
