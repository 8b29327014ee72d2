import { createBrowserRouter, Navigate } from 'react-router';
import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';
import { RouteError } from './route-error';
import { basename, pageRoutes, redirects } from './routes';
import { NotFoundState } from './states';

const loginPages = lazyPage(
  () => import('../pages/login-page'),
  (m) => m.LoginPage,
);
const partnerLoginPages = lazyPage(
  () => import('../pages/login-page'),
  (m) => m.PartnerLoginPage,
);
const forgotPasswordPage = lazyPage(
  () => import('../pages/password-pages'),
  (m) => m.ForgotPasswordPage,
);
const resetPasswordPage = lazyPage(
  () => import('../pages/password-pages'),
  (m) => m.ResetPasswordPage,
);
// The signed-in shell (menu, header, start-up) loads after sign-in, keeping it off the sign-in pages.
const sessionGate = lazyPage(
  () => import('./session-gate'),
  (m) => m.SessionGate,
);
const appLayout = lazyPage(
  () => import('./layout/app-layout'),
  (m) => m.AppLayout,
);

export const routeObjects: RouteObject[] = [
  { path: '/login', lazy: loginPages, errorElement: <RouteError /> },
  { path: '/partner-login', lazy: partnerLoginPages, errorElement: <RouteError /> },
  { path: '/forgot-password', lazy: forgotPasswordPage, errorElement: <RouteError /> },
  { path: '/reset-password', lazy: resetPasswordPage, errorElement: <RouteError /> },
  { index: true, element: <Navigate to="/login" replace /> },
  {
    lazy: sessionGate,
    errorElement: <RouteError />,
    children: [
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
          ...redirects.map((r) => ({ path: r.from, element: <Navigate to={r.to} replace /> })),
          { path: '*', element: <NotFoundState /> },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routeObjects, { basename });
}
