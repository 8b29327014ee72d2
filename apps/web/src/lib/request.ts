/**
 * The one request module (spec sections 7 and 8): headers, 360 s timeout, credentials, the envelope
 * codes, single-flight token refresh, the exception log, and downloads by content-disposition.
 */
import type { Endpoint, EndpointBody, EndpointData, EndpointQuery, EndpointRef } from '@portal/contract';
import { envelopeCodes, identityPaths, limits } from '@portal/contract';
import i18n from 'i18next';
import { notify } from './notify';
import { tokenStore } from './token-store';

/**
 * What can be called: an endpoint description of the contract, or its ref (`identityRefs.login`): the
 * same types without the schemas, for code that must not load zod (the sign-in pages).
 */
export type Callable = Endpoint | EndpointRef;

export interface RequestOptions<E extends Callable> {
  body?: EndpointBody<E> | FormData;
  query?: EndpointQuery<E>;
  signal?: AbortSignal;
  /** Root mode: answer the whole envelope; code 102 shows its message. */
  root?: boolean;
  /** Do not show error messages (the sale-operation-authority call). */
  silent?: boolean;
}

/** Thrown after the user has been told (or deliberately not): callers need not show it again. */
export class RequestError extends Error {
  constructor(
    public readonly code: number,
    message: string,
    public readonly data: unknown = null,
  ) {
    super(message);
  }
}

/** A request the caller cancelled: ignored, never shown. */
export class RequestCancelled extends Error {}

/**
 * For a `catch` around API calls: swallows what this module has already told the user (a
 * RequestError) or what the caller cancelled (RequestCancelled), and rethrows anything else, so a
 * programming error is never silenced.
 */
export function ignoreReported(error: unknown): void {
  if (error instanceof RequestError || error instanceof RequestCancelled) return;
  throw error;
}

export interface RequestHooks {
  /** Code 6: the session is over. */
  onLoginExpired(): void;
  /** Who is signed in, for the exception log; null before sign-in. */
  currentUser(): { employeeId: string | null; username: string; roles: string[] } | null;
  language(): string;
}

let hooks: RequestHooks = {
  onLoginExpired: () => {},
  currentUser: () => null,
  language: () => 'en',
};
export function configureRequests(next: RequestHooks) {
  hooks = next;
}

const apiBase = '/api';
let refreshing: Promise<boolean> | null = null;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An answer as it arrives: the envelope's code, maybe a message, and data not yet trusted. */
interface RawEnvelope {
  code: number;
  msg?: string;
  data?: unknown;
}

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

/**
 * Whether a parsed body is an envelope. The sign-in pages load this module, so it stays free of zod
 * (no envelopeSchema here): a guard on the fields this module reads.
 */
function isEnvelope(value: unknown): value is RawEnvelope {
  return (
    isObject(value) &&
    'code' in value &&
    typeof value.code === 'number' &&
    (!('msg' in value) || value.msg === undefined || typeof value.msg === 'string')
  );
}

/** The refresh answer's data: the new token pair. */
function isTokenPair(value: unknown): value is { token: string; refreshToken: string } {
  return (
    isObject(value) &&
    'token' in value &&
    typeof value.token === 'string' &&
    'refreshToken' in value &&
    typeof value.refreshToken === 'string'
  );
}

/**
 * The answer typed as the endpoint declares. The server types its answers by the contract's data
 * schema (and checks them against it outside production); this module does not parse them again (it
 * stays free of zod for the sign-in pages), so the data is trusted here, in this one place.
 */
function trustedData<E extends Callable>(data: unknown): EndpointData<E> {
  // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- the server answers by the endpoint's data schema; the client stays free of zod (sign-in pages) and does not parse it again.
  return data as EndpointData<E>;
}

