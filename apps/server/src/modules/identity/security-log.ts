import type { SignInWay } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../core/app-error';

export interface SignInEvent {
  way: SignInWay;
  /** What was tried: sign-in, the QR steps start, confirm, refuse and finish, or an OpenID link. */
  step: 'sign-in' | 'start' | 'confirm' | 'refuse' | 'finish' | 'link';
  outcome: 'ok' | 'refused';
  userId?: number | null;
  /** The QR request, never a token or a cookie. */
  requestId?: string;
  /** The OpenID provider's configured name. */
  provider?: string;
  /** The refusal's message key. */
  reason?: string;
  address: string;
}

/**
 * The security log of sign-in: each attempt and refusal of every way, a `sign-in` line with a `security`
 * object (refusals at warn). It never holds a password, token, cookie or secret.
 */
export function logSignIn(log: FastifyBaseLogger, event: SignInEvent): void {
  if (event.outcome === 'ok') log.info({ security: event }, 'sign-in');
  else log.warn({ security: event }, 'sign-in');
}

/** Runs a sign-in step and logs its outcome; a refusal is logged and thrown on. */
export async function loggedSignIn<T>(
  log: FastifyBaseLogger,
  event: Omit<SignInEvent, 'outcome'>,
  step: () => Promise<T>,
  userOf: (result: T) => number | null = () => event.userId ?? null,
): Promise<T> {
  try {
    const result = await step();
    logSignIn(log, { ...event, outcome: 'ok', userId: userOf(result) });
    return result;
  } catch (error) {
    if (error instanceof AppError) logSignIn(log, { ...event, outcome: 'refused', reason: error.key });
    throw error;
  }
}
