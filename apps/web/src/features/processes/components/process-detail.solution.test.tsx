import { processesEndpoints } from '@portal/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../../lib/request';
import { channelUser } from '../../../test/fixtures';
import { mockApi, renderApp, resetStores, signInAs } from '../../../test/render-app';
import { processInfo } from '../test-support';
import { ProcessDetail } from './process-detail';

describe('ProcessDetail of a solution', { timeout: 60_000 }, () => {
  afterEach(() => {
    resetStores();
    vi.mocked(request).mockReset();
  });

  it('names the kind and links the solution number and the card to its design screen', async () => {
    signInAs(channelUser);
    mockApi({
      [processesEndpoints.getProcessInfo.path]: () =>
        processInfo({ kind: 'solution', subjectId: 7, subjectNo: 'SOL2026000007', title: 'Welding cell v1' }),
    });
    renderApp(<ProcessDetail id={11} />, { route: '/process/detail?id=11' });
    expect(await screen.findByRole('link', { name: 'Open the solution' })).toHaveAttribute(
      'href',
      '/solution/create?id=7',
    );
    expect(screen.getByRole('link', { name: 'SOL2026000007' })).toHaveAttribute(
      'href',
      '/solution/create?id=7',
    );
    expect(screen.getByText('Solution approval')).toBeInTheDocument();
    expect(screen.getByText('Welding cell v1')).toBeInTheDocument();
  });
});
