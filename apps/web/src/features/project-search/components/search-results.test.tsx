import type { SearchResult } from '@portal/contract';
import { projectSearchEndpoints } from '@portal/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../../lib/request';
import { mockApi, patience, renderApp, resetStores } from '../../../test/render-app';
import { SearchResults } from './search-results';

const path = projectSearchEndpoints.search.path;

const found: SearchResult = {
  tooShort: false,
  groups: [
    {
      kind: 'customer',
      total: 1,
      capped: false,
      hits: [
        { id: 4, no: '91320500MA1XXXXXXX', title: '苏州精工机械有限公司', subtitle: null, variant: null },
      ],
    },
    {
      kind: 'quotation',
      total: 100,
      capped: true,
      hits: [
        { id: 8, no: 'QT20261128000007', title: '东莞恒达模具', subtitle: '둥관헝다금형', variant: 'formal' },
        { id: 2, no: 'QT20261128000002', title: '东莞恒达模具', subtitle: null, variant: 'planning' },
      ],
    },
  ],
};

describe('SearchResults', { timeout: 60_000 }, () => {
  afterEach(() => {
    resetStores();
    vi.mocked(request).mockReset();
  });

  it('groups the hits by kind, each linking to its record’s screen, a quotation’s by its kind', async () => {
    const api = mockApi({ [path]: () => found });
    renderApp(<SearchResults keyword="精工" kind={undefined} onKind={() => {}} />);
    expect(await screen.findByText('Customers', {}, patience)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '91320500MA1XXXXXXX' })).toHaveAttribute(
      'href',
      '/customerManagement/Details?id=4',
    );
    expect(screen.getByRole('link', { name: 'QT20261128000007' })).toHaveAttribute(
      'href',
      '/main-quotation/create?id=8',
    );
    expect(screen.getByRole('link', { name: 'QT20261128000002' })).toHaveAttribute(
      'href',
      '/quote/detail?id=2',
    );
    expect(screen.getByText('More than 100 found')).toBeInTheDocument();
    expect(screen.getByText('1 found')).toBeInTheDocument();
    expect(api).toHaveBeenCalledWith(
      projectSearchEndpoints.search,
      expect.objectContaining({ body: { keyword: '精工', perKind: 10 } }),
    );
  });

  it('asks for more characters, and says when nothing is found', async () => {
    mockApi({ [path]: () => ({ tooShort: true, groups: [] }) });
    const { unmount } = renderApp(<SearchResults keyword="a" kind={undefined} onKind={() => {}} />);
    expect(
      await screen.findByText(
        'Type at least 3 letters or digits, or one Chinese or Korean character.',
        {},
        patience,
      ),
    ).toBeInTheDocument();
    unmount();
    mockApi({ [path]: () => ({ tooShort: false, groups: [] }) });
    renderApp(<SearchResults keyword="zzzz" kind={undefined} onKind={() => {}} />);
    expect(await screen.findByText('Nothing found for “zzzz”.', {}, patience)).toBeInTheDocument();
  });

  it('asks nothing for an empty query and says what the search finds', () => {
    const api = mockApi({ [path]: () => found });
    renderApp(<SearchResults keyword="" kind={undefined} onKind={() => {}} />);
    expect(screen.getByText(/Search the records you may read/)).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });
});
