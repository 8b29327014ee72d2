import type {
  Page,
  ProjectGroup,
  ProjectGroupOfSubject,
  ProjectGroupPerson,
  ProjectGroupPost,
} from '@portal/contract';
import { translate } from '@portal/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { principalOf } from '../../../test/principals';
import type { TestContext } from '../../../test/test-app';
import { call, createTestApp, fieldErrorsOf, tokenOf } from '../../../test/test-app';
import { AppError } from '../../core/app-error';
import { companies, notices, projectGroupMembers, projectGroups, users } from '../../db/schema';
import { ProjectGroupsService } from './project-groups.service';

let ctx: TestContext;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const people = [
  'admin',
  'service',
  'sales',
  'sales2',
  'planner',
  'channel',
  'partner.admin',
  'partner.sales',
  'partner.b',
];

/** Records without a group (the demo data has groups on a few). */
let ticketsA: number[] = [];
let ticketsB: number[] = [];
let opportunities: number[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  for (const user of people) tokens[user] = await tokenOf(ctx.app, user);
  for (const row of await ctx.db.select({ id: users.id, username: users.username }).from(users))
    ids[row.username] = row.id;
  const company = async (code: string) =>
    (await ctx.db.select({ id: companies.id }).from(companies).where(eq(companies.code, code)))[0]!.id;
  const free = async (table: 'tickets' | 'business_opportunities', column: string, where = sql`TRUE`) =>
    (
      await ctx.db.execute<{ id: number }>(sql`
        SELECT t.id FROM ${sql.identifier(table)} t
        WHERE ${where} AND NOT EXISTS (SELECT 1 FROM project_groups g WHERE g.${sql.identifier(column)} = t.id)
        ORDER BY t.id LIMIT 6`)
    ).rows.map((r) => Number(r.id));
  ticketsA = await free('tickets', 'ticket_id', sql`t.company_id = ${await company('P-A001')}`);
  ticketsB = await free('tickets', 'ticket_id', sql`t.company_id = ${await company('P-B001')}`);
  opportunities = await free('business_opportunities', 'opportunity_id');
});
afterAll(() => ctx.close());

const post = <T>(path: string, body: object, user: string, lang: 'en' | 'cn' | 'kr' = 'en') =>
  call<T>(ctx.app, 'POST', `/project-group/${path}`, { token: tokens[user], body, lang });
const get = (subjectKind: string, subjectId: number, user: string) =>
  call<ProjectGroupOfSubject>(ctx.app, 'GET', '/project-group/get-group', {
    token: tokens[user],
    query: { subjectKind, subjectId: String(subjectId) },
  });
const create = (body: Record<string, unknown>, user: string, lang: 'en' | 'cn' | 'kr' = 'en') =>
  post<ProjectGroup>('create-group', { name: 'Spindle group', ...body }, user, lang);
const members = (...names: string[]) => names.map((name) => ids[name]!);
const groupCount = async () => (await ctx.db.select({ id: projectGroups.id }).from(projectGroups)).length;
const noticesOf = async (
  kind: 'groupMemberAdded' | 'groupPostAdded',
  subjectKind: 'ticket' | 'opportunity',
  subjectId: number,
) =>
  (
    await ctx.db
      .select({ userId: notices.userId })
      .from(notices)
      .where(
        and(eq(notices.kind, kind), eq(notices.subjectKind, subjectKind), eq(notices.subjectId, subjectId)),
      )
  )
    .map((n) => n.userId)
    .sort((a, b) => a - b);
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

