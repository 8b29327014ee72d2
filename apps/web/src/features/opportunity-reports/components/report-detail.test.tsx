import { opportunityReportsEndpoints } from '@portal/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../../lib/request';
import { partnerSalesUser } from '../../../test/fixtures';
import { mockApi, patience, renderApp, resetStores, signInAs } from '../../../test/render-app';
import { productLines, reportInfo } from '../test-support';
import { ReportDetail } from './report-detail';

const ep = opportunityReportsEndpoints;

describe('ReportDetail', { timeout: 60_000 }, () => {
  afterEach(() => {
    resetStores();
    vi.mocked(request).mockReset();
  });

  it('links an approved report to the opportunity it became', async () => {
    signInAs(partnerSalesUser);
    mockApi({
      [ep.getReportInfo.path]: () =>
        reportInfo({
          status: 'approved',
          actions: [],
          decidedAt: '2026-05-03T08:00:00.000Z',
          decidedByName: 'Chen Channel',
          opportunity: { id: 42, opptNo: 'BO2026000042', protectedUntil: '2026-11-03T08:00:00.000Z' },
        }),
      [ep.getProductLines.path]: () => productLines,
    });
    renderApp(<ReportDetail id={1} />);
    const link = await screen.findByRole('link', { name: 'BO2026000042' }, patience);
    expect(link).toHaveAttribute('href', '/business/detail?id=42');
  });
});
