import { homeRefs } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithQueries, resetStores, signInAs } from '../test/render-app';
import { adminUser } from '../test/fixtures';
import { request } from '../lib/request';
import { HomePage } from './home-page';

function renderHome() {
  return renderWithQueries(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
  );
}

describe('HomePage', { timeout: 30_000 }, () => {
  afterEach(() => {
    resetStores();
    vi.mocked(request).mockReset();
  });

  it('lists what waits for the user with counts and links to the screens that handle it', async () => {
    signInAs(adminUser, []);
    mockApi({
      [homeRefs.getSummary.path]: () => ({
        todos: [
          { kind: 'approvals', count: 7, path: '/process/index' },
          { kind: 'opportunitiesToAssignSales', count: 0, path: '/business/oppt-list/sales' },
        ],
        recentReports: [
          {
            id: 12,
            reportNo: 'BR2026000012',
            projectName: 'Line 3 retrofit',
            customerName: 'Acme Works',
            status: 'submitted',
            updatedAt: '2026-11-20T08:00:00.000Z',
          },
        ],
      }),
    });
    renderHome();
    expect(await screen.findByText('Approvals waiting for you')).toBeInTheDocument();
    expect(screen.getByText('7')).toBeInTheDocument();
    expect(screen.getByText('Opportunities without a sales owner')).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'View' });
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/process/index', '/business/oppt-list/sales']);
    expect(screen.getByRole('link', { name: /BR2026000012/ })).toHaveAttribute(
      'href',
      '/business/oppt-filing/detail?id=12',
    );
    // Each recent report shows its state with the list's status tag.
    const row = screen.getByRole('link', { name: /BR2026000012/ }).closest('li');
    expect(row).not.toBeNull();
    expect(within(row!).getByText('Submitted')).toBeInTheDocument();
  });

  it('says so when nothing can wait for the user', async () => {
    signInAs(adminUser, []);
    mockApi({ [homeRefs.getSummary.path]: () => ({ todos: [], recentReports: [] }) });
    renderHome();
    expect(await screen.findByText(/Nothing waits for you. Work that needs you/)).toBeInTheDocument();
  });
});
