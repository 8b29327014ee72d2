import { passwordResetEndpoints as ep } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/endpoint-route';
import type { PasswordResetService } from './password-reset.service';

export function passwordResetRoutes(app: FastifyInstance, service: PasswordResetService) {
  route(app, ep.forgotPassword, async ({ body, lang, request }) => {
    await service.forgotPassword(body, lang, request.log);
    return null;
  });
  route(app, ep.resetPassword, async ({ body }) => {
    await service.resetPassword(body);
    return null;
  });
}
