import { randomBytes } from 'node:crypto';
import type { Clue, ClueAction, ClueInfo, Page } from '@portal/contract';
import { clueStatuses, clueTransitions, translate } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallOptions, TestContext } from '../../../test/test-app';
import { signedInPrincipal } from '../../../test/principals';
import { call, createTestApp } from '../../../test/test-app';
import type { Principal } from '../../core/principal';
import { availableActions } from '../../core/transitions';
import { clues, companies } from '../../db/schema';

/**
 * The clue state machine lives in the contract's table alone: what the server answers with each clue
 * is the table's answer for its reader, a move the answer does not offer is refused and changes
 * nothing, and a change made on a version someone else has changed since is refused too.
 */

let ctx: TestContext;
const staff = ['admin', 'channel', 'sales', 'sales2', 'planner', 'planner2', 'service'];
const partners = ['partner.admin', 'partner.sales', 'partner.b'];
const tokens: Record<string, string> = {};
/** Each demo user as the server sees it: kind, company and permission codes (menus and buttons). */
const principals: Record<string, Principal> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  for (const user of [...staff, ...partners]) {
    const signedIn = await signedInPrincipal(ctx.app, user);
    tokens[user] = signedIn.token;
    principals[user] = signedIn.principal;
  }
});
afterAll(() => ctx.close());

const post = <T = ClueInfo>(path: string, body: CallOptions['body'], user: string) =>
  call<T>(ctx.app, 'POST', path, { token: tokens[user], body });
const info = (id: number, user: string) =>
  call<ClueInfo>(ctx.app, 'GET', '/clue/get-clue-info', { token: tokens[user], query: { id: String(id) } });
const expected = (clue: Pick<Clue, 'status'>, user: string): ClueAction[] =>
  availableActions(clueTransitions, clue.status, principals[user]!);

async function rowOf(id: number) {
  const [row] = await ctx.db.select().from(clues).where(eq(clues.id, id));
  return row!;
}

/** A new clue created by channel, assigned to Demo Partner A when `assign`. */
async function newClue(assign = false): Promise<ClueInfo> {
  const created = await post(
    '/clue/save-clue',
    { customerName: `Customer ${randomBytes(4).toString('hex')}`, source: 'campaign' },
    'channel',
  );
  expect(created.code, created.msg).toBe(0);
  if (!assign) return created.data;
  const [company] = await ctx.db.select().from(companies).where(eq(companies.code, 'P-A001'));
  const res = await post('/clue/assign-clue', { ids: [created.data.id], companyId: company!.id }, 'channel');
  expect(res.code, res.msg).toBe(0);
  return (await info(created.data.id, 'channel')).data;
}

