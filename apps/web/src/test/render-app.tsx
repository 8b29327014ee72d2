/**
 * The one test support of the component tests: render with the app's providers, sign a user in, and
 * answer the mocked `request` by endpoint path. Fixtures of a slice stay beside it
 * (`features/<noun>/test-support.tsx`); the users and start-up data every slice shares are in
 * `fixtures.ts`.
 */
import { createCache, StyleProvider } from '@ant-design/cssinjs';
import type { LoginUser, Page, PartnerInfo } from '@portal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { RenderOptions } from '@testing-library/react';
import { render } from '@testing-library/react';
import type { ThemeConfig } from 'antd';
import { ConfigProvider } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { appStore } from '../lib/app-state';
import { request } from '../lib/request';
import { sessionStore } from '../lib/session';
import type { PathHandler, SentOptions } from './answer-by-path';
import { answerByPath } from './answer-by-path';
import { startUpData } from './fixtures';

/**
 * Ant Design's styles are computed as in the app but not put into the document: jsdom matches every
 * style rule in the document against every element each time a query or a click asks for an element's
 * computed style (is it hidden? does it take pointer events?), and Ant Design's rules are thousands.
 * One cache for the whole file: each component's styles are computed once, not in every test.
 */
const styleCache = createCache();

/**
 * Ant Design's zero-runtime mode: components keep their class names but compute no CSS-in-JS styles at
 * all (jsdom would not use them), which was most of the CPU time of a component test. Only the tests
 * use it; the app keeps its theme (`lib/theme.ts`).
 */
export const testTheme: ThemeConfig = { zeroRuntime: true };

/**
 * The providers of the app around a component: styles, theme and queries (a fresh query cache), and
 * a router at `route` unless the test brings its own (`route: null`).
 */
export function AppProviders({ children, route = '/' }: { children: ReactNode; route?: string | null }) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  );
  const app = <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return (
    <StyleProvider cache={styleCache} mock="server">
      <ConfigProvider theme={testTheme} button={{ autoInsertSpace: false }}>
        {route === null ? app : <MemoryRouter initialEntries={[route]}>{app}</MemoryRouter>}
      </ConfigProvider>
    </StyleProvider>
  );
}

type AppRenderOptions = { route?: string | null } & Omit<RenderOptions, 'wrapper' | 'queries'>;

/** Renders a component inside the app's providers, at `route` (`/` unless given). */
export function renderApp(ui: ReactElement, { route, ...options }: AppRenderOptions = {}) {
  return render(ui, {
    ...options,
    wrapper: ({ children }: { children: ReactNode }) => <AppProviders route={route}>{children}</AppProviders>,
  });
}

/** Renders a component that brings its own router inside the app's other providers. */
export function renderWithQueries(ui: ReactElement) {
  return renderApp(ui, { route: null });
}

/**
 * Signs a user in for the components: its buttons, its partner and the reference data the app loads
 * at start-up (code tables and countries).
 */
export function signInAs(user: LoginUser, buttons: string[] = [], partnerInfo: PartnerInfo = null) {
  sessionStore.set({ userInfo: user, roles: user.roles, buttonData: buttons, partnerInfo, ready: true });
  appStore.set({ ...startUpData, language: 'en' });
}

export function resetStores() {
  sessionStore.reset();
  appStore.reset();
}

/** A page of a list answer. */
export function pageOf<T>(list: T[], pageNum = 1, pageSize = 20, total = list.length): Page<T> {
  return { list, total, pageNum, pageSize };
}

/**
 * Answers the calls of `request` (mocked for every file by `setup.ts`) by endpoint path, each answer
 * checked against the endpoint's data schema; an unexpected call fails the test. Returns the mock,
 * whose calls the test reads.
 */
export function mockApi(handlers: Readonly<Record<string, PathHandler>>) {
  const mocked = vi.mocked(request);
  mocked.mockImplementation(answerByPath(handlers));
  return mocked;
}

/** The options (body, query...) sent to one endpoint path, in order. */
export function callsTo(mocked: ReturnType<typeof mockApi>, path: string): SentOptions[] {
  return mocked.mock.calls
    .filter(([endpoint]) => endpoint.path === path)
    .map(([, options]): SentOptions => options ?? {});
}

/** waitFor options for chains of mocked calls and Ant Design re-renders on a busy machine. */
export const patience = { timeout: 5000 };
