import { appVersion, identityEndpoints as ep, defaultLanguage, languages } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/endpoint-route';
import { sharedSecret } from '../../core/secrets';
import type { ModuleDeps } from '../module-deps';
import { registerAuthentication } from './authentication';
import { IdentityService } from './identity.service';
import { AccessTokens } from './tokens';

/**
 * Sign-in, tokens and the caller's menus. Registered first: its hook authenticates every /api
 * route and checks the permission the route declares.
 */
export async function identityRoutes(app: FastifyInstance, { config, db }: ModuleDeps): Promise<void> {
  const secret = config.tokenSecret ?? (await sharedSecret(db, 'access-token-key'));
  const tokens = new AccessTokens(secret, config.accessTokenTtl);
  const service = new IdentityService(db, tokens, config.refreshTokenTtl);
  registerAuthentication(app, service);

  route(app, ep.login, ({ body, request }) =>
    service.login(body, { address: request.ip, userAgent: request.headers['user-agent'] ?? null }),
  );
  route(app, ep.refreshToken, ({ body }) => service.refresh(body.refreshToken));
  route(app, ep.logout, async ({ principal }) => {
    await service.logout(principal);
    return null;
  });
  route(app, ep.getMenu, ({ principal }) => service.getMenu(principal));
  route(app, ep.getLoginUser, ({ principal }) => service.getLoginUser(principal));
  route(app, ep.getInfo, async () => ({
    appName: 'Partner Portal',
    version: appVersion,
    serverTime: new Date().toISOString(),
    defaultLanguage,
    languages: [...languages],
    loginMethods: ['password' as const],
  }));
  route(app, ep.getUserPartnerInfo, ({ principal }) => service.getPartnerInfo(principal));
  route(app, ep.getSaleUsers, () => service.getOwnerCandidates('sales'));
  route(app, ep.getPlanningUsers, () => service.getOwnerCandidates('planning'));
}