function buildUrl(path: string, query: unknown) {
  const url = `${apiBase}${path}`;
  if (!isObject(query)) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${url}?${text}` : url;
}

/** The file name of a content-disposition header: filename* (RFC 5987) first, then filename. */
export function fileNameOf(header: string): string {
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) return decodeURIComponent(extended[1]);
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain?.[1] ?? 'download';
}

function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function describeParams(method: string, url: string, body: unknown): string {
  const shown = body instanceof FormData ? '[multipart upload: file content not recorded]' : body;
  return JSON.stringify({ method, url, body: shown ?? null }).slice(0, 20_000);
}

/** Posts a failure report; never throws and never reports itself. */
export function reportFailure(details: {
  method: string;
  url: string;
  body: unknown;
  status: number | null;
  statusText: string;
  errorCode: string;
}) {
  const user = hooks.currentUser();
  if (!user || details.status === 404) return;
  const nav = navigator as Navigator & { deviceMemory?: number };
  const payload = {
    type: 'fe.request.exception',
    className: details.url.split('?')[0],
    method: details.method,
    errorCode: details.errorCode,
    errorParam: describeParams(details.method, details.url, details.body),
    requestServlet: details.url,
    errorTrace: {
      status: details.status,
      statusText: details.statusText.slice(0, 200),
      url: details.url.slice(0, 2000),
      employeeId: user.employeeId,
      username: user.username,
      roles: user.roles.slice(0, 50),
      href: location.href.slice(0, 2000),
      clientTime: new Date().toISOString(),
      appVersion: import.meta.env.VITE_APP_VERSION ?? null,
      cookieEnabled: navigator.cookieEnabled,
      deviceMemory: nav.deviceMemory ?? null,
      language: navigator.language,
      online: navigator.onLine,
      platform: navigator.platform,
      userAgent: navigator.userAgent.slice(0, 500),
    },
  };
  void fetch(`${apiBase}/exceptionLog/save`, {
    method: 'POST',
    credentials: 'include',
    headers: {
      'content-type': 'application/json',
      language: hooks.language(),
      ...(tokenStore.token ? { authorization: `Bearer ${tokenStore.token}` } : {}),
    },
    body: JSON.stringify(payload),
  }).catch(() => {});
}

/** Refreshes the token pair once for everyone; answers whether it worked. */
function refreshTokens(): Promise<boolean> {
  refreshing ??= (async () => {
    const refreshToken = tokenStore.refreshToken;
    tokenStore.clearAccess();
    if (!refreshToken) return false;
    try {
      const response = await fetch(`${apiBase}${identityPaths.refreshToken.path}`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json', language: hooks.language() },
        body: JSON.stringify({ refreshToken }),
      });
      const envelope: unknown = await response.json();
      if (!isEnvelope(envelope) || envelope.code !== envelopeCodes.success) return false;
      if (!isTokenPair(envelope.data)) return false;
      tokenStore.set(envelope.data.token, envelope.data.refreshToken);
      return true;
    } catch {
      return false;
    } finally {
      setTimeout(() => {
        refreshing = null;
      }, 0);
    }
  })();
  return refreshing;
}

function loginExpired(silent: boolean): never {
  if (!silent) notify.error(i18n.t('error.loginExpired'));
  tokenStore.clear();
  hooks.onLoginExpired();
  throw new RequestError(envelopeCodes.loginExpired, i18n.t('error.loginExpired'));
}

async function send(
  method: string,
  url: string,
  body: unknown,
  signal: AbortSignal | undefined,
): Promise<Response> {
  const timeout = AbortSignal.timeout(limits.requestTimeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  const isForm = body instanceof FormData;
  const headers: Record<string, string> = { language: hooks.language() };
  if (!isForm && body !== undefined) headers['content-type'] = 'application/json';
  const token = tokenStore.token;
  if (token) headers['authorization'] = `Bearer ${token}`;
  return fetch(url, {
    method,
    credentials: 'include',
    headers,
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    signal: combined,
  });
}

/** Calls an endpoint of the contract and answers its data (or the envelope in root mode). */
export async function request<E extends Callable>(
  endpoint: E,
  options: RequestOptions<E> = {},
): Promise<EndpointData<E>> {
  const url = buildUrl(endpoint.path, options.query);
  const silent = options.silent ?? false;
  for (;;) {
    let response: Response;
    try {
      response = await send(endpoint.method, url, options.body, options.signal);
    } catch (error) {
      if (options.signal?.aborted) throw new RequestCancelled();
      if (!silent) notify.error(i18n.t('error.networkCheck'));
      reportFailure({
        method: endpoint.method,
        url,
        body: options.body,
        status: null,
        statusText: String(error),
        errorCode: 'network',
      });
      throw new RequestError(-1, i18n.t('error.networkCheck'));
    }

    const disposition = response.headers.get('content-disposition');
    if (response.ok && disposition) {
      saveBlob(await response.blob(), fileNameOf(disposition));
      return trustedData<E>(undefined);
    }

    const unreadable: RawEnvelope = { code: -1, msg: '', data: null };
    let envelope: RawEnvelope;
    try {
      const parsed: unknown = await response.json();
      envelope = isEnvelope(parsed) ? parsed : unreadable;
    } catch {
      envelope = unreadable;
    }
    if (!response.ok && envelope.code === -1) {
      if (!silent) notify.error(i18n.t('error.networkCheck'));
      reportFailure({
        method: endpoint.method,
        url,
        body: options.body,
        status: response.status,
        statusText: response.statusText,
        errorCode: String(response.status),
      });
      throw new RequestError(-1, i18n.t('error.networkCheck'));
    }

    switch (envelope.code) {
      case envelopeCodes.success:
        return trustedData<E>(options.root ? envelope : envelope.data);
      case envelopeCodes.tolerated:
        if (options.root && envelope.msg && !silent) notify.warning(envelope.msg);
        return trustedData<E>(options.root ? envelope : envelope.data);
      case envelopeCodes.tokenExpired: {
        if (refreshing) {
          await sleep(limits.refreshRetryWaitMs);
          continue;
        }
        if (await refreshTokens()) continue;
        return loginExpired(silent);
      }
      case envelopeCodes.loginExpired:
        return loginExpired(silent);
      default: {
        const text = envelope.msg || i18n.t('error.networkContactAdmin');
        if (!silent) notify.error(text);
        if (!response.ok) {
          reportFailure({
            method: endpoint.method,
            url,
            body: options.body,
            status: response.status,
            statusText: response.statusText,
            errorCode: String(envelope.code),
          });
        }
        throw new RequestError(envelope.code, text, envelope.data);
      }
    }
  }
}

/** Uploads one file with progress (XMLHttpRequest: fetch reports no upload progress). */
export function upload<E extends Callable>(
  endpoint: E,
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
  /** Query parameters of the upload (addDocument's ticketId). */
  query?: Record<string, string>,
): Promise<EndpointData<E>> {
  const search = query ? `?${new URLSearchParams(query).toString()}` : '';
  const attempt = () =>
    new Promise<RawEnvelope>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', `${apiBase}${endpoint.path}${search}`);
      xhr.withCredentials = true;
      xhr.timeout = limits.requestTimeoutMs;
      xhr.setRequestHeader('language', hooks.language());
      const token = tokenStore.token;
      if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
      };
      xhr.onload = () => {
        try {
          const parsed: unknown = JSON.parse(xhr.responseText);
          if (isEnvelope(parsed)) resolve(parsed);
          else reject(new RequestError(-1, i18n.t('error.networkCheck')));
        } catch {
          reject(new RequestError(-1, i18n.t('error.networkCheck')));
        }
      };
      xhr.onerror = () => reject(new RequestError(-1, i18n.t('error.networkCheck')));
      xhr.ontimeout = xhr.onerror;
      signal?.addEventListener('abort', () => {
        xhr.abort();
        reject(new RequestCancelled());
      });
      const form = new FormData();
      form.append('file', file);
      xhr.send(form);
    });
  return (async () => {
    for (;;) {
      const envelope = await attempt();
      if (envelope.code === envelopeCodes.success) return trustedData<E>(envelope.data);
      if (envelope.code === envelopeCodes.tokenExpired) {
        if (refreshing) await sleep(limits.refreshRetryWaitMs);
        else if (!(await refreshTokens())) return loginExpired(false);
        continue;
      }
      if (envelope.code === envelopeCodes.loginExpired) return loginExpired(false);
      // Upload refusals last 10 seconds (spec section 5).
      const text = envelope.msg || i18n.t('error.networkContactAdmin');
      notify.error(text, limits.uploadMessageSeconds);
      throw new RequestError(envelope.code, text, envelope.data);
    }
  })();
}

/** For tests: forget a refresh in flight. */
export function resetRequestStateForTests() {
  refreshing = null;
}
