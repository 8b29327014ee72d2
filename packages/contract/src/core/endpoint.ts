import type { z } from 'zod';

/** `public`: no token; `authenticated`: any signed-in user; anything else is a menu or button code. */
export type Permission = 'public' | 'authenticated' | (string & {});

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** An endpoint, described once: the server registers it, the client calls it. */
export interface Endpoint<
  TBody extends z.ZodType | undefined = z.ZodType | undefined,
  TQuery extends z.ZodType | undefined = z.ZodType | undefined,
  TData extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** Path under /api, exactly as the spec spells it. */
  path: string;
  permission: Permission;
  body?: TBody;
  query?: TQuery;
  data: TData;
  /** Multipart uploads describe no JSON body. */
  multipart?: boolean;
  /** Answers a file (content-disposition) instead of the envelope. */
  download?: boolean;
}

export function defineEndpoint<
  TBody extends z.ZodType | undefined = undefined,
  TQuery extends z.ZodType | undefined = undefined,
  TData extends z.ZodType = z.ZodType,
>(endpoint: Endpoint<TBody, TQuery, TData>): Endpoint<TBody, TQuery, TData> {
  return endpoint;
}

export type EndpointData<E> = E extends Endpoint<infer _B, infer _Q, infer D> ? z.infer<D> : never;
export type EndpointBody<E> =
  E extends Endpoint<infer B, infer _Q, infer _D> ? (B extends z.ZodType ? z.input<B> : undefined) : never;
export type EndpointQuery<E> =
  E extends Endpoint<infer _B, infer Q, infer _D> ? (Q extends z.ZodType ? z.input<Q> : undefined) : never;
