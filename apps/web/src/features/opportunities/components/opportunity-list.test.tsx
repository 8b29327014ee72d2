import { identityEndpoints, opportunitiesEndpoints } from '@portal/contract';
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
import { channelUser, plannerUser } from '../../../test/fixtures';
import { opportunity, planningCandidates, salesCandidates } from '../test-support';
import { OpportunityList } from './opportunity-list';
import { htmlElement, sentWith } from '../../../test/answer-by-path';

const paths = {
  page: opportunitiesEndpoints.pageOpportunities.path,
  assignSales: opportunitiesEndpoints.assignSalesOwner.path,
  assignPlanning: opportunitiesEndpoints.assignPlanningOwner.path,
  saleUsers: identityEndpoints.getSaleUsers.path,
  planningUsers: identityEndpoints.getPlanningUsers.path,
};

// Each row carries the actions the server lists for a channel manager with opportunity.assign.
const rows = [
  opportunity({ actions: ['quote', 'lose', 'edit', 'assignSales', 'assignPlanning'] }),
  opportunity({
    id: 2,
    opptNo: 'BO2026000002',
    projectName: 'Robot cell',
    productLineCode: 'ROBOT',
    stage: 'negotiation',
    amount: '99.5',
    salesOwnerId: 3,
    salesOwnerName: 'Sam Sales',
    sourceReportId: 7,
    sourceReportNo: 'BR2026000007',
    rowVersion: 3,
    actions: ['win', 'lose', 'edit', 'assignPlanning', 'changeDistribution', 'changeSales'],
  }),
  opportunity({
    id: 3,
    opptNo: 'BO2026000003',
    projectName: 'Won deal',
    stage: 'won',
    rowVersion: 5,
    actions: ['assignSales', 'assignPlanning'],
  }),
];

const bodyRows = () => screen.getAllByRole('row').slice(1);
const rowOf = (text: string) => bodyRows().find((row) => row.textContent?.includes(text))!;

const staffApi = () =>
  mockApi({
    [paths.page]: ({ body }) => {
      const { pageNum, pageSize } = sentWith(opportunitiesEndpoints.pageOpportunities.body, body);
      return pageOf(rows, pageNum, pageSize, 3);
    },
    [paths.saleUsers]: () => salesCandidates,
    [paths.planningUsers]: () => planningCandidates,
    [paths.assignSales]: ({ body }) => ({
      updated: sentWith(opportunitiesEndpoints.assignSalesOwner.body, body).ids.length,
    }),
    [paths.assignPlanning]: ({ body }) => ({
      updated: sentWith(opportunitiesEndpoints.assignPlanningOwner.body, body).ids.length,
    }),
  });

