import type { Endpoint, EndpointData, Language } from '@portal/contract';
import { describeIssues, envelopeCodes, parseWithIssues, translate } from '@portal/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ValidationError } from './app-error';
import type { Principal } from './principal';

type Parsed<S> = [NonNullable<S>] extends [never]
  ? undefined
  : NonNullable<S> extends z.ZodType
    ? z.output<NonNullable<S>>
    : undefined;

export interface HandlerContext<E extends Endpoint> {
  body: Parsed<E['body']>;
  query: Parsed<E['query']>;
  /** Set on every route that is not public. */
  principal: E['permission'] extends 'public' ? Principal | null : Principal;
  lang: Language;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<E extends Endpoint> = (ctx: HandlerContext<E>) => Promise<EndpointData<E>>;

/** Routes registered from contract descriptions, for the permission enumeration test. */
export interface RegisteredEndpoint {
  method: string;
  url: string;
  permission: string;
}

/** The path of the first string holding a NUL character, which PostgreSQL text can never store. */
function findNul(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findNul(value[i], path ? `${path}.${i}` : String(i));
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = findNul(item, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return null;
}

export function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown, lang: Language): z.output<T> {
  const result = parseWithIssues(schema, value ?? {});
  if (!result.success) throw new ValidationError(describeIssues(result.error.issues, lang));
  const nul = findNul(result.data, '');
  if (nul !== null) {
    const field = nul || 'body';
    throw new ValidationError([{ field, message: `${field}: ${translate(lang, 'validation.invalid')}` }]);
  }
  return result.data;
}

/**
 * Registers a contract endpoint under /api: checks its permission (onRequest hook in auth),
 * validates body and query with its schemas (unknown fields dropped), and wraps the answer in
 * the envelope. In tests the answer is also checked against the data schema.
 */
export function route<E extends Endpoint>(app: FastifyInstance, endpoint: E, handler: Handler<E>): void {
  const url = `/api${endpoint.path}`;
  app.registeredEndpoints.push({ method: endpoint.method, url, permission: endpoint.permission });
  app.route({
    method: endpoint.method,
    url,
    config: { permission: endpoint.permission },
    handler: async (request, reply) => {
      const lang = request.lang;
      const body =
        endpoint.body && !endpoint.multipart ? parseOrThrow(endpoint.body, request.body, lang) : undefined;
      const query = endpoint.query ? parseOrThrow(endpoint.query, request.query, lang) : undefined;
      // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- TypeScript cannot resolve Parsed<E['body']> for a generic E; body and query were parsed with E's own schemas just above, and the auth hook sets principal on every non-public route.
      const context = {
        body,
        query,
        principal: request.principal,
        lang,
        request,
        reply,
      } as HandlerContext<E>;
      const data = await handler(context);
      if (endpoint.download || reply.sent) return reply;
      if (app.checkResponses) endpoint.data.parse(data);
      return { code: envelopeCodes.success, msg: 'success', data: data ?? null };
    },
  });
}
