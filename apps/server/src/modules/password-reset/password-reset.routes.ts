import { passwordResetEndpoints as ep } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/endpoint-route';
import type { ModuleDeps } from '../module-deps';
import { PasswordResetService } from './password-reset.service';

export function passwordResetRoutes(app: FastifyInstance, { db }: ModuleDeps): void {
  const service = new PasswordResetService(db);
  route(app, ep.forgotPassword, async ({ body, lang, request }) => {
    await service.forgotPassword(body, lang, request.log);
    return null;
  });
  route(app, ep.resetPassword, async ({ body }) => {
    await service.resetPassword(body);
    return null;
  });
}
