import type { ProjectGroup, ProjectGroupPost } from '@portal/contract';
import { projectGroupsEndpoints as ep } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../../lib/request';
import {
  callsTo,
  mockApi,
  pageOf,
  patience,
  renderWithQueries,
  resetStores,
  signInAs,
} from '../../../test/render-app';
import { adminUser } from '../../../test/fixtures';
import { ProjectGroupCard } from './project-group-card';

const person = (userId: number, name: string, partner = false) => ({
  userId,
  name,
  username: name.toLowerCase(),
  kind: partner ? ('partner' as const) : ('internal' as const),
  companyName: partner ? 'Demo Partner B' : null,
  companyNameEn: partner ? 'Demo Partner B' : null,
  companyNameKr: null,
});

const group = (overrides: Partial<ProjectGroup> = {}): ProjectGroup => ({
  id: 4,
  subjectKind: 'ticket',
  subjectId: 9,
  name: 'Spindle group',
  creatorId: adminUser.id,
  creatorName: 'Ada Admin',
  inMessagingApp: false,
  members: [
    { ...person(adminUser.id, 'Ada Admin'), isCreator: true, addedAt: '2026-03-01T02:00:00Z' },
    { ...person(77, 'Seo Service'), isCreator: false, addedAt: '2026-03-01T02:00:00Z' },
    { ...person(78, 'Ben Partner', true), isCreator: false, addedAt: '2026-03-01T02:00:00Z' },
  ],
  isMember: true,
  actions: ['addMembers', 'removeMember', 'post'],
  createdAt: '2026-03-01T02:00:00Z',
  rowVersion: 1,
  ...overrides,
});
const post = (id: number, body: string): ProjectGroupPost => ({
  id,
  authorId: 77,
  authorName: 'Seo Service',
  body,
  createdAt: `2026-03-01T0${id}:00:00Z`,
});

const render = () => renderWithQueries(<ProjectGroupCard subjectKind="ticket" subjectId={9} />);

describe('ProjectGroupCard', { timeout: 60_000 }, () => {
  afterEach(() => {
    resetStores();
    vi.mocked(request).mockReset();
  });

  it('offers to create a group when the record has none', async () => {
    signInAs(adminUser, []);
    mockApi({
      [ep.getProjectGroup.path]: () => ({ subjectNo: 'TK2026000009', group: null, mayCreate: true }),
    });
    render();
    expect(await screen.findByText('This record has no project group yet', {}, patience)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New project group' })).toBeInTheDocument();
  });

  it('shows the members and the thread newest last, and posts to it', async () => {
    signInAs(adminUser, []);
    const api = mockApi({
      [ep.getProjectGroup.path]: () => ({ subjectNo: 'TK2026000009', group: group(), mayCreate: false }),
      [ep.pageProjectGroupPosts.path]: () => pageOf([post(1, '第一条'), post(2, '두 번째')], 1, 20, 2),
      [ep.addProjectGroupPost.path]: () => post(3, 'Third'),
    });
    render();
    const members = await screen.findByTestId('project-group-members', {}, patience);
    expect(within(members).getByText('Ben Partner (Demo Partner B)')).toBeInTheDocument();
    expect(within(members).getByText('Seo Service (Staff)')).toBeInTheDocument();
    const thread = await screen.findByTestId('project-group-thread', {}, patience);
    await within(thread).findByText('두 번째', {}, patience);
    const texts = within(thread)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(texts[0]).toContain('第一条');
    expect(texts[1]).toContain('두 번째');
    await userEvent.type(screen.getByLabelText('Enter a message'), 'Third');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(callsTo(api, ep.addProjectGroupPost.path)).toHaveLength(1), patience);
    expect(callsTo(api, ep.addProjectGroupPost.path)[0]!.body).toEqual({ id: 4, body: 'Third' });
  });

  it('shows a reader who is no member the group but not its thread', async () => {
    signInAs(adminUser, []);
    mockApi({
      [ep.getProjectGroup.path]: () => ({
        subjectNo: 'TK2026000009',
        group: group({ creatorId: 77, isMember: false, actions: [] }),
        mayCreate: false,
      }),
    });
    render();
    expect(
      await screen.findByText('Only members read the discussion of this group', {}, patience),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add members' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('project-group-thread')).not.toBeInTheDocument();
  });
});
