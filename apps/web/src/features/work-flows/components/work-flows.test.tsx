import type { ProcessDefinition } from '@portal/contract';
import {
  getProcessDefinitionQuerySchema,
  processesEndpoints,
  saveProcessDefinitionBodySchema,
} from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, MemoryRouter, RouterProvider, useSearchParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../../lib/request';
import { htmlElement, sentWith } from '../../../test/answer-by-path';
import { adminUser } from '../../../test/fixtures';
import {
  callsTo,
  mockApi,
  patience,
  renderWithQueries,
  resetStores,
  signInAs,
} from '../../../test/render-app';
import { WorkFlowEditor } from './work-flow-editor';
import { WorkFlowList } from './work-flow-list';

const paths = {
  list: processesEndpoints.listDefinitions.path,
  get: processesEndpoints.getDefinition.path,
  validate: processesEndpoints.validateDefinition.path,
  save: processesEndpoints.saveDefinition.path,
  options: processesEndpoints.getApproverOptions.path,
};

function definition(overrides: Partial<ProcessDefinition> = {}): ProcessDefinition {
  return {
    id: 7,
    kind: 'opportunityReport',
    version: 3,
    current: true,
    steps: [
      {
        names: { cn: '渠道审核', en: 'Channel review', kr: '채널 검토' },
        approvers: [{ kind: 'permission', permission: 'opportunity.review' }],
        mode: 'oneOf',
        condition: null,
        dueHours: 48,
        escalateTo: [],
      },
    ],
    fields: ['amount', 'productLine', 'region', 'partnerTier'],
    approverKinds: ['role', 'permission', 'owner', 'channelManager', 'user'],
    createdByName: 'Ada Admin',
    createdAt: '2026-11-20T02:03:04.000Z',
    ...overrides,
  };
}

const approverOptions = {
  roles: [{ code: 'channel', titleKey: 'role.channel' }],
  users: [{ id: 5, name: 'Cora Channel', username: 'channel' }],
};

/** The server's check: a step without approvers is refused at that step. */
const validate = ({ body }: { body?: unknown }) => {
  const { steps } = sentWith(saveProcessDefinitionBodySchema, body);
  const problems = steps.flatMap((step, index) =>
    step.approvers.length === 0 ? [{ stepIndex: index, message: `Step ${index + 1} names no approver` }] : [],
  );
  return { valid: problems.length === 0, problems };
};

function renderEditor(version: number | null = null, current = definition()) {
  const mocked = mockApi({
    [paths.get]: ({ query }) =>
      sentWith(getProcessDefinitionQuerySchema, query).version === 1
        ? definition({
            id: 1,
            version: 1,
            current: false,
            steps: [{ ...current.steps[0]!, names: { cn: '初审' } }],
          })
        : current,
    [paths.options]: () => approverOptions,
    [paths.validate]: validate,
    [paths.save]: ({ body }) =>
      definition({ id: 8, version: 4, steps: sentWith(saveProcessDefinitionBodySchema, body).steps }),
  });
  // A data router (the editor's leave guard needs one): /work-flows?kind= edits, /work-flows lists.
  function Page() {
    const [search] = useSearchParams();
    return search.get('kind') ? (
      <WorkFlowEditor kind="opportunityReport" version={version} />
    ) : (
      <p>The work flow list</p>
    );
  }
  const router = createMemoryRouter([{ path: '/work-flows', element: <Page /> }], {
    initialEntries: ['/work-flows?kind=opportunityReport'],
  });
  renderWithQueries(<RouterProvider router={router} />);
  return { mocked, router };
}

const stepCard = (n: number) => screen.getByRole('group', { name: `Step ${n}` });

/** Opens a select and picks the option titled `option`. */
async function choose(user: ReturnType<typeof userEvent.setup>, combobox: HTMLElement, option: string) {
  await user.click(combobox);
  const listboxes = await screen.findAllByRole('listbox');
  const dropdown = htmlElement(listboxes.at(-1)!.closest('.ant-select-dropdown'));
  await user.click(within(dropdown).getByTitle(option));
}