describe('creating a group', () => {
  it('with two members besides the creator: the members are told, the creator changes the members', async () => {
    const ticket = ticketsA[0]!;
    const before = await get('ticket', ticket, 'service');
    expect(before).toMatchObject({ code: 0, data: { group: null, mayCreate: true } });
    const res = await create(
      { subjectKind: 'ticket', subjectId: ticket, memberIds: members('admin', 'partner.admin', 'service') },
      'service',
    );
    expect(res.code).toBe(0);
    expect(res.data.members.map((m) => m.username).sort()).toEqual(['admin', 'partner.admin', 'service']);
    expect(res.data.members.find((m) => m.isCreator)?.username).toBe('service');
    expect(res.data.actions).toEqual(['addMembers', 'removeMember', 'post']);
    expect(res.data.inMessagingApp).toBe(false);
    expect(await noticesOf('groupMemberAdded', 'ticket', ticket)).toEqual(
      sorted(members('admin', 'partner.admin')),
    );
    // A member reads it; only the creator may change its members.
    const asPartner = await get('ticket', ticket, 'partner.admin');
    expect(asPartner.data).toMatchObject({ mayCreate: false, group: { isMember: true, actions: ['post'] } });
    // One group per record.
    const again = await create(
      { subjectKind: 'ticket', subjectId: ticket, memberIds: members('admin', 'partner.admin') },
      'admin',
    );
    expect(again).toMatchObject({ code: 100, msg: translate('en', 'projectGroup.error.exists') });
  });

  it.each([
    ['no member', []],
    ['one member', ['admin']],
    ['one member and the creator', ['admin', 'service']],
    ['one member twice', ['admin', 'admin']],
  ])('refuses %s besides the creator with the spec message, saving nothing', async (_name, names) => {
    const count = await groupCount();
    for (const lang of ['en', 'cn', 'kr'] as const) {
      const res = await create(
        { subjectKind: 'ticket', subjectId: ticketsA[1]!, memberIds: members(...names) },
        'service',
        lang,
      );
      expect(res.code).toBe(100);
      expect(res.msg).toBe(translate(lang, 'error.groupCreationFailed'));
      expect(fieldErrorsOf(res.data)).toEqual([
        { field: 'memberIds', message: translate(lang, 'validation.groupMembers', { min: 2 }) },
      ]);
    }
    expect(await groupCount()).toBe(count);
  });

  it('refuses a member who may not read the record, naming them, and saves nothing', async () => {
    const count = await groupCount();
    const ticket = ticketsA[1]!;
    // Another company's partner admin; a partner of the company without the tickets menu; staff without it.
    for (const [who, name] of [
      ['partner.b', 'Ben Partner'],
      ['partner.sales', 'Sora Partner'],
      ['sales', 'Sam Sales'],
    ] as const) {
      const res = await create(
        { subjectKind: 'ticket', subjectId: ticket, memberIds: members('admin', who) },
        'service',
        'en',
      );
      expect(res).toMatchObject({
        code: 100,
        msg: translate('en', 'projectGroup.error.memberCannotRead', { name }),
      });
    }
    // A disabled account.
    await ctx.db.update(users).set({ status: 'disabled' }).where(eq(users.id, ids['partner.admin']!));
    const disabled = await create(
      { subjectKind: 'ticket', subjectId: ticket, memberIds: members('admin', 'partner.admin') },
      'service',
    );
    await ctx.db.update(users).set({ status: 'active' }).where(eq(users.id, ids['partner.admin']!));
    expect(disabled.msg).toBe(
      translate('en', 'projectGroup.error.memberCannotRead', { name: 'Alex Partner' }),
    );
    // An opportunity is staff business: no partner is a member.
    const opportunity = await create(
      {
        subjectKind: 'opportunity',
        subjectId: opportunities[0]!,
        memberIds: members('planner', 'partner.admin'),
      },
      'sales',
    );
    expect(opportunity.msg).toBe(
      translate('en', 'projectGroup.error.memberCannotRead', { name: 'Alex Partner' }),
    );
    expect(await groupCount()).toBe(count);
  });

  it('lets a partner create one on its company’s ticket with staff, never with another company’s people', async () => {
    const ticket = ticketsA[2]!;
    const other = await create(
      { subjectKind: 'ticket', subjectId: ticket, memberIds: members('service', 'partner.b') },
      'partner.admin',
    );
    expect(other.msg).toBe(translate('en', 'projectGroup.error.memberCannotRead', { name: 'Ben Partner' }));
    const ok = await create(
      { subjectKind: 'ticket', subjectId: ticket, memberIds: members('service', 'admin') },
      'partner.admin',
    );
    expect(ok.code).toBe(0);
    // Another company's partner reaches neither the ticket's group nor its picker.
    expect((await get('ticket', ticket, 'partner.b')).msg).toBe(translate('en', 'error.recordNotFound'));
    const stranger = await create(
      { subjectKind: 'ticket', subjectId: ticketsA[3]!, memberIds: members('partner.b', 'service') },
      'partner.b',
    );
    expect(stranger.msg).toBe(translate('en', 'error.recordNotFound'));
    for (const [path, body] of [
      ['page-posts', { id: ok.data.id }],
      ['add-post', { id: ok.data.id, body: 'Hello' }],
      ['add-members', { id: ok.data.id, memberIds: members('partner.b') }],
      ['remove-member', { id: ok.data.id, userId: ids['admin'] }],
      ['page-candidates', { subjectKind: 'ticket', subjectId: ticket }],
    ] as const) {
      expect((await post(path, body, 'partner.b')).msg, path).toBe(translate('en', 'error.recordNotFound'));
    }
  });

  it('keeps opportunities to staff who read them', async () => {
    const id = opportunities[1]!;
    for (const user of ['partner.admin', 'service'])
      expect((await get('opportunity', id, user)).msg).toBe(translate('en', 'error.noPermission'));
    expect((await get('opportunity', 2_000_000_000, 'sales')).msg).toBe(
      translate('en', 'error.recordNotFound'),
    );
  });

  it('refuses bad input naming the field', async () => {
    const count = await groupCount();
    const base = {
      subjectKind: 'ticket',
      subjectId: ticketsA[1]!,
      memberIds: members('admin', 'partner.admin'),
    };
    for (const body of [
      { ...base, name: '   ' },
      { ...base, name: 'x'.repeat(101) },
      { ...base, subjectKind: 'order' },
      { ...base, subjectId: 0 },
      { ...base, memberIds: 'admin' },
      { ...base, memberIds: [1.5, 2] },
      { ...base, memberIds: Array.from({ length: 51 }, (_, i) => i + 1) },
    ]) {
      const res = await create(body, 'service');
      expect(res.code, JSON.stringify(body)).toBe(100);
      expect(fieldErrorsOf(res.data)[0]!.field).toMatch(/^(name|subjectKind|subjectId|memberIds)/);
    }
    // A member id no user has.
    const ghost = await create({ ...base, memberIds: [...base.memberIds, 2_000_000_000] }, 'service');
    expect(ghost.msg).toBe(translate('en', 'projectGroup.error.memberCannotRead', { name: '2000000000' }));
    expect(await groupCount()).toBe(count);
  });
});

