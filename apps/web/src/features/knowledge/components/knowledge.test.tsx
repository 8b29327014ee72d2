import type { Policy, PolicyInfo, QaEntry } from '@portal/contract';
import { knowledgeEndpoints } from '@portal/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../../lib/request';
import { htmlElement } from '../../../test/answer-by-path';
import {
  callsTo,
  mockApi,
  pageOf,
  patience,
  renderApp,
  renderWithQueries,
  resetStores,
  signInAs,
} from '../../../test/render-app';
import { adminUser, partnerAdminUser } from '../../../test/fixtures';
import { PolicyFormDrawer } from './policy-form-drawer';
import { PolicyList } from './policy-list';
import { QaList } from './qa-list';

const ep = knowledgeEndpoints;
const qa = (overrides: Partial<QaEntry> = {}): QaEntry => ({
  id: 1,
  question: 'What gas does the laser need?',
  answer: 'Oxygen for <b>steel</b>\nNitrogen for aluminium',
  productLineCode: 'LASER',
  language: 'en',
  published: true,
  publishedAt: '2026-03-01T00:00:00.000Z',
  updatedByName: 'Chen Channel',
  createdAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-02T00:00:00.000Z',
  rowVersion: 1,
  // The server decides; a fixture lists what its test needs.
  actions: [],
  ...overrides,
});
const policy = (overrides: Partial<PolicyInfo> = {}): PolicyInfo => ({
  id: 5,
  title: 'Rebate policy',
  effectiveFrom: '2026-01-01',
  effectiveTo: null,
  version: 2,
  language: 'en',
  published: true,
  publishedAt: '2026-01-01T00:00:00.000Z',
  inEffect: true,
  fileCount: 1,
  updatedByName: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  rowVersion: 1,
  actions: [],
  body: 'Line one\n<script>alert(1)</script>',
  files: [{ id: '0b4f1f7e-1111-4222-8333-444455556666', name: 'rules.pdf', ext: 'PDF', size: 1000 }],
  ...overrides,
});
const listItem = (info: PolicyInfo): Policy => {
  const { body: _body, files: _files, ...rest } = info;
  return rest;
};
const bodyRows = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .filter((row) => !row.className.includes('expanded'));