describe('work flows', { timeout: 60_000 }, () => {
  afterEach(() => {
    resetStores();
    vi.mocked(request).mockReset();
  });

  it('lists each kind with its current version, steps and who saved it; a kind never saved shows its default', async () => {
    signInAs(adminUser, []);
    mockApi({
      [paths.list]: () => [
        {
          kind: 'opportunityReport',
          version: 3,
          stepCount: 2,
          createdByName: 'Ada Admin',
          createdAt: '2026-11-20T02:03:04.000Z',
        },
        { kind: 'planningQuotation', version: null, stepCount: 0, createdByName: null, createdAt: null },
      ],
    });
    renderWithQueries(
      <MemoryRouter>
        <WorkFlowList />
      </MemoryRouter>,
    );
    const link = await screen.findByRole('link', { name: 'Opportunity report review' }, patience);
    expect(link).toHaveAttribute('href', '/work-flows?kind=opportunityReport');
    const rows = screen.getAllByRole('row').slice(1);
    const report = rows.find((row) => row.textContent?.includes('Opportunity report review'))!;
    expect(within(report).getByText('v3')).toBeInTheDocument();
    expect(within(report).getByText('Ada Admin')).toBeInTheDocument();
    expect(within(report).getByText('2')).toBeInTheDocument();
    const quotation = rows.find((row) => row.textContent?.includes('Planning quotation approval'))!;
    expect(within(quotation).getByText('Default (not saved yet)')).toBeInTheDocument();
  });

  it('adds a step, shows the server reason at that step, then saves approver and condition as the contract body', async () => {
    signInAs(adminUser, []);
    const user = userEvent.setup();
    const { mocked } = renderEditor();
    expect(
      await screen.findByText(
        'Saving creates version 4 for new processes; running processes keep version 3.',
        {},
        patience,
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('The work flow can be saved')).toBeInTheDocument(), patience);

    await user.click(screen.getByRole('button', { name: /Add step/ }));
    const second = stepCard(2);
    // A new step is named in every language; the reader's labels say which input is which.
    expect(within(second).getByRole('textbox', { name: 'Step name (Chinese)' })).toHaveValue('步骤 2');
    expect(within(second).getByRole('textbox', { name: 'Step name (English)' })).toHaveValue('Step 2');
    expect(within(second).getByRole('textbox', { name: 'Step name (Korean)' })).toHaveValue('처리 단계 2');
    await user.clear(within(second).getByRole('textbox', { name: 'Step name (Chinese)' }));
    await user.type(within(second).getByRole('textbox', { name: 'Step name (Chinese)' }), '渠道经理审核');
    await user.clear(within(second).getByRole('textbox', { name: 'Step name (English)' }));
    await user.type(within(second).getByRole('textbox', { name: 'Step name (English)' }), 'Channel manager');
    await user.clear(within(second).getByRole('textbox', { name: 'Step name (Korean)' }));
    // The server's reason lands at the second step.
    await waitFor(
      () => expect(within(stepCard(2)).getByText('Step 2 names no approver')).toBeInTheDocument(),
      patience,
    );
    expect(within(stepCard(1)).queryByText('Step 2 names no approver')).toBeNull();
    expect(callsTo(mocked, paths.validate).at(-1)!.body).toMatchObject({
      kind: 'opportunityReport',
      baseVersion: 3,
    });

    await user.click(within(second).getByRole('button', { name: 'Add approver (Step 2)' }));
    await choose(
      user,
      within(stepCard(2)).getByRole('combobox', { name: 'Approver kind' }),
      'Channel manager',
    );

    // A condition offers only the declared fields; the operator and value follow the field.
    const condition = within(stepCard(2)).getByRole('combobox', { name: 'Condition' });
    await choose(user, condition, 'Region');
    expect(within(stepCard(2)).getByText('is one of')).toBeInTheDocument();
    await choose(user, within(stepCard(2)).getByRole('combobox', { name: 'Values' }), 'China');
    await waitFor(() => expect(screen.getByText('The work flow can be saved')).toBeInTheDocument(), patience);

    await user.click(screen.getByRole('button', { name: 'Save as version 4' }));
    await waitFor(() => expect(callsTo(mocked, paths.save)).toHaveLength(1), patience);
    expect(callsTo(mocked, paths.save)[0]!.body).toEqual({
      kind: 'opportunityReport',
      baseVersion: 3,
      steps: [
        {
          names: { cn: '渠道审核', en: 'Channel review', kr: '채널 검토' },
          approvers: [{ kind: 'permission', permission: 'opportunity.review' }],
          mode: 'oneOf',
          condition: null,
          dueHours: 48,
          escalateTo: [],
        },
        {
          // An empty Korean name is sent as none: Korean readers see the English one.
          names: { cn: '渠道经理审核', en: 'Channel manager', kr: null },
          approvers: [{ kind: 'channelManager' }],
          mode: 'oneOf',
          condition: { field: 'region', values: ['CN'] },
          dueHours: 48,
          escalateTo: [],
        },
      ],
    });
  });

  it('checks an amount condition in the browser before sending and moves steps with the keyboard', async () => {
    signInAs(adminUser, []);
    const user = userEvent.setup();
    const { mocked } = renderEditor();
    await user.click(await screen.findByRole('button', { name: /Add step/ }, patience));
    await choose(user, within(stepCard(2)).getByRole('combobox', { name: 'Condition' }), 'Amount');
    expect(within(stepCard(2)).getByText('is above')).toBeInTheDocument();
    await user.click(within(stepCard(2)).getByRole('textbox', { name: 'Amount (CNY)' }));
    await user.paste('12.345');
    await user.click(screen.getByRole('button', { name: 'Save as version 4' }));
    expect(
      await within(stepCard(2)).findByText('Enter an amount of at most two decimals, e.g. 100000'),
    ).toBeInTheDocument();
    expect(callsTo(mocked, paths.save)).toHaveLength(0);

    // Move the new step up with the keyboard: it becomes step 1.
    within(stepCard(2)).getByRole('button', { name: 'Move step 2 up' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(within(stepCard(1)).getByRole('textbox', { name: 'Step name (English)' })).toHaveValue('Step 2'),
    );
    expect(within(stepCard(1)).getByRole('button', { name: 'Move step 1 up' })).toBeDisabled();
  });

  it('saves whom an overdue step escalates to, as approver rows of their own', async () => {
    signInAs(adminUser, []);
    const user = userEvent.setup();
    const { mocked } = renderEditor();
    await waitFor(() => expect(screen.getByText('The work flow can be saved')).toBeInTheDocument(), patience);
    await user.click(within(stepCard(1)).getByRole('button', { name: 'Add escalation approver (Step 1)' }));
    await choose(
      user,
      within(screen.getByTestId('work-flow-step-1-escalateTo')).getByRole('combobox', {
        name: 'Approver kind',
      }),
      'Channel manager',
    );
    await waitFor(() => expect(screen.getByText('The work flow can be saved')).toBeInTheDocument(), patience);
    await user.click(screen.getByRole('button', { name: 'Save as version 4' }));
    await waitFor(() => expect(callsTo(mocked, paths.save)).toHaveLength(1), patience);
    expect(callsTo(mocked, paths.save)[0]!.body).toMatchObject({
      steps: [{ approvers: [{ kind: 'permission' }], escalateTo: [{ kind: 'channelManager' }] }],
    });
  });

  it('shows an earlier version read-only, without save', async () => {
    signInAs(adminUser, []);
    renderEditor(1);
    expect(
      await screen.findByText('Version 1 is an earlier version and is shown read-only.', {}, patience),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Step name (Chinese)' })).toHaveValue('初审');
    expect(screen.getByRole('textbox', { name: 'Step name (Chinese)' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Step name (English)' })).toHaveValue('');
    expect(screen.queryByRole('button', { name: /Save as version/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Add step/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'v3' })).toHaveAttribute(
      'href',
      '/work-flows?kind=opportunityReport',
    );
  });
  it('refuses a step without a Chinese name in the browser', async () => {
    signInAs(adminUser, []);
    const user = userEvent.setup();
    const { mocked } = renderEditor();
    const chinese = await screen.findByRole('textbox', { name: 'Step name (Chinese)' }, patience);
    expect(chinese).toHaveValue('渠道审核');
    expect(screen.getByRole('textbox', { name: 'Step name (Korean)' })).toHaveValue('채널 검토');
    await user.clear(chinese);
    await user.click(screen.getByRole('button', { name: 'Save as version 4' }));
    expect(await within(stepCard(1)).findByText('Step name (Chinese) is required')).toBeInTheDocument();
    expect(callsTo(mocked, paths.save)).toHaveLength(0);
  });

  it('asks before leaving unsaved changes, and leaves without asking when nothing changed', async () => {
    signInAs(adminUser, []);
    const user = userEvent.setup();
    const { router } = renderEditor();
    const english = await screen.findByRole('textbox', { name: 'Step name (English)' }, patience);
    await user.type(english, ' 2');

    await user.click(screen.getByRole('button', { name: 'Back to work flows' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleName('Discard unsaved changes?');
    expect(dialog).toHaveTextContent('Your changes to this work flow have not been saved and will be lost.');
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/work-flows');
    expect(screen.getByRole('textbox', { name: 'Step name (English)' })).toHaveValue('Channel review 2');

    // Undone by hand: nothing is unsaved, nothing is asked.
    await user.clear(screen.getByRole('textbox', { name: 'Step name (English)' }));
    await user.type(screen.getByRole('textbox', { name: 'Step name (English)' }), 'Channel review');
    await user.click(screen.getByRole('button', { name: 'Back to work flows' }));
    expect(await screen.findByText('The work flow list')).toBeInTheDocument();
  });

  it('asks again after Stay, and Leave goes', async () => {
    signInAs(adminUser, []);
    const user = userEvent.setup();
    renderEditor();
    await user.click(await screen.findByRole('button', { name: /Add step/ }, patience));
    await user.click(screen.getByRole('button', { name: 'Back to work flows' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Stay' }));
    await user.click(screen.getByRole('button', { name: 'Back to work flows' }));
    await waitFor(
      () => expect(screen.getAllByRole('button', { name: 'Leave' }).length).toBeGreaterThan(0),
      patience,
    );
    await user.click(screen.getAllByRole('button', { name: 'Leave' }).at(-1)!);
    expect(await screen.findByText('The work flow list')).toBeInTheDocument();
  });
});
