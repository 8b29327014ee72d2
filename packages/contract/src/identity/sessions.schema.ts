import { z } from 'zod';
import { recordIdSchema } from '../core/ids';
import { loginTypes } from './identity.schema';
import { qrStates } from './identity.paths';

/** How a session began; every sign-in way shows in the same list. */
export const signInWays = ['password', 'qr', 'oidc', 'messaging'] as const;
export type SignInWay = (typeof signInWays)[number];

/** One of the caller's sessions (or a managed user's), as the session list shows it. */
export const sessionItemSchema = z.object({
  id: z.uuid(),
  signInWay: z.enum(signInWays),
  loginType: z.enum(loginTypes),
  /** Browser and system read from the user agent ("Chrome 120 on Windows"); '' when unknown. */
  device: z.string(),
  /** The client address the session signed in from. */
  place: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  /** The session this request was made with. */
  current: z.boolean(),
});
export type SessionItem = z.infer<typeof sessionItemSchema>;

export const endSessionBodySchema = z.object({ id: z.uuid() });
export const endedCountSchema = z.object({ ended: z.number().int() });
export const endUserSessionsBodySchema = z.object({ id: recordIdSchema });

// QR sign-in (docs/sign-in.md). The code carries only the request's id.
export const qrStartBodySchema = z.object({ loginType: z.enum(loginTypes).default('staff') });
export const qrStartDataSchema = z.object({
  id: z.uuid(),
  /** What the QR code encodes: a path of this portal (from its base) or an absolute address (an adapter's). */
  link: z.string(),
  /** The number shown on both screens. */
  number: z.string(),
  expiresAt: z.string(),
});
export type QrStartData = z.infer<typeof qrStartDataSchema>;

export const qrIdQuerySchema = z.object({ id: z.uuid() });
export const qrIdBodySchema = z.object({ id: z.uuid() });

export type QrState = (typeof qrStates)[number];
/** What the asking page learns while it waits: never a token; a refusal's message in the reader's language. */
export const qrStatusSchema = z.object({ status: z.enum(qrStates), message: z.string().nullable() });
export type QrStatus = z.infer<typeof qrStatusSchema>;

/** What the phone shows before its user confirms: who is asking, from where and when. */
export const qrRequestInfoSchema = z.object({
  id: z.uuid(),
  loginType: z.enum(loginTypes),
  device: z.string(),
  place: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  number: z.string(),
});
export type QrRequestInfo = z.infer<typeof qrRequestInfoSchema>;

export const qrDecideBodySchema = z.object({ id: z.uuid(), confirm: z.boolean() });
export const qrDecideDataSchema = z.object({ status: z.enum(['confirmed', 'refused']) });

/** `ssApi/get-token`: the messaging app's JS API token and when it expires (the spec does not show its shape). */
export const messagingTokenSchema = z.object({ token: z.string(), expiresAt: z.string() });
