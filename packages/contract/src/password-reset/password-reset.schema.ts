import { z } from 'zod';
import { passwordSchema } from '../core/password';
import { loginTypes } from '../identity/identity.schema';
import { patterns } from '../patterns';

/** How long a password-reset link stays valid, and how many reset mails one address may get per hour. */
export const passwordResetPolicy = { tokenMinutes: 30, mailsPerHour: 5 } as const;

/** Path of the reset page under the base path; the mail links to it with ?token=. */
export const resetPasswordPagePath = '/static/gppclient/reset-password';

export const forgotPasswordBodySchema = z.object({
  email: z.string().trim().max(200).regex(patterns.email, 'validation.email'),
  loginType: z.enum(loginTypes).default('staff'),
});
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

export const resetPasswordBodySchema = z.object({
  token: z.string().trim().min(1).max(200),
  password: passwordSchema,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;