// Real Ant Design in jsdom is slow, more so on a busy machine.
describe('OpportunityList', { timeout: 120_000 }, () => {
  afterEach(() => {
    resetStores();
    vi.mocked(request).mockReset();
  });

  it('lists the rows of the tab with labels, stages, owners and the source report', async () => {
    signInAs(channelUser, ['opportunity.assign']);
    const api = staffApi();
    renderApp(<OpportunityList tab="sales" />, { route: '/business/oppt-list/sales' });
    expect(await screen.findByText('New plant machining')).toBeInTheDocument();
    expect(callsTo(api, paths.page)[0]!.body).toEqual({ tab: 'sales', pageNum: 1, pageSize: 20 });
    const first = rowOf('BO2026000001');
    expect(first).toHaveTextContent('CNC machine tools');
    expect(first).toHaveTextContent('CNY 1,234,567.50');
    expect(first).toHaveTextContent('Design');
    expect(first).toHaveTextContent('Not assigned');
    expect(first).toHaveTextContent('Created by staff');
    expect(first).toHaveTextContent('Demo Partner A');
    const second = rowOf('BO2026000002');
    expect(second).toHaveTextContent('Industrial robots');
    expect(second).toHaveTextContent('CNY 99.50');
    expect(second).toHaveTextContent('Negotiation');
    expect(second).toHaveTextContent('Sam Sales');
    expect(within(second).getByRole('link', { name: 'BR2026000007' })).toHaveAttribute(
      'href',
      '/business/oppt-filing/detail?id=7',
    );
    expect(within(first).getByRole('link', { name: 'BO2026000001' })).toHaveAttribute(
      'href',
      '/business/detail?id=1',
    );
    expect(screen.getByText('Total 3 items')).toBeInTheDocument();
  });

  it('searches with the filters typed and chosen, and sorts on the server', async () => {
    signInAs(channelUser, ['opportunity.assign']);
    const user = userEvent.setup();
    const api = staffApi();
    renderApp(<OpportunityList tab="all" />, { route: '/business/oppt-list/all' });
    await screen.findByText('New plant machining');
    await user.click(screen.getByRole('combobox', { name: 'Stage' }));
    await user.click(await screen.findByTitle('Negotiation'));
    await user.click(screen.getByRole('combobox', { name: 'Product line' }));
    // The option of the open dropdown (a product line cell carries the same title for its hover text).
    const robots = await screen.findAllByTitle('Industrial robots');
    await user.click(htmlElement(robots.find((element) => element.closest('.ant-select-dropdown'))));
    await user.type(screen.getByRole('textbox', { name: 'Keyword' }), '  robot {Enter}');
    await waitFor(() => expect(callsTo(api, paths.page)).toHaveLength(2), patience);
    expect(callsTo(api, paths.page)[1]!.body).toEqual({
      tab: 'all',
      pageNum: 1,
      pageSize: 20,
      keyword: 'robot',
      stage: 'negotiation',
      productLineCode: 'ROBOT',
    });

    await user.click(within(screen.getByRole('columnheader', { name: /Amount/ })).getByText('Amount'));
    await waitFor(() => expect(callsTo(api, paths.page)).toHaveLength(3), patience);
    expect(callsTo(api, paths.page)[2]!.body).toMatchObject({ sortField: 'amount', sortOrder: 'asc' });
  });

  it('assigns a sales owner to two selected opportunities', async () => {
    signInAs(channelUser, ['opportunity.assign']);
    const user = userEvent.setup();
    const api = staffApi();
    renderApp(<OpportunityList tab="all" />, { route: '/business/oppt-list/all' });
    await screen.findByText('New plant machining');
    expect(screen.getByRole('button', { name: 'Assign sales owner' })).toBeDisabled();

    await user.click(within(rowOf('BO2026000001')).getByRole('checkbox'));
    await user.click(within(rowOf('BO2026000003')).getByRole('checkbox'));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Assign sales owner' }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Assign a sales owner to 2 opportunities');
    expect(dialog).toHaveTextContent('BO2026000001');
    expect(dialog).toHaveTextContent('BO2026000003');
    // The owner is required.
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Owner is required')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'Owner' }));
    await user.click(await screen.findByTitle('Sue Second'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(callsTo(api, paths.assignSales)).toHaveLength(1), patience);
    expect(callsTo(api, paths.assignSales)[0]!.body).toEqual({
      ids: [1, 3],
      userId: 30,
      rowVersions: [
        { id: 1, rowVersion: 1 },
        { id: 3, rowVersion: 5 },
      ],
    });
    // The list is asked again and the selection cleared.
    await waitFor(() => expect(callsTo(api, paths.page).length).toBeGreaterThan(1), patience);
    await waitFor(() => expect(screen.queryByText('2 selected')).not.toBeInTheDocument(), patience);
  });

  it('does not offer assigning an owner type that a selected row already has', async () => {
    signInAs(channelUser, ['opportunity.assign']);
    const user = userEvent.setup();
    staffApi();
    renderApp(<OpportunityList tab="all" />, { route: '/business/oppt-list/all' });
    await screen.findByText('Robot cell');
    await user.click(within(rowOf('BO2026000002')).getByRole('checkbox'));
    expect(screen.getByRole('button', { name: 'Assign sales owner' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Assign planning owner' })).toBeEnabled();
  });

  it('shows the toolbar and the row actions the state and the buttons allow', async () => {
    signInAs(channelUser, ['opportunity.assign']);
    staffApi();
    renderApp(<OpportunityList tab="plan" />, { route: '/business/oppt-list/plan' });
    await screen.findByText('New plant machining');
    // The planning tab offers the planning assignment only.
    expect(screen.queryByRole('button', { name: 'Assign sales owner' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Assign planning owner' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New opportunity' })).toBeInTheDocument();
    // No owner yet: no change of distribution; a won opportunity cannot be edited.
    const names = (text: string) =>
      within(rowOf(text))
        .getAllByRole('button')
        .map((button) => button.textContent);
    expect(names('BO2026000001')).toEqual(['View', 'Edit']);
    expect(names('BO2026000002')).toEqual(['View', 'Change distribution', 'Edit']);
    expect(names('BO2026000003')).toEqual(['View']);
  });

  it('shows exactly the row buttons of the actions the server listed', async () => {
    signInAs(channelUser, ['opportunity.assign']);
    mockApi({
      [paths.page]: () =>
        pageOf([
          // An open opportunity the caller may only move to another owner (the web adds nothing).
          opportunity({ stage: 'design', salesOwnerId: 3, actions: ['changeDistribution'] }),
        ]),
      [paths.saleUsers]: () => salesCandidates,
      [paths.planningUsers]: () => planningCandidates,
    });
    renderApp(<OpportunityList tab="all" />, { route: '/business/oppt-list/all' });
    await screen.findByText('New plant machining');
    expect(
      within(rowOf('BO2026000001'))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['View', 'Change distribution']);
  });

  it('offers a planner neither selection, assignment nor edits', async () => {
    signInAs(plannerUser, []);
    // The server lists no action for a planner.
    const api = mockApi({ [paths.page]: () => pageOf(rows.map((row) => ({ ...row, actions: [] }))) });
    renderApp(<OpportunityList tab="all" />, { route: '/business/oppt-list/all' });
    await screen.findByText('New plant machining');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Assign sales owner' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New opportunity' })).not.toBeInTheDocument();
    expect(
      within(rowOf('BO2026000002'))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['View']);
    // Candidates are not asked for without opportunity.assign (the call would be refused).
    expect(callsTo(api, paths.saleUsers)).toHaveLength(0);
  });
});