describe('QA and policies', { timeout: 60_000 }, () => {
  afterEach(() => {
    resetStores();
    vi.mocked(request).mockReset();
  });

  it('lets staff with qa.edit publish a draft and shows drafts with their status', async () => {
    signInAs(adminUser, ['qa.edit']);
    const mocked = mockApi({
      [ep.pageQa.path]: () =>
        pageOf([
          qa({ actions: ['editPublished', 'unpublish'] }),
          qa({
            id: 2,
            question: 'Draft question',
            published: false,
            publishedAt: null,
            actions: ['edit', 'publish', 'delete'],
          }),
        ]),
      [ep.publishQa.path]: () => qa({ id: 2, published: true }),
    });
    const user = userEvent.setup();
    renderApp(<QaList />);
    await waitFor(() => expect(screen.getByText('Draft question')).toBeInTheDocument(), patience);
    const draftRow = screen.getByText('Draft question').closest('tr')!;
    expect(within(draftRow).getByText('Draft')).toBeInTheDocument();
    const publishedRow = screen.getByText('What gas does the laser need?').closest('tr')!;
    expect(within(publishedRow).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(publishedRow).getByRole('button', { name: 'Unpublish' })).toBeInTheDocument();
    await user.click(within(draftRow).getByRole('button', { name: 'Publish' }));
    await waitFor(
      () => expect(callsTo(mocked, ep.publishQa.path)).toEqual([{ body: { id: 2, rowVersion: 1 } }]),
      patience,
    );
    expect(screen.getByRole('button', { name: 'New question' })).toBeInTheDocument();
  });

  it('shows exactly the actions the server lists, whatever the state', async () => {
    signInAs(adminUser, ['qa.edit', 'policy.edit']);
    // A draft the server lets this reader only delete; a published policy it may only unpublish.
    const draft = qa({ published: false, publishedAt: null, actions: ['delete'] });
    const info = policy({ actions: ['unpublish'] });
    mockApi({
      [ep.pageQa.path]: () => pageOf([draft]),
      [ep.pagePolicies.path]: () => pageOf([listItem(info)]),
    });
    const { unmount } = renderApp(<QaList />);
    await screen.findByText('What gas does the laser need?', {}, patience);
    const qaRow = screen.getByText('What gas does the laser need?').closest('tr')!;
    expect(within(qaRow).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    for (const name of ['Edit', 'Publish', 'Unpublish'])
      expect(within(qaRow).queryByRole('button', { name })).toBeNull();
    unmount();
    renderApp(<PolicyList />);
    await screen.findByText('Rebate policy', {}, patience);
    const policyRow = screen.getByText('Rebate policy').closest('tr')!;
    expect(within(policyRow).getByRole('button', { name: 'Unpublish' })).toBeInTheDocument();
    for (const name of ['Edit', 'Publish', 'Delete'])
      expect(within(policyRow).queryByRole('button', { name })).toBeNull();
  });

  it('shows a partner the answer as plain text, with no write actions', async () => {
    signInAs(partnerAdminUser, []);
    mockApi({ [ep.pageQa.path]: () => pageOf([qa()]) });
    const user = userEvent.setup();
    renderApp(<QaList />);
    await screen.findByText('What gas does the laser need?', {}, patience);
    expect(bodyRows()).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'New question' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    expect(screen.queryByText('Publication')).toBeNull();
    await user.click(screen.getByText('What gas does the laser need?'));
    const answer = await screen.findByTestId('plain-text');
    expect(answer.textContent).toBe('Oxygen for <b>steel</b>\nNitrogen for aluminium');
    expect(answer.querySelector('b')).toBeNull();
  });

  it('opens a policy for reading: version, dates, body as text and its attachment', async () => {
    signInAs(partnerAdminUser, []);
    const info = policy();
    const mocked = mockApi({
      [ep.pagePolicies.path]: () => pageOf([listItem(info)]),
      [ep.getPolicyInfo.path]: () => info,
      [ep.downloadPolicyFile.path]: () => null,
    });
    const user = userEvent.setup();
    renderApp(<PolicyList />);
    await waitFor(() => expect(screen.getByText('Rebate policy')).toBeInTheDocument(), patience);
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    await user.click(screen.getByText('Rebate policy'));
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByText('v2', {}, patience);
    expect(within(drawer).getByText('No end date')).toBeInTheDocument();
    expect(within(drawer).getByTestId('plain-text').textContent).toBe('Line one\n<script>alert(1)</script>');
    expect(drawer.querySelector('script')).toBeNull();
    await user.click(within(drawer).getByRole('button', { name: /rules\.pdf/ }));
    expect(callsTo(mocked, ep.downloadPolicyFile.path)).toEqual([
      { query: { policyId: 5, fileId: '0b4f1f7e-1111-4222-8333-444455556666' } },
    ]);
  });

  it('refuses an end date before the start date, and warns that saving a published policy makes a version', async () => {
    signInAs(adminUser, ['policy.edit']);
    const mocked = mockApi({
      [ep.getPolicyInfo.path]: () =>
        policy({ effectiveFrom: '2026-05-10', effectiveTo: '2026-05-01', files: [] }),
      [ep.savePolicy.path]: () => policy(),
    });
    const user = userEvent.setup();
    renderWithQueries(<PolicyFormDrawer id={5} onClose={() => {}} />);
    expect(await screen.findByText(/saving makes version 3/, {}, patience)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The end date must not be before the start date')).toBeInTheDocument();
    expect(callsTo(mocked, ep.savePolicy.path)).toHaveLength(0);
  });

  it("tags entries written in another language than the reader's, and keeps the server's order", async () => {
    signInAs(partnerAdminUser, []);
    mockApi({
      [ep.pageQa.path]: () => pageOf([qa(), qa({ id: 2, question: '激光器需要什么气体？', language: 'cn' })]),
    });
    renderApp(<QaList />);
    await screen.findByText('激光器需要什么气体？', {}, patience);
    const rows = bodyRows();
    expect(rows[0]).toHaveTextContent('What gas does the laser need?');
    expect(within(rows[0]!).queryByTestId('knowledge-language')).toBeNull();
    expect(within(rows[1]!).getByTestId('knowledge-language')).toHaveTextContent('Chinese');
  });

  it('reads the QA filters from the URL, shows them, and a search and Back go through the URL', async () => {
    signInAs(adminUser, ['qa.edit']);
    const mocked = mockApi({ [ep.pageQa.path]: () => pageOf([qa({ published: false })]) });
    const user = userEvent.setup();
    const router = createMemoryRouter([{ path: '/business/QaManage', element: <QaList /> }], {
      initialEntries: ['/business/QaManage?published=false&sortField=question&sortOrder=asc'],
    });
    renderWithQueries(<RouterProvider router={router} />);
    await screen.findByText('What gas does the laser need?', {}, patience);
    expect(callsTo(mocked, ep.pageQa.path)[0]?.body).toEqual({
      pageNum: 1,
      pageSize: 20,
      published: false,
      sortField: 'question',
      sortOrder: 'asc',
    });
    const publication = htmlElement(
      screen.getByRole('combobox', { name: 'Publication' }).closest('.ant-select'),
    );
    await waitFor(() => expect(publication).toHaveTextContent('Draft'), patience);

    const keyword = screen.getByRole('textbox', { name: 'Keyword' });
    await user.type(keyword, 'laser');
    await user.click(screen.getByRole('button', { name: /search/i }));
    await waitFor(
      () =>
        expect(router.state.location.search).toBe(
          '?keyword=laser&published=false&sortField=question&sortOrder=asc',
        ),
      patience,
    );
    await waitFor(
      () =>
        expect(callsTo(mocked, ep.pageQa.path).at(-1)?.body).toMatchObject({
          keyword: 'laser',
          published: false,
        }),
      patience,
    );
    await act(() => router.navigate(-1));
    await waitFor(() => expect(keyword).toHaveValue(''), patience);
  });

  it('reads the policy day filter from the URL and writes a search back to it', async () => {
    signInAs(partnerAdminUser, []);
    const mocked = mockApi({ [ep.pagePolicies.path]: () => pageOf([listItem(policy())]) });
    const user = userEvent.setup();
    const router = createMemoryRouter([{ path: '/business/policy', element: <PolicyList /> }], {
      initialEntries: ['/business/policy?effectiveOn=2026-03-05'],
    });
    renderWithQueries(<RouterProvider router={router} />);
    await screen.findByText('Rebate policy', {}, patience);
    expect(callsTo(mocked, ep.pagePolicies.path)[0]?.body).toEqual({
      pageNum: 1,
      pageSize: 20,
      effectiveOn: '2026-03-05',
    });
    // A partner has no publication filter.
    expect(screen.queryByText('Publication')).toBeNull();
    // The day picker loads on demand and takes the stand-in's place: ask for the field each time.
    await waitFor(() => expect(screen.getByLabelText('In effect on')).toHaveValue('2026-03-05'), patience);
    await user.type(screen.getByRole('textbox', { name: 'Keyword' }), 'rebate');
    await user.click(screen.getByRole('button', { name: /search/i }));
    await waitFor(
      () => expect(router.state.location.search).toBe('?keyword=rebate&effectiveOn=2026-03-05'),
      patience,
    );
  });
});
