import { createBrowserRouter, Navigate } from 'react-router';
import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';
import { RouteError } from './route-error';
import { redirects } from './redirects';
import { basename, pageRoutes, signInRoutes } from './routes';

// The signed-in shell (query cache, dayjs, menu, header, start-up) loads after sign-in, keeping it off the
// sign-in pages; so do the states only signed-in pages show.
const signedInShell = lazyPage(
  () => import('./signed-in-shell').then(async (m) => (await m.shellReady, m)),
  (m) => m.SignedInShell,
);
const sessionGate = lazyPage(
  () => import('./session-gate'),
  (m) => m.SessionGate,
);
const appLayout = lazyPage(
  () => import('./layout/app-layout'),
  (m) => m.AppLayout,
);
const parentRedirect = lazyPage(
  () => import('./parent-redirect'),
  (m) => m.ParentRedirect,
);
// The phone page a QR code opens: signed in, but narrow and outside the menu layout.
const qrConfirm = lazyPage(
  () => import('../pages/qr-confirm-page'),
  (m) => m.QrConfirmPage,
);
const notFound = lazyPage(
  () => import('../components/states'),
  (m) => m.NotFoundState,
);

export const routeObjects: RouteObject[] = [
  ...signInRoutes.map((route) => ({ path: route.path, lazy: route.load, errorElement: <RouteError /> })),
  { index: true, element: <Navigate to="/login" replace /> },
  {
    lazy: signedInShell,
    errorElement: <RouteError />,
    children: [
      {
        lazy: sessionGate,
        errorElement: <RouteError />,
        children: [
          { path: '/qr-confirm', lazy: qrConfirm, errorElement: <RouteError /> },
          {
            lazy: appLayout,
            errorElement: <RouteError />,
            children: [
              ...pageRoutes.map((route) => ({
                path: route.path,
                handle: route,
                lazy: route.load,
                errorElement: <RouteError />,
              })),
              ...redirects.map((r) => ({ path: r.from, handle: r, lazy: parentRedirect })),
              { path: '*', lazy: notFound },
            ],
          },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routeObjects, { basename });
}
