import { opportunityReportsEndpoints } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../../lib/request';
import {
  callsTo,
  channelUser,
  mockApi,
  pageOf,
  partnerSalesUser,
  patience,
  productLines,
  renderWithQueries,
  reportInfo,
  reportItem,
  resetStores,
  signInAs,
} from '../test-support';
import { ReportList, rowActionsOf } from './report-list';
import type * as requestModule from '../../../lib/request';

vi.mock('../../../lib/request', async (importOriginal) => {
  const actual = await importOriginal<typeof requestModule>();
  return { ...actual, request: vi.fn() };
});

const ep = opportunityReportsEndpoints;
const rows = [
  reportItem(),
  reportItem({
    id: 2,
    reportNo: 'BR2026000002',
    status: 'submitted',
    submittedAt: '2026-05-02T08:00:00.000Z',
    conflict: true,
  }),
  reportItem({ id: 3, reportNo: 'BR2026000003', status: 'approved', projectName: 'Approved one' }),
];
const bodyRows = () => screen.getAllByRole('row').slice(1);

describe('rowActionsOf', () => {
  const partner = { id: 7, kind: 'partner' as const, companyId: 1 };
  const staff = { id: 2, kind: 'internal' as const, companyId: null };
  it('mirrors the server: the company edits, submits, withdraws and discards by state', () => {
    expect(rowActionsOf(reportItem({ status: 'draft' }), partner)).toEqual(['edit', 'submit', 'discard']);
    expect(rowActionsOf(reportItem({ status: 'withdrawn' }), partner)).toEqual(['edit', 'submit', 'discard']);
    expect(rowActionsOf(reportItem({ status: 'submitted' }), partner)).toEqual(['withdraw']);
    expect(rowActionsOf(reportItem({ status: 'rejected' }), partner)).toEqual(['discard']);
    expect(rowActionsOf(reportItem({ status: 'approved' }), partner)).toEqual([]);
    expect(rowActionsOf(reportItem({ status: 'discarded' }), partner)).toEqual([]);
    // Staff change only what they filed themselves, and never withdraw.
    expect(rowActionsOf(reportItem({ status: 'draft' }), staff)).toEqual([]);
    expect(rowActionsOf(reportItem({ status: 'draft', reporterId: 2 }), staff)).toEqual([
      'edit',
      'submit',
      'discard',
    ]);
    expect(rowActionsOf(reportItem({ status: 'submitted', reporterId: 2 }), staff)).toEqual([]);
  });
});

// Real Ant Design in jsdom is slow, more so on a busy machine.
describe('ReportList', { timeout: 60_000 }, () => {
  afterEach(() => {
    resetStores();
    vi.mocked(request).mockReset();
  });

  it('lists a partner’s reports with status tags and the actions each state allows; withdraw asks first', async () => {
    signInAs(partnerSalesUser);
    const user = userEvent.setup();
    const api = mockApi({
      [ep.pageReports.path]: () => pageOf(rows),
      [ep.getProductLines.path]: () => productLines,
      [ep.withdrawReport.path]: () => reportInfo({ id: 2, status: 'withdrawn' }),
    });
    renderWithQueries(<ReportList />);
    await waitFor(() => expect(bodyRows()).toHaveLength(3), patience);
    const [draft, submitted, approved] = bodyRows() as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(draft).getByText('Draft')).toBeInTheDocument();
    expect(within(draft).getByText('CNC machine tools')).toBeInTheDocument();
    expect(within(draft).getByText('1,234,567.50 CNY')).toBeInTheDocument();
    expect(within(draft).getByText('50.00%')).toBeInTheDocument();
    // Four actions: the first two show, the rest fold into "more".
    expect(within(draft).getByRole('button', { name: 'View' })).toBeInTheDocument();
    expect(within(draft).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(draft).getByRole('button', { name: /More/ })).toBeInTheDocument();
    expect(within(approved).getByText('Approved')).toBeInTheDocument();
    expect(within(approved).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(approved).queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
    // No partner column or partner filter for a partner.
    expect(screen.queryByRole('columnheader', { name: 'Partner' })).not.toBeInTheDocument();

    await user.click(within(submitted).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText(/Withdraw report BR2026000002\?/)).toBeInTheDocument();
    expect(callsTo(api, ep.withdrawReport.path)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(
      () => expect(callsTo(api, ep.withdrawReport.path)).toEqual([{ query: { id: 2 } }]),
      patience,
    );
  });

  it('searches by keyword and sends the filter; staff see the partner column', async () => {
    signInAs(channelUser, ['opportunity.review']);
    const user = userEvent.setup();
    const api = mockApi({
      [ep.pageReports.path]: () => pageOf(rows),
      [ep.getProductLines.path]: () => productLines,
      [ep.getPartners.path]: () => [
        { id: 1, code: 'P-A001', name: '演示合作伙伴A', nameEn: 'Demo Partner A' },
      ],
    });
    renderWithQueries(<ReportList />);
    await waitFor(() => expect(bodyRows()).toHaveLength(3), patience);
    expect(screen.getByRole('columnheader', { name: 'Partner' })).toBeInTheDocument();
    expect(within(bodyRows()[1]!).getByText('Conflict')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Keyword' }), 'BR2026%');
    await user.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(
      () =>
        expect(callsTo(api, ep.pageReports.path).at(-1)?.body).toEqual({
          pageNum: 1,
          pageSize: 20,
          keyword: 'BR2026%',
        }),
      patience,
    );
  });
});
