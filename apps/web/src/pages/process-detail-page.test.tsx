import { processesEndpoints, quotationsEndpoints } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { processInfo } from '../features/processes/test-support';
import { quotationInfo, salesUser } from '../features/quotations/test-support';
import { request } from '../lib/request';
import { mockApi, patience, renderApp, resetStores, signInAs } from '../test/render-app';
import { ProcessDetailPage } from './process-detail-page';

describe('the process detail page', { timeout: 60_000 }, () => {
  afterEach(() => {
    resetStores();
    vi.mocked(request).mockReset();
  });

  it("shows an approver what a quotation's process decides on: its lines, discounts and totals", async () => {
    signInAs(salesUser, ['quotation.approve']);
    mockApi({
      [processesEndpoints.getProcessInfo.path]: () =>
        processInfo({ kind: 'planningQuotation', subjectId: 21, subjectNo: 'QT20261124000021' }),
      [quotationsEndpoints.getQuotationInfo.path]: () => quotationInfo(),
    });
    renderApp(<ProcessDetailPage />, { route: '/process/detail?id=11' });
    const summary = await screen.findByTestId('approval-summary', {}, patience);
    expect(within(summary).getByText('CFG-ROBOT-CELL')).toBeInTheDocument();
    expect(within(summary).getByTestId('over-threshold')).toHaveTextContent('Needs approval');
    expect(summary.querySelector('[data-total="listTotal"]')).toHaveTextContent('CNY 210,000.00');
    expect(summary.querySelector('[data-total="discountTotal"]')).toHaveTextContent('CNY -40,500.00');
    expect(summary.querySelector('[data-total="total"]')).toHaveTextContent('CNY 191,535.00');
  });

  it('shows no quotation summary on a process of another kind', async () => {
    signInAs(salesUser, ['quotation.approve']);
    mockApi({
      [processesEndpoints.getProcessInfo.path]: () =>
        processInfo({ kind: 'solution', subjectId: 7, subjectNo: 'SOL2026000007' }),
    });
    renderApp(<ProcessDetailPage />, { route: '/process/detail?id=11' });
    expect(await screen.findByRole('link', { name: 'SOL2026000007' }, patience)).toBeInTheDocument();
    expect(screen.queryByTestId('approval-summary')).toBeNull();
  });
});
