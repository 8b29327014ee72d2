import type { ReturnedDetail as ReturnedDetailData } from '@portal/contract';
import { quotationsEndpoints } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../../lib/request';
import { htmlElement } from '../../../test/answer-by-path';
import { plannerUser } from '../../../test/fixtures';
import { mockApi, patience, renderWithQueries, resetStores, signInAs } from '../../../test/render-app';
import { quotationDiff, quotationInfo } from '../test-support';
import { ReturnedDetail } from './returned-detail';

const returned: ReturnedDetailData = {
  id: 20,
  quotationNo: 'QT20261124000021',
  version: 1,
  status: 'returned',
  returnReason: 'The robot discount is over 15 %',
  returnedBy: 'Sam Sales',
  returnedAt: '2026-11-20T09:30:00.000Z',
  lineReasons: [
    { lineId: 11, lineNo: 1, code: 'CFG-ROBOT-CELL', name: 'Robot cell', reason: 'At most 15 %' },
  ],
  nextVersionId: 21,
  diff: quotationDiff,
};

const render = () =>
  renderWithQueries(
    <MemoryRouter>
      <ReturnedDetail id={20} />
    </MemoryRouter>,
  );

describe('ReturnedDetail', { timeout: 60_000 }, () => {
  afterEach(() => {
    resetStores();
    vi.mocked(request).mockReset();
  });

  it('shows the reason, who rejected and when, the reasons per line and the next version’s changes, linking both versions', async () => {
    signInAs(plannerUser, ['quotation.edit']);
    mockApi({
      [quotationsEndpoints.getReturnedDetail.path]: () => returned,
      [quotationsEndpoints.getQuotationInfo.path]: () =>
        quotationInfo({ id: 20, version: 1, status: 'returned', returnReason: returned.returnReason }),
    });
    render();
    expect(await screen.findByText('Rejection of QT20261124000021 · v1', {}, patience)).toBeInTheDocument();
    expect(screen.getByText('The robot discount is over 15 %')).toBeInTheDocument();
    expect(screen.getByText('Sam Sales')).toBeInTheDocument();
    expect(screen.getByText('2026-11-20 09:30:00')).toBeInTheDocument();
    const line = htmlElement(screen.getByText('At most 15 %').closest('tr'));
    expect(within(line).getByText('CFG-ROBOT-CELL')).toBeInTheDocument();
    expect(within(line).getByText('Robot cell')).toBeInTheDocument();
    // The diff of v1 → v2, in the quotation's currency.
    expect(screen.getByText('From v1 to v2')).toBeInTheDocument();
    expect(screen.getByText('Line total: 150,000.00 → 160,000.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open v1' })).toHaveAttribute('href', '/quote/detail?id=20');
    expect(screen.getByRole('link', { name: 'Open v2' })).toHaveAttribute('href', '/quote/detail?id=21');
  });

  it('says when the version was not revised yet, and when it was never rejected', async () => {
    signInAs(plannerUser, ['quotation.edit']);
    mockApi({
      [quotationsEndpoints.getReturnedDetail.path]: () => ({
        ...returned,
        returnReason: null,
        returnedBy: null,
        returnedAt: null,
        lineReasons: [],
        nextVersionId: null,
        diff: null,
      }),
      [quotationsEndpoints.getQuotationInfo.path]: () =>
        quotationInfo({ id: 20, version: 1, status: 'approved' }),
    });
    render();
    expect(await screen.findByText('This version was not rejected', {}, patience)).toBeInTheDocument();
    expect(screen.getByText('No reason was given per line')).toBeInTheDocument();
    expect(screen.getByText('Not revised yet: there is no next version')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open v2' })).toBeNull();
  });
});