describe('members and the thread', () => {
  let group: ProjectGroup;
  const opportunity = () => opportunities[2]!;
  beforeAll(async () => {
    group = (
      await create(
        { subjectKind: 'opportunity', subjectId: opportunity(), memberIds: members('planner', 'channel') },
        'sales',
      )
    ).data;
  });

  it('shows a reader who is no member the group but not its thread', async () => {
    const seen = await get('opportunity', opportunity(), 'sales2');
    expect(seen.data.group).toMatchObject({ id: group.id, isMember: false, actions: [] });
    expect((await post('page-posts', { id: group.id }, 'sales2')).msg).toBe(
      translate('en', 'projectGroup.error.notMember'),
    );
    expect((await post('add-post', { id: group.id, body: '我也想看' }, 'sales2')).msg).toBe(
      translate('en', 'projectGroup.error.notMember'),
    );
  });

  it('pages the thread newest page first, each page newest last; the other members are told', async () => {
    const authors = ['sales', 'planner', 'channel', 'sales', 'planner'];
    for (const [i, author] of authors.entries()) {
      const res = await post<ProjectGroupPost>('add-post', { id: group.id, body: `메시지 ${i + 1}` }, author);
      expect(res.code).toBe(0);
    }
    const first = await post<Page<ProjectGroupPost>>('page-posts', { id: group.id, pageSize: 2 }, 'channel');
    expect(first.data.total).toBe(5);
    expect(first.data.list.map((p) => p.body)).toEqual(['메시지 4', '메시지 5']);
    const second = await post<Page<ProjectGroupPost>>(
      'page-posts',
      { id: group.id, pageSize: 2, pageNum: 2 },
      'channel',
    );
    expect(second.data.list.map((p) => p.body)).toEqual(['메시지 2', '메시지 3']);
    // Each post tells the members but its author: channel got all five, planner three.
    const told = await noticesOf('groupPostAdded', 'opportunity', opportunity());
    expect(told.filter((id) => id === ids['channel']).length).toBe(4);
    expect(told.filter((id) => id === ids['planner']).length).toBe(3);
    expect(told.filter((id) => id === ids['sales2']).length).toBe(0);
    // Bad posts.
    for (const body of ['', '   ', 'x'.repeat(4001), 'a\u0000b'])
      expect((await post('add-post', { id: group.id, body }, 'sales')).code).toBe(100);
  });

  it('lets only the creator add and remove members, keeping two besides the creator', async () => {
    const notCreator = await post('add-members', { id: group.id, memberIds: members('sales2') }, 'planner');
    expect(notCreator.msg).toBe(translate('en', 'projectGroup.error.notCreator'));
    const removeByOther = await post('remove-member', { id: group.id, userId: ids['channel'] }, 'planner');
    expect(removeByOther.msg).toBe(translate('en', 'projectGroup.error.notCreator'));
    const tooFew = await post('remove-member', { id: group.id, userId: ids['channel'] }, 'sales', 'kr');
    expect(tooFew.msg).toBe(translate('kr', 'validation.groupMembers', { min: 2 }));
    const cannotRead = await post('add-members', { id: group.id, memberIds: members('service') }, 'sales');
    expect(cannotRead.msg).toBe(
      translate('en', 'projectGroup.error.memberCannotRead', { name: 'Seo Service' }),
    );

    const added = await post<ProjectGroup>(
      'add-members',
      { id: group.id, memberIds: members('sales2') },
      'sales',
    );
    expect(added.code).toBe(0);
    expect(added.data.members).toHaveLength(4);
    expect(added.data.rowVersion).toBe(group.rowVersion + 1);
    expect(await noticesOf('groupMemberAdded', 'opportunity', opportunity())).toEqual(
      sorted(members('planner', 'channel', 'sales2')),
    );
    const twice = await post('add-members', { id: group.id, memberIds: members('sales2') }, 'sales');
    expect(twice.msg).toBe(translate('en', 'projectGroup.error.alreadyMember', { name: 'Sue Second' }));
    const self = await post('remove-member', { id: group.id, userId: ids['sales'] }, 'sales');
    expect(self.msg).toBe(translate('en', 'projectGroup.error.creatorStays'));
    const stranger = await post('remove-member', { id: group.id, userId: ids['admin'] }, 'sales');
    expect(stranger.msg).toBe(translate('en', 'projectGroup.error.notAMember'));

    const removed = await post<ProjectGroup>(
      'remove-member',
      { id: group.id, userId: ids['channel'] },
      'sales',
    );
    expect(removed.data.members.map((m) => m.username).sort()).toEqual(['planner', 'sales', 'sales2']);
    // A member removed no longer reads the thread.
    expect((await post('page-posts', { id: group.id }, 'channel')).msg).toBe(
      translate('en', 'projectGroup.error.notMember'),
    );
    const sales2Reads = await post<Page<ProjectGroupPost>>('page-posts', { id: group.id }, 'sales2');
    expect(sales2Reads.data.total).toBe(5);
  });
});

