import { partnerCompaniesEndpoints } from '@portal/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../../lib/request';
import { callsTo, mockApi, pageOf, patience, resetStores, signInAs } from '../../../test/render-app';
import { adminUser } from '../../../test/fixtures';
import { company, companyInfo } from '../../../test/fixtures';
import { renderListAt } from '../test-support';
import { CompanyList } from './company-list';
import { sentWith } from '../../../test/answer-by-path';

const paths = {
  page: partnerCompaniesEndpoints.pageCompanies.path,
  info: partnerCompaniesEndpoints.getCompanyInfo.path,
  status: partnerCompaniesEndpoints.changeCompanyStatus.path,
  managers: partnerCompaniesEndpoints.getChannelManagers.path,
};

const companies = [
  company(),
  company({
    id: 2,
    code: 'P-B001',
    name: '演示合作伙伴B',
    nameEn: 'Demo Partner B',
    typeCodes: ['RESELLER'],
    companyRole: 'TIER2',
    region: 'AP',
    countryId: 4,
    userCount: 1,
  }),
];

const bodyRows = () => screen.getAllByRole('row').slice(1);
const route = '/partner/company';
const renderList = (url = route) => renderListAt(route, <CompanyList />, url);
/** The text a select of the search box shows (its chosen option). */
const chosenIn = (label: string) =>
  screen.getByRole('combobox', { name: label }).closest('.ant-select')?.textContent;

