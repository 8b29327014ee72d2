import { opportunityReportsEndpoints } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../../lib/request';
import {
  callsTo,
  mockApi,
  pageOf,
  patience,
  renderApp,
  resetStores,
  signInAs,
} from '../../../test/render-app';
import { channelUser, partnerSalesUser } from '../../../test/fixtures';
import { productLines, reportInfo, reportItem } from '../test-support';
import { ReportList } from './report-list';
import { htmlElement } from '../../../test/answer-by-path';

const ep = opportunityReportsEndpoints;
const rows = [
  reportItem(),
  reportItem({
    id: 2,
    reportNo: 'BR2026000002',
    status: 'submitted',
    submittedAt: '2026-05-02T08:00:00.000Z',
    conflict: true,
    actions: ['withdraw'],
    rowVersion: 4,
  }),
  reportItem({
    id: 3,
    reportNo: 'BR2026000003',
    status: 'approved',
    projectName: 'Approved one',
    actions: [],
  }),
];
const listRoute = '/business/oppt-filing';
const bodyRows = () => screen.getAllByRole('row').slice(1);

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
    renderApp(<ReportList />, { route: listRoute });
    await waitFor(() => expect(bodyRows()).toHaveLength(3), patience);
    const listed = bodyRows();
    const draft = htmlElement(listed[0]);
    const submitted = htmlElement(listed[1]);
    const approved = htmlElement(listed[2]);
    expect(within(draft).getByText('Draft')).toBeInTheDocument();
    expect(within(draft).getByText('CNC machine tools')).toBeInTheDocument();
    expect(within(draft).getByText('CNY 1,234,567.50')).toBeInTheDocument();
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
      () => expect(callsTo(api, ep.withdrawReport.path)).toEqual([{ query: { id: 2, rowVersion: 4 } }]),
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
        {
          id: 1,
          code: 'P-A001',
          name: '演示合作伙伴A',
          nameEn: 'Demo Partner A',
          nameKr: null,
          country: 'CN',
          region: null,
        },
      ],
    });
    renderApp(<ReportList />, { route: listRoute });
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

  it('shows exactly the actions the server answered with a row, whatever its state', async () => {
    signInAs(partnerSalesUser);
    const user = userEvent.setup();
    // A draft the server lets its reader only discard, and one it lets its reader do nothing with.
    const api = mockApi({
      [ep.pageReports.path]: () =>
        pageOf([
          reportItem({ actions: ['discard'], rowVersion: 3 }),
          reportItem({ id: 2, reportNo: 'BR2026000002', actions: [] }),
        ]),
      [ep.getProductLines.path]: () => productLines,
      [ep.discardReport.path]: () => reportInfo({ status: 'discarded', actions: [] }),
    });
    renderApp(<ReportList />, { route: listRoute });
    await waitFor(() => expect(bodyRows()).toHaveLength(2), patience);
    const shownRows = bodyRows();
    const onlyDiscard = htmlElement(shownRows[0]);
    const none = htmlElement(shownRows[1]);
    const buttons = (row: HTMLElement) =>
      within(row)
        .getAllByRole('button')
        .map((b) => b.textContent);
    expect(buttons(onlyDiscard)).toEqual(['View', 'Discard']);
    expect(buttons(none)).toEqual(['View']);
    // The number is a link to the detail (it opens in a new tab too).
    expect(within(none).getByRole('link', { name: 'BR2026000002' })).toHaveAttribute(
      'href',
      '/business/oppt-filing/detail?id=2',
    );

    await user.click(within(onlyDiscard).getByRole('button', { name: 'Discard' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(
      () => expect(callsTo(api, ep.discardReport.path)).toEqual([{ body: { id: 1, rowVersion: 3 } }]),
      patience,
    );
  });

  it('opened from a link with ?status=submitted, asks for that status and shows it in the search form', async () => {
    signInAs(channelUser, ['opportunity.review']);
    const api = mockApi({
      [ep.pageReports.path]: () => pageOf([rows[1]!]),
      [ep.getProductLines.path]: () => productLines,
      [ep.getPartners.path]: () => [],
    });
    renderApp(<ReportList />, { route: `${listRoute}?status=submitted` });
    await waitFor(() => expect(bodyRows()).toHaveLength(1), patience);
    expect(callsTo(api, ep.pageReports.path)[0]?.body).toEqual({
      pageNum: 1,
      pageSize: 20,
      status: 'submitted',
    });
    const status = screen.getByRole('combobox', { name: 'Status' });
    const select = htmlElement(status.closest('.ant-select'));
    await waitFor(() => expect(within(select).getByText('Submitted')).toBeInTheDocument(), patience);
  });

  it('opened from the to-do link of reports to complete, asks for both statuses and the reporter', async () => {
    signInAs(partnerSalesUser);
    const api = mockApi({
      [ep.pageReports.path]: () => pageOf([rows[0]!]),
      [ep.getProductLines.path]: () => productLines,
    });
    renderApp(<ReportList />, { route: `${listRoute}?status=draft&status=withdrawn&reporterId=5` });
    await waitFor(() => expect(bodyRows()).toHaveLength(1), patience);
    expect(callsTo(api, ep.pageReports.path)[0]?.body).toEqual({
      pageNum: 1,
      pageSize: 20,
      status: ['draft', 'withdrawn'],
      reporterId: 5,
    });
  });
});
