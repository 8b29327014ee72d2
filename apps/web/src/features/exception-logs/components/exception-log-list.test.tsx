import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../../lib/request';
import { renderApp } from '../../../test/render-app';
import { ExceptionLogList } from './exception-log-list';

const entry = (id: number, className: string) => ({
  id,
  type: 'fe.request.exception',
  className,
  method: 'POST',
  errorCode: '502',
  errorParam: '{"body":"<img src=x onerror=alert(1)>"}',
  requestServlet: className,
  errorTrace: { status: 502, href: 'http://host/static/gppclient/home' },
  userId: 1,
  username: 'admin',
  clientAddress: '127.0.0.1',
  createdAt: '2026-11-21T10:00:00.000Z',
});

function renderList() {
  return renderApp(<ExceptionLogList />, { route: '/system/exception-log' });
}

beforeEach(() => {
  vi.mocked(request).mockReset();
  vi.mocked(request).mockResolvedValue({
    list: [entry(2, '/api/b'), entry(1, '/api/a')],
    total: 25,
    pageNum: 1,
    pageSize: 20,
  });
});

// Real Ant Design in jsdom is slow, more so on a busy machine.
describe('ExceptionLogList', { timeout: 60_000 }, () => {
  it('lists the entries with row numbers and shows hostile text as text', async () => {
    const user = userEvent.setup();
    renderList();
    expect(await screen.findByText('/api/b')).toBeInTheDocument();
    const rows = screen.getAllByRole('row');
    expect(within(rows[1]!).getByText('1')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: /expand/i })[0]!);
    expect(await screen.findByText('{"body":"<img src=x onerror=alert(1)>"}')).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('searches with the keyword from page 1, and pages with the same filters', async () => {
    const user = userEvent.setup();
    renderList();
    await screen.findByText('/api/b');
    await user.type(screen.getByLabelText('Keyword'), 'login{Enter}');
    await waitFor(() =>
      expect(request).toHaveBeenLastCalledWith(
        expect.anything(),
        expect.objectContaining({ body: { pageNum: 1, pageSize: 20, keyword: 'login' } }),
      ),
    );
    await user.click(screen.getByTitle('2'));
    await waitFor(() =>
      expect(request).toHaveBeenLastCalledWith(
        expect.anything(),
        expect.objectContaining({ body: { pageNum: 2, pageSize: 20, keyword: 'login' } }),
      ),
    );
  });
});
