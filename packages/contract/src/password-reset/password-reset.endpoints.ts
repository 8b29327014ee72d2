import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { forgotPasswordBodySchema, resetPasswordBodySchema } from './password-reset.schema';

export const passwordResetEndpoints = {
  /** Always answers success, whether or not the address belongs to anyone. */
  forgotPassword: defineEndpoint({
    method: 'POST',
    path: '/login/forgot-password',
    permission: 'public',
    body: forgotPasswordBodySchema,
    data: z.null(),
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/login/reset-password',
    permission: 'public',
    body: resetPasswordBodySchema,
    data: z.null(),
  }),
};
