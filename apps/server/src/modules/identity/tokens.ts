import { createHash, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { loginExpired, tokenExpired } from '../../core/app-error';

export interface AccessClaims {
  userId: number;
  sessionId: string;
  /** The token's expiry in epoch milliseconds (set when verified). */
  expiresAt?: number;
}

/** Signs and checks short-lived access tokens (HS256) with a key shared by every server process. */
export class AccessTokens {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: AccessClaims): Promise<string> {
    return new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.userId))
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
  }

  /** Code 3 for an expired token, code 6 for anything else that is wrong with it. */
  async verify(token: string): Promise<AccessClaims> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || typeof payload['sid'] !== 'string') throw loginExpired();
      const expiresAt = typeof payload.exp === 'number' ? payload.exp * 1000 : 0;
      return { userId, sessionId: payload['sid'], expiresAt };
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw tokenExpired();
      throw loginExpired();
    }
  }
}

/** Opaque refresh tokens: 256 random bits; only their SHA-256 is stored. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
