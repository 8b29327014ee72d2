import { appVersion, identityEndpoints as ep, defaultLanguage, languages } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/endpoint-route';
import { sharedSecret } from '../../core/secrets';
import type { ModuleDeps } from '../module-deps';
import { listenerOf } from '../../core/pg-listener';
import { registerAuthentication } from './authentication';
import { revocationChannel } from './identity.repository';
import { IdentityService } from './identity.service';
import { principalCache } from './principal-cache';
import { qrChannel } from './qr-login.repository';
import { QrWaiters, qrLoginRoutes } from './qr-login.routes';
import { portalConfirmation, QrLoginService } from './qr-login.service';
import { MessagingLoginService } from './messaging-login.service';
import { OidcLoginService } from './oidc-login.service';
import { oidcLoginRoutes, startOidcLogin } from './oidc-login.routes';
import { loggedSignIn } from './security-log';
import { rolesRoutes } from './roles.routes';
import { onRevocation } from './session-revocations';
import { SessionsService, SessionTouches } from './sessions.service';
import { AccessTokens } from './tokens';

/**
 * Sign-in, tokens and the caller's menus. Registered first: its hook authenticates every /api
 * route and checks the permission the route declares.
 */
export async function identityRoutes(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const { config, db } = deps;
  const cache = deps.principalCache ?? principalCache;
  const secret = config.tokenSecret ?? (await sharedSecret(db, 'access-token-key'));
  const tokens = new AccessTokens(secret, config.accessTokenTtl);
  const touches = new SessionTouches(db);
  const service = new IdentityService(db, tokens, config.refreshTokenTtl, cache, (id) => touches.touch(id));
  registerAuthentication(app, service);

  // Every process hears revocations made by any other (its cached callers end) and decided QR requests.
  const waiters = new QrWaiters();
  const listener = listenerOf(db.$client, app.log)
    .on(revocationChannel, onRevocation(cache))
    .on(qrChannel, (id) => waiters.wake(id));
  app.addHook('onReady', () => listener.start());
  app.addHook('onClose', () => listener.close());

  const oidc = new OidcLoginService(db, service, config.oidc, config.messaging);
  const messaging = new MessagingLoginService(db, service, config.messaging);
  route(app, ep.login, ({ body, request, reply }) =>
    'provider' in body
      ? startOidcLogin(oidc, body, request, reply)
      : loggedSignIn(request.log, { way: 'password', step: 'sign-in', address: request.ip }, () =>
          service.login(body, { address: request.ip, userAgent: request.headers['user-agent'] ?? null }),
        ),
  );
  route(app, ep.refreshToken, ({ body }) => service.refresh(body.refreshToken));
  // Sign-out ends the provider's session too where the session came from one that can (end_session_endpoint).
  route(app, ep.logout, async ({ principal }) => {
    const url = await oidc.endSessionUrl(principal.sessionId);
    await service.logout(principal);
    return url ? { url } : null;
  });
  route(app, ep.getMenu, ({ principal }) => service.getMenu(principal));
  route(app, ep.getLoginUser, ({ principal }) => service.getLoginUser(principal));
  route(app, ep.getInfo, async () => ({
    appName: 'Partner Portal',
    version: appVersion,
    serverTime: new Date().toISOString(),
    defaultLanguage,
    languages: [...languages],
    loginMethods: oidc.configured
      ? ['password' as const, 'qr' as const, 'oidc' as const]
      : ['password' as const, 'qr' as const],
    messagingApp: config.messaging?.label ?? null,
  }));
  route(app, ep.getUserPartnerInfo, ({ principal }) => service.getPartnerInfo(principal));
  route(app, ep.getSaleUsers, () => service.getOwnerCandidates('sales'));
  route(app, ep.getPlanningUsers, () => service.getOwnerCandidates('planning'));

  const sessions = new SessionsService(db);
  route(app, ep.listSessions, ({ principal }) => sessions.list(principal));
  route(app, ep.endSession, async ({ body, principal }) => {
    await sessions.end(principal, body.id);
    return null;
  });
  route(app, ep.endOtherSessions, ({ principal }) => sessions.endOthers(principal));

  // The messaging app's JS API token, from its adapter; refused clearly when none is configured.
  route(app, ep.getMessagingToken, () => messaging.token());

  const qr = new QrLoginService(db, service, config.qrLoginTtl, messaging.channel() ?? portalConfirmation);
  qrLoginRoutes(app, qr, waiters);
  oidcLoginRoutes(app, oidc, { service: messaging, qr });
  rolesRoutes(app, db);
}
