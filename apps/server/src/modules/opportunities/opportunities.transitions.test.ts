import type {
  AssignOwnerResult,
  Opportunity,
  OpportunityAction,
  OpportunityInfo,
  OpportunityStage,
  Page,
} from '@portal/contract';
import { catalogs, keysOf, opportunityStages, opportunityTransitions, permissions } from '@portal/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/test-app';
import { principalOf } from '../../../test/principals';
import { call, createTestApp, tokenOf } from '../../../test/test-app';
import type { Principal } from '../../core/principal';
import { availableActions } from '../../core/transitions';
import { auditEntries, businessOpportunities, users } from '../../db/schema';
import { createOpportunity } from './opportunities.creation.repository';

let ctx: TestContext;
const en = catalogs.en;
/** The demo staff who read opportunities (business.opptList); service and partners cannot. */
const readers = ['admin', 'channel', 'sales', 'sales2', 'planner', 'planner2'];
const tokens: Record<string, string> = {};
const principals: Record<string, Principal> = {};
const ids: Record<string, number> = {};

/**
 * The actions a reader should be answered, recomputed here: the stage moves of the contract's table
 * for a manager or the sales owner, then the module's own actions as the product describes them.
 */
function expectedActions(
  row: { stage: OpportunityStage; salesOwnerId: number | null; planningOwnerId: number | null },
  principal: Principal,
): OpportunityAction[] {
  const manager = principal.roles.includes('admin') || principal.roles.includes('channel');
  const editor = manager || row.salesOwnerId === principal.userId;
  const open = !['won', 'lost'].includes(row.stage);
  const mayAssign = principal.permissions.has(permissions.opportunityAssign);
  const own: Array<[OpportunityAction, boolean]> = [
    ['edit', editor && open],
    ['assignSales', mayAssign && row.salesOwnerId === null],
    ['assignPlanning', mayAssign && row.planningOwnerId === null],
    ['changeDistribution', mayAssign && (row.salesOwnerId !== null || row.planningOwnerId !== null)],
    ['changeSales', mayAssign && row.salesOwnerId !== null],
    ['changePlanning', mayAssign && row.planningOwnerId !== null],
  ];
  return [
    ...availableActions(opportunityTransitions, row.stage, principal, () => editor),
    ...own.filter(([, allowed]) => allowed).map(([action]) => action),
  ];
}

const info = (id: number, user: string) =>
  call<OpportunityInfo>(ctx.app, 'GET', '/businessOppt/get-businessOppt-info', {
    token: tokens[user],
    query: { id: String(id) },
  });
const listed = async (opptNo: string, user: string) =>
  (
    await call<Page<Opportunity>>(ctx.app, 'POST', '/businessOppt/page-businessOppt-list', {
      token: tokens[user],
      body: { keyword: opptNo },
    })
  ).data.list.find((row) => row.opptNo === opptNo)!;
const update = (body: Record<string, unknown>, user: string) =>
  call<Opportunity>(ctx.app, 'POST', '/businessOppt/update-businessOppt', { token: tokens[user], body });

async function stored(id: number) {
  const [row] = await ctx.db
    .select({
      stage: businessOpportunities.stage,
      amount: businessOpportunities.amount,
      salesOwnerId: businessOpportunities.salesOwnerId,
      rowVersion: businessOpportunities.rowVersion,
    })
    .from(businessOpportunities)
    .where(eq(businessOpportunities.id, id));
  const [audit] = await ctx.db
    .select({ n: count() })
    .from(auditEntries)
    .where(and(eq(auditEntries.entity, 'business_opportunity'), eq(auditEntries.entityId, String(id))));
  return { ...row!, audit: audit!.n };
}

/** A fresh opportunity of Demo Partner A in design, without owners. */
async function fresh() {
  const [company] = await ctx.pool
    .query<{ id: number }>(`SELECT id FROM companies WHERE code = 'P-A001'`)
    .then((result) => result.rows);
  return ctx.db.transaction((tx) =>
    createOpportunity(
      tx,
      {
        companyId: company!.id,
        projectName: `Versions ${Math.random().toString(36).slice(2, 8)}`,
        customerName: 'Version Customer',
        productLineCode: 'CNC',
        amount: '100.00',
      },
      ids['admin']!,
    ),
  );
}

beforeAll(async () => {
  ctx = await createTestApp();
  for (const user of readers) {
    tokens[user] = await tokenOf(ctx.app, user);
    principals[user] = await principalOf(ctx.db, user);
  }
  for (const row of await ctx.db.select({ id: users.id, username: users.username }).from(users))
    ids[row.username] = row.id;
});
afterAll(() => ctx.close());

