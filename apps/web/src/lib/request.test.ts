import {
  exceptionLogsEndpoints,
  filesEndpoints,
  identityEndpoints,
  referenceDataEndpoints,
} from '@portal/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from './notify';
import type * as requestModule from './request';
import { tokenStore } from './token-store';

// The test setup mocks `request` for every component test; this file tests the real one.
const { configureRequests, fileNameOf, request, RequestCancelled, RequestError, resetRequestStateForTests } =
  await vi.importActual<typeof requestModule>('./request');

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;
const calls: Array<{ url: string; init: RequestInit }> = [];
let handler: Handler;
const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
const onLoginExpired = vi.fn();

beforeEach(() => {
  calls.length = 0;
  localStorage.clear();
  resetRequestStateForTests();
  vi.spyOn(notify, 'error').mockImplementation(() => {});
  vi.spyOn(notify, 'success').mockImplementation(() => {});
  vi.spyOn(notify, 'warning').mockImplementation(() => {});
  onLoginExpired.mockClear();
  configureRequests({
    onLoginExpired,
    currentUser: () => ({ employeeId: 'E1', username: 'admin', roles: ['admin'] }),
    language: () => 'kr',
  });
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return Promise.resolve(handler(url, init));
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const headerOf = (init: RequestInit, name: string) => new Headers(init.headers).get(name);

describe('request', () => {
  it('sends the language and Bearer headers and JSON, and answers data on code 0', async () => {
    tokenStore.set('access-1', 'refresh-1');
    handler = () => json({ code: 0, msg: 'success', data: [{ id: 1 }] });
    const data = await request(referenceDataEndpoints.getLocationByParent, { body: { parentId: -1 } });
    expect(data).toEqual([{ id: 1 }]);
    expect(calls).toHaveLength(1);
    const { url, init } = calls[0]!;
    expect(url).toBe('/api/location/get-location-by-parent');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(headerOf(init, 'language')).toBe('kr');
    expect(headerOf(init, 'authorization')).toBe('Bearer access-1');
    expect(headerOf(init, 'content-type')).toBe('application/json');
    expect(init.body).toBe('{"parentId":-1}');
  });

  it('puts the query in the URL, skipping empty values', async () => {
    handler = () => json({ code: 0, msg: '', data: {} });
    await request(referenceDataEndpoints.getI18nLanguage, { query: { language: 'cn' } });
    expect(calls[0]!.url).toBe('/api/language/get-i18n-language?language=cn');
  });

  it('code 100 shows the message and throws', async () => {
    handler = () => json({ code: 100, msg: 'Incorrect username or password', data: null });
    await expect(
      request(identityEndpoints.login, { body: { username: 'a', password: 'b' } }),
    ).rejects.toBeInstanceOf(RequestError);
    expect(notify.error).toHaveBeenCalledWith('Incorrect username or password');
  });

  it('code 500 shows the message unless silent, and throws', async () => {
    handler = () => json({ code: 500, msg: 'Server trouble', data: null });
    await expect(request(identityEndpoints.getInfo)).rejects.toMatchObject({ code: 500 });
    expect(notify.error).toHaveBeenCalledTimes(1);
    await expect(request(identityEndpoints.getInfo, { silent: true })).rejects.toMatchObject({ code: 500 });
    expect(notify.error).toHaveBeenCalledTimes(1);
  });

  it('an unknown code without a message shows the generic network error', async () => {
    handler = () => json({ code: 42, msg: '', data: null });
    await expect(request(identityEndpoints.getInfo)).rejects.toMatchObject({ code: 42 });
    expect(notify.error).toHaveBeenCalledWith('Network error, please contact administrator');
  });

  it('code 102 is tolerated; in root mode the whole envelope comes back and its message shows', async () => {
    handler = () => json({ code: 102, msg: 'Partly done', data: { n: 1 } });
    expect(await request(identityEndpoints.getInfo)).toEqual({ n: 1 });
    expect(await request(identityEndpoints.getInfo, { root: true })).toEqual({
      code: 102,
      msg: 'Partly done',
      data: { n: 1 },
    });
    expect(notify.warning).toHaveBeenCalledWith('Partly done');
  });

  it('code 6 shows login expired, clears both tokens and goes to sign-in', async () => {
    tokenStore.set('a', 'r');
    handler = () => json({ code: 6, msg: 'Login expired', data: null });
    await expect(request(identityEndpoints.getMenu)).rejects.toMatchObject({ code: 6 });
    expect(notify.error).toHaveBeenCalledWith('Login expired, please login again');
    expect(tokenStore.token).toBeNull();
    expect(tokenStore.refreshToken).toBeNull();
    expect(onLoginExpired).toHaveBeenCalledTimes(1);
  });

  it('N parallel requests with an expired token cause exactly one refresh, then all succeed', async () => {
    tokenStore.set('expired', 'refresh-1');
    handler = (url, init) => {
      if (url.endsWith('/login/refreshToken')) {
        return new Promise((resolve) =>
          setTimeout(
            () => resolve(json({ code: 0, msg: '', data: { token: 'fresh', refreshToken: 'refresh-2' } })),
            50,
          ),
        );
      }
      return headerOf(init, 'authorization') === 'Bearer fresh'
        ? json({ code: 0, msg: '', data: 'ok' })
        : json({ code: 3, msg: 'expired', data: null });
    };
    const results = await Promise.all(
      Array.from({ length: 6 }, () => request(identityEndpoints.getLoginUser)),
    );
    expect(results).toEqual(Array(6).fill('ok'));
    const refreshCalls = calls.filter((c) => c.url.endsWith('/login/refreshToken'));
    expect(refreshCalls).toHaveLength(1);
    expect(JSON.parse(String(refreshCalls[0]!.init.body))).toEqual({ refreshToken: 'refresh-1' });
    expect(tokenStore.token).toBe('fresh');
    expect(tokenStore.refreshToken).toBe('refresh-2');
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('a failed refresh ends the session', async () => {
    tokenStore.set('expired', 'stale');
    handler = (url) =>
      url.endsWith('/login/refreshToken')
        ? json({ code: 6, msg: 'x', data: null })
        : json({ code: 3, msg: 'x', data: null });
    await expect(request(identityEndpoints.getLoginUser)).rejects.toMatchObject({ code: 6 });
    expect(onLoginExpired).toHaveBeenCalledTimes(1);
  });

  it('a transport error shows the generic message and posts an exception log', async () => {
    handler = (url) =>
      url.endsWith('/exceptionLog/save')
        ? json({ code: 0, msg: '', data: null })
        : new Response('Bad gateway', { status: 502, statusText: 'Bad Gateway' });
    await expect(
      request(referenceDataEndpoints.getLocationByParent, { body: { parentId: -1 } }),
    ).rejects.toBeInstanceOf(RequestError);
    expect(notify.error).toHaveBeenCalledWith('Network error, please check network or refresh and try again');
    const log = calls.find((c) => c.url.endsWith(exceptionLogsEndpoints.save.path));
    expect(log).toBeDefined();
    const payload = JSON.parse(String(log!.init.body));
    expect(payload).toMatchObject({ type: 'fe.request.exception', method: 'POST', errorCode: '502' });
    expect(payload.errorTrace).toMatchObject({
      status: 502,
      username: 'admin',
      employeeId: 'E1',
      roles: ['admin'],
    });
    expect(payload.errorParam).toContain('parentId');
  });

  it('sends no exception log for a 404, nor without a known user', async () => {
    handler = () => new Response('nope', { status: 404 });
    await expect(request(identityEndpoints.getInfo)).rejects.toBeInstanceOf(RequestError);
    configureRequests({ onLoginExpired, currentUser: () => null, language: () => 'en' });
    handler = () => new Response('down', { status: 503 });
    await expect(request(identityEndpoints.getInfo)).rejects.toBeInstanceOf(RequestError);
    expect(calls.filter((c) => c.url.endsWith('/exceptionLog/save'))).toHaveLength(0);
  });

  it('replaces an upload in the exception log by a note', async () => {
    handler = (url) =>
      url.endsWith('/exceptionLog/save')
        ? json({ code: 0, msg: '', data: null })
        : new Response('x', { status: 500 });
    const form = new FormData();
    form.append('file', new Blob(['secret-bytes']), 'a.txt');
    await expect(request(filesEndpoints.uploadDocument, { body: form })).rejects.toBeInstanceOf(RequestError);
    const payload = JSON.parse(String(calls.find((c) => c.url.endsWith('/exceptionLog/save'))!.init.body));
    expect(payload.errorParam).toContain('file content not recorded');
    expect(payload.errorParam).not.toContain('secret-bytes');
  });

  it('ignores a cancelled request', async () => {
    const controller = new AbortController();
    handler = () => {
      controller.abort();
      throw new DOMException('aborted', 'AbortError');
    };
    await expect(request(identityEndpoints.getInfo, { signal: controller.signal })).rejects.toBeInstanceOf(
      RequestCancelled,
    );
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('downloads an answer with content-disposition under its file name', async () => {
    const createObjectURL = vi.fn(() => 'blob:x');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    handler = () =>
      new Response('bytes', {
        headers: {
          'content-disposition': 'attachment; filename="a.pdf"; filename*=UTF-8\'\'%E6%8A%A5%E5%91%8A.pdf',
        },
      });
    await request(identityEndpoints.getInfo);
    expect(createObjectURL).toHaveBeenCalled();
    expect(clicked).toEqual(['报告.pdf']);
  });
});

describe('fileNameOf', () => {
  it.each([
    ["attachment; filename*=UTF-8''%ED%8C%8C%EC%9D%BC.txt", '파일.txt'],
    ['attachment; filename="plain.csv"', 'plain.csv'],
    ['attachment; filename=bare.xlsx', 'bare.xlsx'],
    ['attachment', 'download'],
  ])('%s → %s', (header, name) => expect(fileNameOf(header)).toBe(name));
});
