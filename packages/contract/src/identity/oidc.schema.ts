import { z } from 'zod';
import { recordIdSchema } from '../core/ids';
import type { LoginBody } from './identity.schema';
import { loginBodySchema, loginTypes } from './identity.schema';

/** A configured OpenID provider's name: its settings' infix (OIDC_<NAME>_ISSUER) and its callback's last segment. */
export const oidcProviderNameSchema = z.string().regex(/^[a-z][a-z0-9]{0,31}$/);

/** Login through a configured OpenID provider: the answer's `url` sends the browser there. */
export const oidcLoginBodySchema = z.object({
  provider: oidcProviderNameSchema,
  loginType: z.enum(loginTypes).default('staff'),
});
export type OidcLoginBody = z.infer<typeof oidcLoginBodySchema>;

/**
 * The login call's body: a provider's name (an external login) or a username and password. The branch is
 * chosen by the presence of `provider`, so a password body's refusals name its own fields.
 */
export const loginCallBodySchema = z.unknown().transform((value, ctx): LoginBody | OidcLoginBody => {
  const viaProvider = typeof value === 'object' && value !== null && 'provider' in value;
  const parsed = (viaProvider ? oidcLoginBodySchema : loginBodySchema).safeParse(value);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) ctx.issues.push({ ...issue, input: undefined });
  return z.NEVER;
});

export const oidcProvidersQuerySchema = z.object({ loginType: z.enum(loginTypes).default('staff') });
/** A provider the sign-in page offers: its name and the button's label. */
export const oidcProviderSchema = z.object({ name: z.string(), label: z.string() });
export type OidcProvider = z.infer<typeof oidcProviderSchema>;

/** What the callback page landed with: the provider's name and the query string it was called with. */
export const oidcCallbackBodySchema = z.object({
  provider: oidcProviderNameSchema,
  query: z.string().max(8192),
});
/**
 * A sign-in's token pair, or (a link made from the profile) `linked`. A phone signed in by the messaging
 * app's QR link also gets `next`: the portal page to open (the QR request's confirmation page).
 */
export const oidcCallbackDataSchema = z.object({
  token: z.string().optional(),
  refreshToken: z.string().optional(),
  linked: z.boolean().optional(),
  next: z.string().optional(),
});
export type OidcCallbackData = z.infer<typeof oidcCallbackDataSchema>;

export const oidcLinkStartBodySchema = z.object({ provider: oidcProviderNameSchema });
export const externalUrlSchema = z.object({ url: z.string() });

/** An identity at a provider linked to an account. */
export const oidcIdentitySchema = z.object({
  id: z.number().int(),
  provider: z.string(),
  label: z.string(),
  issuer: z.string(),
  subject: z.string(),
  createdAt: z.string(),
  /** Linked by an administrator rather than by the user through the provider. */
  linkedByAdmin: z.boolean(),
});
export type OidcIdentity = z.infer<typeof oidcIdentitySchema>;

export const oidcIdentityIdBodySchema = z.object({ id: recordIdSchema });
export const userOidcIdentitiesQuerySchema = z.object({ id: recordIdSchema });
/** An administrator links a user to the subject a provider names it by. */
export const linkUserOidcBodySchema = z.object({
  id: recordIdSchema,
  provider: oidcProviderNameSchema,
  subject: z.string().trim().min(1).max(255),
});
export const unlinkUserOidcBodySchema = z.object({ id: recordIdSchema, identityId: recordIdSchema });

/** Sign-out's answer: where the browser ends the provider's session too, when the session came from one. */
export const logoutDataSchema = z.object({ url: z.string() }).nullable();