describe('the transition table is the only place the rule lives', () => {
  it('answers every reader of the lists and the detail with the table’s actions for the clue’s state', async () => {
    const seen = new Set<string>();
    for (const user of [...staff, ...partners]) {
      const partner = partners.includes(user);
      const list = await post<Page<Clue>>(
        partner ? '/clue/page-my-clue-list' : '/clue/page-clue-list',
        { pageNum: 1, pageSize: 200 },
        user,
      );
      // Staff without clue.assigned read no clue.
      if (!partner && !principals[user]!.permissions.has('clue.assigned')) {
        expect(list.code).toBe(100);
        continue;
      }
      expect(list.code, `${user}: ${list.msg}`).toBe(0);
      const firstOfState = new Map<string, Clue>();
      for (const clue of list.data.list) {
        expect(clue.actions, `${user} ${clue.clueNo} (${clue.status})`).toEqual(expected(clue, user));
        if (!firstOfState.has(clue.status)) firstOfState.set(clue.status, clue);
        seen.add(`${partner ? 'partner' : 'staff'}:${clue.status}`);
      }
      for (const clue of firstOfState.values()) {
        const detail = await info(clue.id, user);
        expect(detail.code, detail.msg).toBe(0);
        expect(detail.data.actions).toEqual(expected(clue, user));
        expect(detail.data.rowVersion).toBe(clue.rowVersion);
      }
    }
    // The demo data holds every state for staff; partners never see a new clue.
    for (const status of clueStatuses) expect(seen.has(`staff:${status}`), status).toBe(true);
    for (const status of clueStatuses.filter((s) => s !== 'new'))
      expect(seen.has(`partner:${status}`), status).toBe(true);
    // And the rule is not empty: a sales user may edit a new clue, a partner accept an assigned one.
    expect(expected({ status: 'new' }, 'sales')).toEqual(['edit', 'assign', 'close']);
    expect(expected({ status: 'assigned' }, 'partner.sales')).toContain('accept');
  });

  it('refuses a move the answer does not offer, and changes nothing', async () => {
    const clue = await newClue(true);
    const before = await rowOf(clue.id);
    // Staff may not edit or close an assigned clue: not in their actions.
    expect(clue.actions).toEqual([]);
    const edit = await post(
      '/clue/save-clue',
      { id: clue.id, customerName: 'Edited', source: 'campaign', rowVersion: clue.rowVersion },
      'channel',
    );
    expect(edit.msg).toBe(translate('en', 'clue.error.notEditable', { clueNo: clue.clueNo }));
    const close = await post(
      '/clue/close-clue',
      { id: clue.id, reason: 'no', rowVersion: clue.rowVersion },
      'channel',
    );
    expect(close.msg).toBe(translate('en', 'clue.error.cannotClose', { clueNo: clue.clueNo }));
    // The partner reads it assigned: accept is offered, a staff move is not.
    const mine = await info(clue.id, 'partner.sales');
    expect(mine.data.actions).toEqual(expected(mine.data, 'partner.sales'));
    expect(mine.data.actions).not.toContain('close');
    // Admin holds every code, but a partner move is not a staff user's to take.
    const byAdmin = await post('/clue/accept-clue', { id: clue.id }, 'admin');
    expect(byAdmin.code).toBe(100);
    // Accepted, a second accept is no longer offered and is refused.
    const accepted = await post('/clue/accept-clue', { id: clue.id }, 'partner.sales');
    expect(accepted.data.actions).not.toContain('accept');
    const again = await post('/clue/accept-clue', { id: clue.id }, 'partner.sales');
    expect(again.msg).toBe(translate('en', 'clue.error.cannotAccept', { clueNo: clue.clueNo }));
    const after = await rowOf(clue.id);
    expect(after.status).toBe('following');
    expect(after.rowVersion).toBe(before.rowVersion + 1);
    expect(after.customerName).toBe(before.customerName);
  });
});

describe('row versions', () => {
  it('refuses the second of two edits made on the same version; the first stands', async () => {
    const clue = await newClue();
    const first = await info(clue.id, 'channel');
    const second = await info(clue.id, 'sales');
    const saved = await post(
      '/clue/save-clue',
      { id: clue.id, customerName: 'First edit', source: 'campaign', rowVersion: first.data.rowVersion },
      'channel',
    );
    expect(saved.code, saved.msg).toBe(0);
    expect(saved.data.rowVersion).toBe(first.data.rowVersion + 1);
    const stale = await post(
      '/clue/save-clue',
      { id: clue.id, customerName: 'Second edit', source: 'campaign', rowVersion: second.data.rowVersion },
      'sales',
    );
    expect(stale.code).toBe(100);
    expect(stale.msg).toBe(translate('en', 'error.staleRecord'));
    expect((await rowOf(clue.id)).customerName).toBe('First edit');
  });

  it('refuses a move made on a version another user has changed since', async () => {
    const clue = await newClue(true);
    const admin = await info(clue.id, 'partner.admin');
    const sales = await info(clue.id, 'partner.sales');
    const accepted = await post(
      '/clue/accept-clue',
      { id: clue.id, rowVersion: sales.data.rowVersion },
      'partner.sales',
    );
    expect(accepted.code, accepted.msg).toBe(0);
    const stale = await post(
      '/clue/return-clue',
      { id: clue.id, reason: 'Not ours', rowVersion: admin.data.rowVersion },
      'partner.admin',
    );
    expect(stale.msg).toBe(translate('en', 'error.staleRecord'));
    const row = await rowOf(clue.id);
    expect(row.status).toBe('following');
    expect(row.assigneeId).toBe(principals['partner.sales']!.userId);
  });
});