describe('the member picker', () => {
  it('offers a partner staff and its own people who read tickets, never another company’s', async () => {
    const res = await post<Page<ProjectGroupPerson>>(
      'page-candidates',
      { subjectKind: 'ticket', subjectId: ticketsA[4]!, pageSize: 100 },
      'partner.admin',
    );
    const names = res.data.list.map((p) => p.username);
    expect(names).toEqual(expect.arrayContaining(['admin', 'service', 'partner.admin']));
    for (const absent of ['partner.b', 'partner.sales', 'partner.disabled', 'sales'])
      expect(names).not.toContain(absent);
    const found = await post<Page<ProjectGroupPerson>>(
      'page-candidates',
      { subjectKind: 'ticket', subjectId: ticketsA[4]!, keyword: 'seo' },
      'partner.admin',
    );
    expect(found.data.list.map((p) => p.username)).toEqual(['service']);
    const b = await post<Page<ProjectGroupPerson>>(
      'page-candidates',
      { subjectKind: 'ticket', subjectId: ticketsB[0]!, pageSize: 100 },
      'service',
    );
    expect(b.data.list.map((p) => p.username)).toContain('partner.b');
    expect(b.data.list.map((p) => p.username)).not.toContain('partner.admin');
  });
});

describe('the messaging app', () => {
  it('refuses with the spec message and saves nothing when the messaging app fails', async () => {
    const service = new ProjectGroupsService(ctx.db, {
      createExternalGroup: () => Promise.reject(new Error('messaging app down')),
    });
    const ticket = ticketsB[1]!;
    const principal = await principalOf(ctx.db, 'service');
    const noticeCount = async () => (await ctx.db.select({ id: notices.id }).from(notices)).length;
    const [groups, told] = [await groupCount(), await noticeCount()];
    const attempt = service.create(
      {
        subjectKind: 'ticket',
        subjectId: ticket,
        name: '현장 대응',
        memberIds: members('admin', 'partner.b'),
      },
      principal,
      'kr',
    );
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await expect(attempt).rejects.toMatchObject({ key: 'error.groupCreationFailed' });
    expect(await groupCount()).toBe(groups);
    expect(await noticeCount()).toBe(told);
    const orphans = await ctx.db
      .select({ userId: projectGroupMembers.userId })
      .from(projectGroupMembers)
      .where(inArray(projectGroupMembers.userId, members('partner.b')));
    expect(orphans).toHaveLength(1); // the demo group of Demo Partner B's ticket only
    expect((await get('ticket', ticket, 'service')).data.group).toBeNull();
  });

  it('keeps the id the messaging app answers, and hands it every member, the creator first', async () => {
    const handed: Array<{ name: string; memberUserIds: number[] }> = [];
    const service = new ProjectGroupsService(ctx.db, {
      createExternalGroup: (group) => {
        handed.push(group);
        return Promise.resolve('chat-42');
      },
    });
    const created = await service.create(
      {
        subjectKind: 'ticket',
        subjectId: ticketsB[2]!,
        name: 'Remote check',
        memberIds: members('admin', 'partner.b'),
      },
      await principalOf(ctx.db, 'service'),
      'en',
    );
    expect(created.inMessagingApp).toBe(true);
    expect(handed).toEqual([
      { name: 'Remote check', memberUserIds: members('service', 'admin', 'partner.b') },
    ]);
    const [row] = await ctx.db
      .select({ externalGroupId: projectGroups.externalGroupId })
      .from(projectGroups)
      .where(eq(projectGroups.id, created.id));
    expect(row?.externalGroupId).toBe('chat-42');
  });
});

describe('demo data', () => {
  it('has groups with Chinese and Korean posts on tickets of both companies and on an opportunity', async () => {
    const rows = await ctx.db.execute<{ kind: string; posts: number; korean: boolean; chinese: boolean }>(sql`
      SELECT CASE WHEN g.ticket_id IS NULL THEN 'opportunity' ELSE 'ticket' END AS kind,
             count(p.id)::int AS posts,
             bool_or(p.body ~ '[가-힣]') AS korean, bool_or(p.body ~ '[一-龥]') AS chinese
      FROM project_groups g JOIN project_group_posts p ON p.group_id = g.id
      WHERE g.created_at < now() - interval '1 day'
      GROUP BY g.id ORDER BY g.id`);
    expect(rows.rows.map((r) => r.kind)).toEqual(['ticket', 'ticket', 'opportunity']);
    expect(rows.rows.some((r) => r.korean)).toBe(true);
    expect(rows.rows.every((r) => r.chinese)).toBe(true);
  });
});
