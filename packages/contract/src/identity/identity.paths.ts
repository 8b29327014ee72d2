import type { EndpointPath, EndpointRefs } from '../core/endpoint';
import type { identityEndpoints } from './identity.endpoints';
import { permissions } from './menu-tree';

/** Method, path and permission of each identity endpoint; identity.endpoints.ts adds the schemas. */
export const identityPaths = {
  login: { method: 'POST', path: '/login/login', permission: 'public' },
  refreshToken: { method: 'POST', path: '/login/refreshToken', permission: 'public' },
  logout: { method: 'POST', path: '/login/logout', permission: 'authenticated' },
  getMenu: { method: 'POST', path: '/login/get-menu', permission: 'authenticated' },
  getLoginUser: { method: 'POST', path: '/login/get-login-user', permission: 'authenticated' },
  getInfo: { method: 'GET', path: '/login/get-info', permission: 'public' },
  getUserPartnerInfo: { method: 'GET', path: '/partner/get-uer-partner-info', permission: 'authenticated' },
  getSaleUsers: { method: 'GET', path: '/user/get-sale-user', permission: permissions.opportunityAssign },
  getPlanningUsers: {
    method: 'GET',
    path: '/user/get-planning-user',
    permission: permissions.opportunityAssign,
  },
  listSessions: { method: 'GET', path: '/login/sessions', permission: 'authenticated' },
  endSession: { method: 'POST', path: '/login/end-session', permission: 'authenticated' },
  endOtherSessions: { method: 'POST', path: '/login/end-other-sessions', permission: 'authenticated' },
  qrStart: { method: 'POST', path: '/login/qr/start', permission: 'public' },
  qrStatus: { method: 'GET', path: '/login/qr/status', permission: 'public' },
  qrFinish: { method: 'POST', path: '/login/qr/finish', permission: 'public' },
  qrRequestInfo: { method: 'GET', path: '/login/qr/request', permission: 'authenticated' },
  /** A short-lived token for the messaging app's JS API, from its adapter (refused while none is configured). */
  getMessagingToken: { method: 'GET', path: '/ssApi/get-token', permission: 'authenticated' },
  qrDecide: { method: 'POST', path: '/login/qr/decide', permission: 'authenticated' },
  // OpenID Connect (docs/sign-in.md): the login call answers the provider's url; its callback page finishes.
  oidcProviders: { method: 'GET', path: '/login/oidc/providers', permission: 'public' },
  oidcCallback: { method: 'POST', path: '/login/oidc/callback', permission: 'public' },
  oidcLinkStart: { method: 'POST', path: '/login/oidc/link', permission: 'authenticated' },
  oidcIdentities: { method: 'GET', path: '/login/oidc/identities', permission: 'authenticated' },
  oidcUnlink: { method: 'POST', path: '/login/oidc/unlink', permission: 'authenticated' },
  userOidcIdentities: {
    method: 'GET',
    path: '/user/oidc-identities',
    permission: permissions.partnerUserEdit,
  },
  linkUserOidc: { method: 'POST', path: '/user/oidc-link', permission: permissions.partnerUserEdit },
  unlinkUserOidc: { method: 'POST', path: '/user/oidc-unlink', permission: permissions.partnerUserEdit },
} as const satisfies Record<string, EndpointPath>;

/** The identity endpoints without their schemas, typed by them: what the sign-in pages call through. */
export const identityRefs: EndpointRefs<typeof identityEndpoints> = identityPaths;

/** The states of a QR sign-in request as its waiting page sees them (no schema: the sign-in page loads none). */
export const qrStates = ['pending', 'confirmed', 'refused', 'expired'] as const;

/** The server-sent events of a waiting sign-in page: `GET /api/login/qr/events?id=` (one `status` event each). */
export const qrEventsPath = '/login/qr/events';