describe('the stage table is the only place the rule lives', () => {
  it('answers, in the list and the detail, the actions the table and the module rule give each reader', async () => {
    const demo = await ctx.db
      .select({
        id: businessOpportunities.id,
        opptNo: businessOpportunities.opptNo,
        stage: businessOpportunities.stage,
        salesOwnerId: businessOpportunities.salesOwnerId,
        planningOwnerId: businessOpportunities.planningOwnerId,
      })
      .from(businessOpportunities)
      .orderBy(businessOpportunities.id);
    // One record per stage and owner situation found in the demo data.
    const samples = new Map<string, (typeof demo)[number]>();
    for (const row of demo) {
      const key = `${row.stage}:${row.salesOwnerId ?? '-'}:${row.planningOwnerId === null}`;
      if (!samples.has(key)) samples.set(key, row);
    }
    const stages = new Set([...samples.values()].map((row) => row.stage));
    expect([...stages].sort()).toEqual([...opportunityStages].sort());
    for (const row of samples.values())
      for (const user of readers) {
        const expected = expectedActions(row, principals[user]!);
        expect((await info(row.id, user)).data.actions, `${user} ${row.opptNo} detail`).toEqual(expected);
        expect((await listed(row.opptNo, user)).actions, `${user} ${row.opptNo} list`).toEqual(expected);
      }
  });

  it('refuses a move the reader was not offered, and changes nothing', async () => {
    const demo = await ctx.db
      .select({ id: businessOpportunities.id, stage: businessOpportunities.stage })
      .from(businessOpportunities);
    let refusals = 0;
    for (const stage of opportunityStages) {
      const row = demo.find((candidate) => candidate.stage === stage)!;
      for (const user of readers) {
        const offered = (await info(row.id, user)).data.actions;
        for (const action of keysOf(opportunityTransitions)) {
          if (offered.includes(action)) continue;
          const before = await stored(row.id);
          const res = await update({ id: row.id, stage: opportunityTransitions[action].to }, user);
          expect(res.code, `${user} ${action} from ${stage}`).toBe(100);
          expect(await stored(row.id)).toEqual(before);
          refusals++;
        }
      }
    }
    expect(refusals).toBeGreaterThan(0);
  });

  it('lets a reader take a move it was offered, and then offers the moves of the new stage', async () => {
    const created = await fresh();
    const offered = (await info(created.id, 'channel')).data.actions;
    expect(offered).toContain('quote');
    const res = await update({ id: created.id, stage: opportunityTransitions.quote.to }, 'channel');
    expect(res.code).toBe(0);
    expect(res.data.actions).toEqual(
      expectedActions(
        { stage: 'quotation', salesOwnerId: null, planningOwnerId: null },
        principals['channel']!,
      ),
    );
  });
});

describe('row versions', () => {
  it('raise by one on every change', async () => {
    const created = await fresh();
    const first = (await info(created.id, 'admin')).data.rowVersion;
    await update({ id: created.id, amount: '5.00', rowVersion: first }, 'admin');
    await call(ctx.app, 'POST', '/businessOppt/insert-sale-owner', {
      token: tokens['channel'],
      body: {
        ids: [created.id],
        userId: ids['sales'],
        rowVersions: [{ id: created.id, rowVersion: first + 1 }],
      },
    });
    await call(ctx.app, 'POST', '/businessOppt/change-distribution', {
      token: tokens['channel'],
      body: { id: created.id, ownerType: 'sales', userId: ids['sales2'], reason: 'x', rowVersion: first + 2 },
    });
    expect((await info(created.id, 'admin')).data.rowVersion).toBe(first + 3);
  });

  it('refuse a stage move on a version another session has changed; the first change stands', async () => {
    const created = await fresh();
    const [one, two] = [(await info(created.id, 'admin')).data, (await info(created.id, 'channel')).data];
    expect(one.rowVersion).toBe(two.rowVersion);
    const saved = await update({ id: created.id, amount: '250.00', rowVersion: one.rowVersion }, 'admin');
    expect(saved.code).toBe(0);
    const before = await stored(created.id);
    const stale = await update({ id: created.id, stage: 'quotation', rowVersion: two.rowVersion }, 'channel');
    expect(stale).toMatchObject({ code: 100, msg: en['error.staleRecord'] });
    expect(await stored(created.id)).toEqual(before);
    expect(before).toMatchObject({ stage: 'design', amount: '250.00' });
  });

  it('refuse an owner change or an assignment on a stale version; the first change stands', async () => {
    const created = await fresh();
    const read = (await info(created.id, 'channel')).data.rowVersion;
    const first = await call<AssignOwnerResult>(ctx.app, 'POST', '/businessOppt/insert-sale-owner', {
      token: tokens['admin'],
      body: { ids: [created.id], userId: ids['sales'], rowVersions: [{ id: created.id, rowVersion: read }] },
    });
    expect(first.code).toBe(0);
    const planning = await call(ctx.app, 'POST', '/businessOppt/insert-planning-owner', {
      token: tokens['channel'],
      body: {
        ids: [created.id],
        userId: ids['planner'],
        rowVersions: [{ id: created.id, rowVersion: read }],
      },
    });
    expect(planning).toMatchObject({ code: 100, msg: en['error.staleRecord'] });
    const moved = await call(ctx.app, 'POST', '/businessOppt/change-distribution', {
      token: tokens['channel'],
      body: { id: created.id, ownerType: 'sales', userId: ids['sales2'], reason: 'x', rowVersion: read },
    });
    expect(moved).toMatchObject({ code: 100, msg: en['error.staleRecord'] });
    expect(await stored(created.id)).toMatchObject({ salesOwnerId: ids['sales'], rowVersion: read + 1 });
    const detail = (await info(created.id, 'channel')).data;
    expect(detail.planningOwnerId).toBeNull();
    expect(detail.timeline.map((entry) => entry.action)).toEqual(['create', 'assign-sales']);
  });
});
