import { appVersion, identityEndpoints as ep, defaultLanguage, languages } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/endpoint-route';
import type { IdentityService } from './identity.service';

export function identityRoutes(app: FastifyInstance, service: IdentityService) {
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
