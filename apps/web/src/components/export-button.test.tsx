import { defineEndpoint, defineListExport, exportColumnsField } from '@portal/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { notify } from '../lib/notify';
import type * as requestModule from '../lib/request';
import { request, RequestError } from '../lib/request';
import { ExportButton } from './export-button';
import { ListColumnsContext } from './list-kit/list-columns-context';
import { answerByPath } from '../test/answer-by-path';
import { renderApp } from '../test/render-app';

const exportEndpoint = defineEndpoint({
  method: 'POST',
  path: '/test/export-thing-list',
  permission: 'test.list',
  body: z.object({ keyword: z.string().optional(), status: z.string().optional() }),
  data: z.null(),
  download: true,
});
const filter = { keyword: '华东', status: 'submitted' };
const listExportColumns = ['thingNo', 'status', 'amount'] as const;
const listExportEndpoint = defineListExport({
  path: '/test/export-list-of-things',
  permission: 'test.list',
  body: z.object({ keyword: z.string().optional() }).extend(exportColumnsField(listExportColumns)),
  columns: listExportColumns,
});

describe('ExportButton inside a list with a column chooser', () => {
  beforeEach(() => {
    vi.mocked(request).mockReset();
    vi.mocked(request).mockImplementation(
      answerByPath({ [exportEndpoint.path]: () => null, [listExportEndpoint.path]: () => null }),
    );
  });

  const sentBody = () => vi.mocked(request).mock.calls[0]![1]!.body;

  it('sends the columns shown, in their order, that the export knows', async () => {
    const user = userEvent.setup();
    renderApp(
      <ListColumnsContext.Provider value={['amount', 'thingNo', 'screenOnly']}>
        <ExportButton endpoint={listExportEndpoint} body={{ keyword: 'x' }} />
      </ListColumnsContext.Provider>,
    );
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(sentBody()).toEqual({ keyword: 'x', columns: ['amount', 'thingNo'] });
  });

  it('sends no columns (every column) when the reader exports all, outside a list, or for another download', async () => {
    const user = userEvent.setup();
    const { unmount } = renderApp(
      <ListColumnsContext.Provider value={null}>
        <ExportButton endpoint={listExportEndpoint} body={{ keyword: 'x' }} />
      </ListColumnsContext.Provider>,
    );
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(sentBody()).toEqual({ keyword: 'x' });
    unmount();
    vi.mocked(request).mockClear();
    renderApp(
      <ListColumnsContext.Provider value={['keyword']}>
        <ExportButton endpoint={exportEndpoint} body={filter} />
      </ListColumnsContext.Provider>,
    );
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(sentBody()).toEqual(filter);
  });
});

describe('ExportButton with a mocked request layer', () => {
  let finish: { resolve: () => void; reject: (error: unknown) => void };
  beforeEach(() => {
    vi.mocked(request).mockReset();
    vi.mocked(request).mockImplementation(
      answerByPath({
        [exportEndpoint.path]: () =>
          new Promise<void>((resolve, reject) => {
            finish = { resolve: () => resolve(), reject };
          }),
      }),
    );
  });
  afterEach(() => vi.restoreAllMocks());

  it('posts the current filter to the endpoint, loading and disabled until it is done', async () => {
    const user = userEvent.setup();
    renderApp(<ExportButton endpoint={exportEndpoint} body={filter} />);
    const button = screen.getByRole('button', { name: 'Export' });
    await user.click(button);
    expect(request).toHaveBeenCalledExactlyOnceWith(exportEndpoint, {
      body: filter,
      signal: expect.any(AbortSignal),
    });
    expect(screen.getByRole('button', { name: /Export/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Export/ })).toHaveAttribute('aria-busy', 'true');
    await user.click(screen.getByRole('button', { name: /Export/ }));
    expect(request).toHaveBeenCalledTimes(1);
    await act(async () => finish.resolve());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled());
  });

  it('comes back to its idle state after a refusal (already shown by the request layer)', async () => {
    const user = userEvent.setup();
    renderApp(<ExportButton endpoint={exportEndpoint} body={filter} />);
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await act(async () => finish.reject(new RequestError(100, 'Too many rows')));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled());
  });

  it('speaks the user language and accepts its own text', async () => {
    await act(async () => i18n.changeLanguage('kr'));
    try {
      const { unmount } = renderApp(<ExportButton endpoint={exportEndpoint} body={{}} />);
      expect(screen.getByRole('button', { name: '내보내기' })).toBeInTheDocument();
      unmount();
      await act(async () => i18n.changeLanguage('cn'));
      renderApp(<ExportButton endpoint={exportEndpoint} body={{}} disabled />);
      expect(screen.getByRole('button', { name: '导出' })).toBeDisabled();
    } finally {
      await act(async () => i18n.changeLanguage('en'));
    }
  });

  it('cancels its request when the page goes away', async () => {
    const user = userEvent.setup();
    const { unmount } = renderApp(<ExportButton endpoint={exportEndpoint} body={filter} />);
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const signal = vi.mocked(request).mock.calls[0]![1]!.signal!;
    expect(signal.aborted).toBe(false);
    unmount();
    expect(signal.aborted).toBe(true);
  });
});

describe('ExportButton through the real request layer', () => {
  beforeEach(async () => {
    const actual = await vi.importActual<typeof requestModule>('../lib/request');
    vi.mocked(request).mockReset();
    vi.mocked(request).mockImplementation(actual.request);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('saves the answer under the name of its content-disposition', async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.fn(() => 'blob:x');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const fetch = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response('xlsx bytes', {
          headers: {
            'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'content-disposition':
              'attachment; filename="____.xlsx"; filename*=UTF-8\'\'%E5%95%86%E6%9C%BA%E6%8A%A5%E5%A4%87.xlsx',
          },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    renderApp(<ExportButton endpoint={exportEndpoint} body={filter} />);
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(saved).toEqual(['商机报备.xlsx']));
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/test/export-thing-list');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual(filter);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled());
  });

  it("shows the server's refusal and saves nothing", async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(notify, 'error').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    const msg = '60000 rows match this filter; an export holds at most 50000 rows.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ code: 100, msg, data: null })),
    );
    renderApp(<ExportButton endpoint={exportEndpoint} body={filter} />);
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(msg));
    expect(click).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled());
  });
});