// Real Ant Design in jsdom is slow, more so on a busy machine.
describe('CompanyList', { timeout: 60_000 }, () => {
  beforeEach(() => signInAs(adminUser, ['partner.company.edit']));
  afterEach(() => {
    resetStores();
    vi.mocked(request).mockReset();
  });

  it('lists the companies of the API with row numbers and labelled codes', async () => {
    mockApi({
      [paths.page]: ({ body }) => {
        const { pageNum, pageSize } = sentWith(partnerCompaniesEndpoints.pageCompanies.body, body);
        return pageOf(companies, pageNum, pageSize, 42);
      },
    });
    renderList();
    expect(await screen.findByText('Demo Partner A')).toBeInTheDocument();
    const [first, second] = bodyRows();
    expect(within(first!).getAllByRole('cell')[0]).toHaveTextContent('1');
    expect(within(second!).getAllByRole('cell')[0]).toHaveTextContent('2');
    expect(first).toHaveTextContent('P-A001');
    expect(first).toHaveTextContent('Distributor');
    expect(first).toHaveTextContent('System integrator');
    expect(first).toHaveTextContent('Tier-1 partner');
    expect(first).toHaveTextContent('China');
    expect(first).toHaveTextContent('Chen Channel');
    expect(second).toHaveTextContent('Demo Partner B');
    expect(second).toHaveTextContent('Reseller');
    expect(second).toHaveTextContent('Korea');
    expect(screen.getByText('Total 42 items')).toBeInTheDocument();

    // The second page numbers on from 21.
    await userEvent.setup().click(screen.getByTitle('2'));
    await waitFor(
      () => expect(within(bodyRows()[0]!).getAllByRole('cell')[0]).toHaveTextContent('21'),
      patience,
    );
  });

  it('searches with the filters typed and chosen (Enter in the keyword searches)', async () => {
    const user = userEvent.setup();
    const api = mockApi({ [paths.page]: () => pageOf(companies) });
    const router = renderList();
    await screen.findByText('Demo Partner A');
    expect(callsTo(api, paths.page)[0]!.body).toEqual({ pageNum: 1, pageSize: 20 });

    await user.click(screen.getByRole('combobox', { name: 'Company type' }));
    await user.click(await screen.findByTitle('Reseller'));
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByTitle('Disabled'));
    await user.type(screen.getByRole('textbox', { name: 'Keyword' }), '  demo {Enter}');

    await waitFor(() => expect(callsTo(api, paths.page)).toHaveLength(2), patience);
    expect(callsTo(api, paths.page)[1]!.body).toEqual({
      pageNum: 1,
      pageSize: 20,
      keyword: 'demo',
      typeCode: 'RESELLER',
      status: 'disabled',
    });
    // The filters are in the URL, named as the endpoint's fields.
    expect(router.state.location.search).toBe('?keyword=demo&typeCode=RESELLER&status=disabled');
  });

  it('opens with the filters, sort and page of its URL, shows them, and Back restores them', async () => {
    const user = userEvent.setup();
    const api = mockApi({ [paths.page]: () => pageOf(companies, 2, 20, 42) });
    const router = renderList(
      `${route}?region=AP&status=disabled&companyRole=TIER2&sortField=name&sortOrder=asc&pageNum=2`,
    );
    await screen.findByText('Demo Partner A');
    const linked = {
      pageNum: 2,
      pageSize: 20,
      region: 'AP',
      status: 'disabled',
      companyRole: 'TIER2',
      sortField: 'name',
      sortOrder: 'asc',
    };
    expect(callsTo(api, paths.page)[0]!.body).toEqual(linked);
    await waitFor(() => expect(chosenIn('Region')).toContain('Asia Pacific'), patience);
    expect(chosenIn('Status')).toContain('Disabled');
    expect(chosenIn('Company role')).toContain('Tier-2 partner');
    expect(screen.getByRole('columnheader', { name: /Company name/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );

    // A new search starts on the first page with the same sort.
    await user.type(screen.getByRole('textbox', { name: 'Keyword' }), 'demo{Enter}');
    await waitFor(
      () => expect(callsTo(api, paths.page).at(-1)!.body).toEqual({ ...linked, pageNum: 1, keyword: 'demo' }),
      patience,
    );
    expect(router.state.location.search).toBe(
      '?keyword=demo&companyRole=TIER2&region=AP&status=disabled&sortField=name&sortOrder=asc',
    );

    await act(() => router.navigate(-1));
    await waitFor(() => expect(callsTo(api, paths.page).at(-1)!.body).toEqual(linked), patience);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Keyword' })).toHaveValue(''), patience);
  });

  it('sorts on the server by name', async () => {
    const user = userEvent.setup();
    const api = mockApi({ [paths.page]: () => pageOf(companies) });
    const router = renderList();
    await screen.findByText('Demo Partner A');
    await user.click(
      within(screen.getByRole('columnheader', { name: /Company name/ })).getByText('Company name'),
    );
    await waitFor(
      () =>
        expect(callsTo(api, paths.page).at(-1)!.body).toMatchObject({ sortField: 'name', sortOrder: 'asc' }),
      patience,
    );
    expect(router.state.location.search).toBe('?sortField=name&sortOrder=asc');
  });

  it('asks before disabling, naming the company and its signed-out users, then refreshes the list', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [paths.page]: () => pageOf(companies),
      [paths.status]: ({ body }) =>
        companyInfo({ status: sentWith(partnerCompaniesEndpoints.changeCompanyStatus.body, body).status }),
    });
    renderList();
    await screen.findByText('Demo Partner A');
    await user.click(within(bodyRows()[0]!).getByRole('button', { name: 'Disable' }));

    const question = await screen.findByRole('tooltip');
    expect(question).toHaveTextContent(
      'Disable Demo Partner A? All 3 users of the company are signed out at once and cannot sign in until it is enabled again.',
    );
    expect(callsTo(api, paths.status)).toHaveLength(0);
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(api, paths.status)).toHaveLength(0);

    await user.click(within(bodyRows()[0]!).getByRole('button', { name: 'Disable' }));
    const again = (await screen.findAllByRole('tooltip')).at(-1)!;
    await user.click(within(again).getByRole('button', { name: 'OK' }));
    await waitFor(
      () =>
        expect(callsTo(api, paths.status)).toEqual([{ body: { id: 1, status: 'disabled', rowVersion: 3 } }]),
      patience,
    );
    await waitFor(() => expect(callsTo(api, paths.page)).toHaveLength(2), patience);
  });

  it('shows exactly the status moves the server listed for each company', async () => {
    mockApi({
      [paths.page]: () =>
        pageOf([
          company({ status: 'disabled', actions: ['enable'] }),
          company({ id: 2, code: 'P-B001', nameEn: 'Demo Partner B', actions: [] }),
        ]),
    });
    renderList();
    await screen.findByText('Demo Partner B');
    const [enabled, none] = bodyRows();
    expect(within(enabled!).getByRole('button', { name: 'Enable' })).toBeInTheDocument();
    expect(within(enabled!).queryByRole('button', { name: 'Disable' })).not.toBeInTheDocument();
    expect(within(none!).queryByRole('button', { name: 'Enable' })).not.toBeInTheDocument();
    expect(within(none!).queryByRole('button', { name: 'Disable' })).not.toBeInTheDocument();
    expect(within(none!).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('without partner.company.edit offers no new, edit or disable: only view, read-only', async () => {
    signInAs(adminUser, []);
    mockApi({
      [paths.page]: () => pageOf(companies),
      [paths.info]: () => companyInfo(),
    });
    const user = userEvent.setup();
    renderList();
    await screen.findByText('Demo Partner A');
    expect(screen.queryByRole('button', { name: /New company/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Disable' })).not.toBeInTheDocument();

    await user.click(within(bodyRows()[0]!).getByRole('button', { name: 'View' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByRole('textbox', { name: 'Company code' })).toHaveValue('P-A001');
    expect(within(drawer).getByRole('textbox', { name: 'Company code' })).toBeDisabled();
    expect(within(drawer).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('with the code offers a new company and an edit per row', async () => {
    mockApi({ [paths.page]: () => pageOf(companies) });
    renderList();
    await screen.findByText('Demo Partner A');
    expect(screen.getByRole('button', { name: /New company/ })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Edit' })).toHaveLength(2);
  });

  it('shows the empty state when nothing matches', async () => {
    mockApi({ [paths.page]: () => pageOf([]) });
    renderList();
    expect(await screen.findByText('No data', { selector: '.ant-empty-description' })).toBeInTheDocument();
  });
});
