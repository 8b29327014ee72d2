import type { FastifyInstance } from 'fastify';
import { loginExpired, noPermission } from '../../core/app-error';
import type { IdentityService } from './identity.service';

/**
 * Every /api route declares its permission; this hook enforces it before any body is read:
 * public routes pass, others need a valid Bearer token (code 6 without one, 3 when expired), and a
 * route with a menu or button code needs the caller to hold it.
 */
export function registerAuthentication(app: FastifyInstance, service: IdentityService) {
  app.decorateRequest('principal', null);
  app.addHook('onRequest', async (request) => {
    const permission = request.routeOptions.config.permission;
    if (!permission || permission === 'public') return;
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!token) throw loginExpired();
    request.principal = await service.resolvePrincipal(token);
    if (permission !== 'authenticated' && !request.principal.permissions.has(permission))
      throw noPermission();
  });
}
