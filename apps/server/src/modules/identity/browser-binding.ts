import { parse, serialize } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

const keyPattern = /^[\w-]{43}$/;

/**
 * A browser's key in an HttpOnly, SameSite=Strict cookie (256 random bits; only its SHA-256 is stored): what
 * binds a QR request or an OpenID request to the browser that asked for it.
 */
export function browserBinding(cookieName: string, cookiePath: string) {
  return {
    read(request: FastifyRequest): string | undefined {
      const value = parse(request.headers.cookie ?? '')[cookieName];
      return value && keyPattern.test(value) ? value : undefined;
    },
    write(request: FastifyRequest, reply: FastifyReply, key: string | null): void {
      reply.header(
        'set-cookie',
        serialize(cookieName, key ?? '', {
          path: cookiePath,
          maxAge: key ? 86_400 : 0,
          httpOnly: true,
          sameSite: 'strict',
          secure: request.protocol === 'https',
        }),
      );
    },
  };
}
