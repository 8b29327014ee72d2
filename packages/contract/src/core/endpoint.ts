import type { z } from 'zod';

/** `public`: no token; `authenticated`: any signed-in user; anything else is a menu or button code. */
export type Permission = 'public' | 'authenticated' | (string & {});

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Where an endpoint lives and who may call it, without schemas: a `<noun>.paths.ts` file holds these
 * (no zod at run time), and its `<noun>.endpoints.ts` builds the full descriptions on them.
 */
export interface EndpointPath {
  method: HttpMethod;
  /** Path under /api, exactly as the spec spells it. */
  path: string;
  permission: Permission;
  /** Multipart uploads describe no JSON body. */
  multipart?: boolean;
  /** Answers a file (content-disposition) instead of the envelope. */
  download?: boolean;
  /**
   * A move its sender cannot take back: it hands the record to someone else or ends it (submit for
   * approval, approve, reject, return, issue, accept, decline, close, delete). A client sends it only by
   * a deliberate act: the move's own button in a form where Enter submits nothing (`DeliberateForm`,
   * `FormModal irreversible`) or a confirmation. The web's check (`irreversible-moves.test.ts`) walks
   * every endpoint so marked and every screen that calls it. Mark one with `irreversible(...)`.
   */
  irreversible?: boolean;
  /**
   * A list's export (`defineListExport`): the keys of the columns its body's `columns` may choose, named as
   * the list's columns on the screen.
   */
  exportColumns?: readonly string[];
}

/** An endpoint, described once: the server registers it, the client calls it. */
export interface Endpoint<
  TBody extends z.ZodType | undefined = z.ZodType | undefined,
  TQuery extends z.ZodType | undefined = z.ZodType | undefined,
  TData extends z.ZodType = z.ZodType,
> extends EndpointPath {
  body?: TBody;
  query?: TQuery;
  data: TData;
}

/**
 * An endpoint's path typed by its full description: a client calls it with the same body, query and
 * answer types without loading the schemas (the sign-in page stays free of zod).
 */
export interface EndpointRef<E extends Endpoint = Endpoint> extends EndpointPath {
  /** Carries the description's type only; never set. */
  readonly endpoint?: E;
}

/** The refs of a module's endpoints: its paths, typed by its descriptions. */
export type EndpointRefs<T extends Record<string, Endpoint>> = { readonly [K in keyof T]: EndpointRef<T[K]> };

/** The full description behind an endpoint or its ref. */
export type EndpointOf<E> = E extends Endpoint ? E : E extends EndpointRef<infer D> ? D : never;

export function defineEndpoint<
  TBody extends z.ZodType | undefined = undefined,
  TQuery extends z.ZodType | undefined = undefined,
  TData extends z.ZodType = z.ZodType,
>(endpoint: Endpoint<TBody, TQuery, TData>): Endpoint<TBody, TQuery, TData> {
  return endpoint;
}

/** Marks an endpoint as an irreversible move (see `EndpointPath.irreversible`). */
export function irreversible<E extends Endpoint>(endpoint: E): E {
  return { ...endpoint, irreversible: true };
}

/** The answer, body and query types of an endpoint or its ref. */
export type EndpointData<E> =
  EndpointOf<E> extends Endpoint<infer _B, infer _Q, infer D> ? z.infer<D> : never;
export type EndpointBody<E> =
  EndpointOf<E> extends Endpoint<infer B, infer _Q, infer _D>
    ? B extends z.ZodType
      ? z.input<B>
      : undefined
    : never;
export type EndpointQuery<E> =
  EndpointOf<E> extends Endpoint<infer _B, infer Q, infer _D>
    ? Q extends z.ZodType
      ? z.input<Q>
      : undefined
    : never;
