import { randomBytes } from 'node:crypto';
import type {
  AssignOwnerResult,
  EquipmentParent,
  Opportunity,
  OpportunityAuthority,
  OpportunityCase,
  OpportunityInfo,
  OpportunityStage,
  Page,
} from '@portal/contract';
import { catalogs, translate } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/test-app';
import { call, createTestApp, tokenOf } from '../../../test/test-app';
import { AppError } from '../../core/app-error';
import type { Principal } from '../../core/principal';
import { auditEntries, businessOpportunities, companies, equipmentModels, users } from '../../db/schema';
import type { NewOpportunity } from './opportunities.creation.repository';
import { createCase, createOpportunity } from './opportunities.creation.repository';
import { opportunityEntity } from './opportunities.repository';
import { OpportunitiesService } from './opportunities.service';
import { loadWorkbook, cellValues } from '../../core/xlsx-workbook';

let ctx: TestContext;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
let models: Array<{ id: number; productLineCode: string; kind: 'iop' | 'no_iop' | 'robot' }>;

const en = catalogs.en;
const stamp = () => randomBytes(4).toString('hex').toUpperCase();

beforeAll(async () => {
  ctx = await createTestApp();
  for (const user of ['admin', 'channel', 'sales', 'planner', 'service', 'partner.admin', 'partner.b'])
    tokens[user] = await tokenOf(ctx.app, user);
  for (const row of await ctx.db.select({ id: users.id, username: users.username }).from(users))
    ids[row.username] = row.id;
  for (const row of await ctx.db.select({ id: companies.id, code: companies.code }).from(companies))
    ids[row.code] = row.id;
  models = await ctx.db
    .select({
      id: equipmentModels.id,
      productLineCode: equipmentModels.productLineCode,
      kind: equipmentModels.kind,
    })
    .from(equipmentModels);
  // The demo's second candidate of each owner type, to move owners to.
  for (const username of ['sales2', 'planner2']) {
    const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.username, username));
    ids[username] = row!.id;
  }
  tokens['sales2'] = await tokenOf(ctx.app, 'sales2');
});
afterAll(() => ctx.close());

/** A fresh opportunity of Demo Partner A (or as given), created as staff would. */
async function fresh(overrides: Partial<NewOpportunity> = {}) {
  const cnc = models.filter((m) => m.productLineCode === 'CNC');
  const robot = models.filter((m) => m.productLineCode === 'ROBOT');
  return ctx.db.transaction((tx) =>
    createOpportunity(
      tx,
      {
        companyId: ids['P-A001']!,
        projectName: `Project ${stamp()}`,
        customerName: 'Test Customer',
        customerCreditCode: '91310000TESTCUST01',
        productLineCode: 'CNC',
        amount: '1000.00',
        equipment: [
          { equipmentModelId: cnc[0]!.id, kind: cnc[0]!.kind, quantity: 2 },
          { equipmentModelId: cnc[1]!.id, kind: cnc[1]!.kind, quantity: 1 },
          { equipmentModelId: robot[0]!.id, kind: robot[0]!.kind, quantity: 3 },
        ],
        ...overrides,
      },
      ids['admin']!,
    ),
  );
}

async function ownersOf(id: number) {
  const [row] = await ctx.db
    .select({
      sales: businessOpportunities.salesOwnerId,
      planning: businessOpportunities.planningOwnerId,
      stage: businessOpportunities.stage,
      amount: businessOpportunities.amount,
      expectedCloseDate: businessOpportunities.expectedCloseDate,
    })
    .from(businessOpportunities)
    .where(eq(businessOpportunities.id, id));
  return row!;
}

async function auditOf(id: number) {
  return ctx.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.entity, opportunityEntity), eq(auditEntries.entityId, String(id))))
    .orderBy(auditEntries.id);
}

const page = (body: Record<string, unknown>, token = tokens['admin']) =>
  call<Page<Opportunity>>(ctx.app, 'POST', '/businessOppt/page-businessOppt-list', { token, body });
const info = (id: number | string, token = tokens['admin']) =>
  call<OpportunityInfo>(ctx.app, 'GET', '/businessOppt/get-businessOppt-info', {
    token,
    query: { id: String(id) },
  });
const assign = (
  kind: 'sale' | 'planning',
  body: Record<string, unknown>,
  token = tokens['channel'],
  lang?: 'cn' | 'kr',
) =>
  call<AssignOwnerResult>(ctx.app, 'POST', `/businessOppt/insert-${kind}-owner`, {
    token,
    body,
    ...(lang ? { lang } : {}),
  });
const change = (body: Record<string, unknown>, token = tokens['channel']) =>
  call<Opportunity>(ctx.app, 'POST', '/businessOppt/change-distribution', { token, body });
const update = (body: Record<string, unknown>, token = tokens['channel'], lang?: 'cn' | 'kr') =>
  call<Opportunity>(ctx.app, 'POST', '/businessOppt/update-businessOppt', {
    token,
    body,
    ...(lang ? { lang } : {}),
  });
const authority = (id: number, token = tokens['admin']) =>
  call<OpportunityAuthority>(ctx.app, 'GET', '/businessOppt/get-sale-operation-authority', {
    token,
    query: { id: String(id) },
  });

describe('the list', () => {
  it('is for staff with business.opptList only', async () => {
    expect((await page({})).code).toBe(0);
    expect((await page({}, tokens['planner'])).code).toBe(0);
    expect((await page({}, tokens['sales'])).code).toBe(0);
    expect((await call(ctx.app, 'POST', '/businessOppt/page-businessOppt-list', { body: {} })).code).toBe(6);
    for (const user of ['service', 'partner.admin', 'partner.b']) {
      const res = await page({}, tokens[user]);
      expect(res).toMatchObject({ code: 100, msg: en['error.noPermission'] });
    }
  });

  it('has the demo rows on every tab', async () => {
    for (const tab of ['all', 'sales', 'plan']) {
      const res = await page({ tab });
      expect(res.code).toBe(0);
      expect(res.data.total).toBeGreaterThan(0);
    }
  });

  it('tabs: "sales" lacks a sales owner, "plan" a planning owner', async () => {
    const tag = stamp();
    const none = await fresh({ projectName: `Tabs ${tag} none` });
    const salesOnly = await fresh({ projectName: `Tabs ${tag} sales` });
    const both = await fresh({ projectName: `Tabs ${tag} both` });
    expect((await assign('sale', { ids: [salesOnly.id, both.id], userId: ids['sales'] })).code).toBe(0);
    expect((await assign('planning', { ids: [both.id], userId: ids['planner'] })).code).toBe(0);
    const numbers = async (tab: string) =>
      (await page({ tab, keyword: tag })).data.list.map((row) => row.opptNo).sort();
    expect(await numbers('all')).toEqual([none.opptNo, salesOnly.opptNo, both.opptNo].sort());
    expect(await numbers('sales')).toEqual([none.opptNo]);
    expect(await numbers('plan')).toEqual([none.opptNo, salesOnly.opptNo].sort());
  });

  it('answers the row fields', async () => {
    const created = await fresh({ amount: '1234567.5', expectedCloseDate: '2027-03-31' });
    await assign('sale', { ids: [created.id], userId: ids['sales'] });
    const res = await page({ keyword: created.opptNo });
    expect(res.data.total).toBe(1);
    expect(res.data.list[0]).toMatchObject({
      id: created.id,
      opptNo: created.opptNo,
      companyId: ids['P-A001'],
      companyName: '演示合作伙伴A',
      companyNameEn: 'Demo Partner A',
      productLineCode: 'CNC',
      productLineNameEn: 'CNC machine tools',
      amount: '1234567.50',
      currency: 'CNY',
      stage: 'design',
      expectedCloseDate: '2027-03-31',
      salesOwnerId: ids['sales'],
      salesOwnerName: 'Sam Sales',
      planningOwnerId: null,
      planningOwnerName: null,
      sourceReportId: null,
      sourceReportNo: null,
    });
    expect(created.opptNo).toMatch(new RegExp(`^BO${new Date().getFullYear()}\\d{6}$`));
  });

  it('filters on the server and sorts by an allowed field', async () => {
    const tag = stamp();
    const a = await fresh({ projectName: `F ${tag} a`, amount: '300.00', productLineCode: 'ROBOT' });
    const b = await fresh({ projectName: `F ${tag} b`, amount: '100.00', companyId: ids['P-B001'] });
    const c = await fresh({ projectName: `F ${tag} c`, amount: null });
    await update({ id: b.id, stage: 'quotation' });
    await assign('sale', { ids: [a.id], userId: ids['sales'] });
    await assign('planning', { ids: [c.id], userId: ids['planner'] });
    const numbers = async (body: Record<string, unknown>) =>
      (await page({ keyword: tag, ...body })).data.list.map((row) => row.opptNo);
    expect(await numbers({ stage: 'quotation' })).toEqual([b.opptNo]);
    expect(await numbers({ productLineCode: 'ROBOT' })).toEqual([a.opptNo]);
    expect(await numbers({ companyId: ids['P-B001'] })).toEqual([b.opptNo]);
    expect(await numbers({ salesOwnerId: ids['sales'] })).toEqual([a.opptNo]);
    expect(await numbers({ planningOwnerId: ids['planner'] })).toEqual([c.opptNo]);
    expect(await numbers({ sortField: 'amount', sortOrder: 'asc' })).toEqual([b.opptNo, a.opptNo, c.opptNo]);
    expect(await numbers({ sortField: 'amount', sortOrder: 'desc' })).toEqual([a.opptNo, b.opptNo, c.opptNo]);
    const future = new Date(Date.now() + 60_000).toISOString();
    expect(await numbers({ createdFrom: future })).toEqual([]);
    expect((await numbers({ createdTo: future })).sort()).toEqual([a.opptNo, b.opptNo, c.opptNo].sort());
    // Wildcards are literal.
    expect((await page({ keyword: '%' })).data.total).toBe(0);
    expect((await page({ keyword: `F_${tag}` })).data.total).toBe(0);
  });

  it('refuses bad filters with a message naming the field', async () => {
    const res = await page({ tab: 'mine' });
    expect(res.code).toBe(100);
    expect(res.msg).toContain('tab');
    expect((await page({ sortField: 'customer_name; DROP TABLE users' })).msg).toContain('sortField');
    expect((await page({ createdFrom: 'yesterday' })).msg).toContain('createdFrom');
    expect((await page({ pageSize: 501 })).msg).toContain('pageSize');
  });
});

describe('the detail', () => {
  it('has every field, the equipment, the timeline and the case counts', async () => {
    const created = await fresh();
    await ctx.db.transaction(async (tx) => {
      await createCase(
        tx,
        { opportunityId: created.id, kind: 'solution', title: 'S1', status: 'draft' },
        ids['admin']!,
      );
      await createCase(
        tx,
        { opportunityId: created.id, kind: 'quotation', title: 'Q1', status: 'submitted', amount: '99.5' },
        ids['admin']!,
      );
    });
    await assign('sale', { ids: [created.id], userId: ids['sales'] });
    const res = await info(created.id, tokens['planner']);
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({
      id: created.id,
      opptNo: created.opptNo,
      createdById: ids['admin'],
      createdByName: 'Ada Admin',
      caseCounts: { total: 2, solution: 1, quotation: 1 },
    });
    expect(res.data.equipment.map((line) => line.quantity)).toEqual([2, 1, 3]);
    expect(res.data.timeline.map((entry) => entry.action)).toEqual(['create', 'assign-sales']);
    expect(res.data.timeline[1]).toMatchObject({ toName: 'Sam Sales', actorName: 'Chen Channel' });
  });

  it('answers "not found" for an unknown id and refuses partners', async () => {
    expect(await info(999_999)).toMatchObject({ code: 100, msg: en['error.recordNotFound'] });
    expect((await info('abc')).code).toBe(100);
    const created = await fresh();
    expect((await info(created.id, tokens['partner.admin'])).code).toBe(100);
    expect((await info(created.id, tokens['partner.b'])).code).toBe(100);
  });

  it('lists the cases, newest first, paged', async () => {
    const created = await fresh();
    await ctx.db.transaction(async (tx) => {
      for (let i = 1; i <= 3; i++)
        await createCase(
          tx,
          {
            opportunityId: created.id,
            kind: i === 2 ? 'quotation' : 'solution',
            title: `Case ${i}`,
            status: 'draft',
          },
          ids['admin']!,
        );
    });
    const res = await call<Page<OpportunityCase>>(
      ctx.app,
      'POST',
      '/businessOppt/get-oppt-case-businessOppt-list',
      {
        token: tokens['admin'],
        body: { opportunityId: created.id, pageNum: 1, pageSize: 2 },
      },
    );
    expect(res.data.total).toBe(3);
    expect(res.data.list).toHaveLength(2);
    expect(res.data.list[0]!.caseNo).toMatch(/^OC\d{4}\d{6}$/);
    const missing = await call(ctx.app, 'POST', '/businessOppt/get-oppt-case-businessOppt-list', {
      token: tokens['admin'],
      body: { opportunityId: 999_999 },
    });
    expect(missing).toMatchObject({ code: 100, msg: en['error.recordNotFound'] });
  });

  it('groups the equipment by product line and kind', async () => {
    const created = await fresh();
    const res = await call<EquipmentParent[]>(
      ctx.app,
      'POST',
      '/opptCase/sale-equipment-detail-parents-info',
      {
        token: tokens['admin'],
        body: { opportunityId: created.id },
      },
    );
    expect(res.code).toBe(0);
    const cncIop = res.data.find((p) => p.productLineCode === 'CNC' && p.kind === 'iop');
    expect(cncIop).toMatchObject({ quantity: 3 });
    expect(cncIop!.children).toHaveLength(2);
    expect(res.data.find((p) => p.productLineCode === 'ROBOT')).toMatchObject({ kind: 'robot', quantity: 3 });
    const missing = await call(ctx.app, 'POST', '/opptCase/sale-equipment-detail-parents-info', {
      token: tokens['admin'],
      body: { opportunityId: 999_999 },
    });
    expect(missing.code).toBe(100);
  });
});

describe('assigning owners', () => {
  it('assigns a sales owner to one opportunity, with its audit entry', async () => {
    const created = await fresh();
    const res = await assign('sale', { ids: [created.id], userId: ids['sales'] }, tokens['sales']);
    expect(res).toMatchObject({ code: 0, data: { updated: 1 } });
    expect((await ownersOf(created.id)).sales).toBe(ids['sales']);
    const audit = await auditOf(created.id);
    expect(audit.at(-1)).toMatchObject({
      action: 'assign-sales',
      toState: String(ids['sales']),
      actorId: ids['sales'],
    });
  });

  it('assigns several at once, an audit entry each (duplicates counted once)', async () => {
    const one = await fresh();
    const two = await fresh();
    const res = await assign('planning', { ids: [one.id, two.id, one.id], userId: ids['planner'] });
    expect(res).toMatchObject({ code: 0, data: { updated: 2 } });
    for (const created of [one, two]) {
      expect((await ownersOf(created.id)).planning).toBe(ids['planner']);
      expect((await auditOf(created.id)).filter((e) => e.action === 'assign-planning')).toHaveLength(1);
    }
  });

  it('refuses the whole request when one already has an owner, naming it; nothing changes', async () => {
    const free = await fresh();
    const taken = await fresh();
    await assign('sale', { ids: [taken.id], userId: ids['sales'] });
    const before = (await auditOf(free.id)).length;
    const res = await assign('sale', { ids: [free.id, taken.id], userId: ids['sales2'] });
    expect(res).toMatchObject({
      code: 100,
      msg: translate('en', 'opportunity.error.salesAlreadyAssigned', {
        opptNo: taken.opptNo,
        name: 'Sam Sales',
      }),
    });
    expect((await ownersOf(free.id)).sales).toBeNull();
    expect((await ownersOf(taken.id)).sales).toBe(ids['sales']);
    expect(await auditOf(free.id)).toHaveLength(before);

    const planned = await fresh();
    await assign('planning', { ids: [planned.id], userId: ids['planner'] });
    const again = await assign(
      'planning',
      { ids: [planned.id], userId: ids['planner'] },
      tokens['channel'],
      'cn',
    );
    expect(again.code).toBe(100);
    expect(again.msg).toContain(planned.opptNo);
    expect(again.msg).toContain('已有规划负责人');
  });

  it('refuses a user who is not a candidate of that owner type', async () => {
    const created = await fresh();
    for (const userId of [ids['planner'], ids['partner.admin'], ids['admin'], 999_999]) {
      const res = await assign('sale', { ids: [created.id], userId });
      expect(res).toMatchObject({ code: 100, msg: en['opportunity.error.notSalesCandidate'] });
    }
    const res = await assign('planning', { ids: [created.id], userId: ids['sales'] });
    expect(res).toMatchObject({ code: 100, msg: en['opportunity.error.notPlanningCandidate'] });
    expect(await ownersOf(created.id)).toMatchObject({ sales: null, planning: null });
  });

  it('refuses an unknown id, and changes none of the others', async () => {
    const created = await fresh();
    const res = await assign('sale', { ids: [created.id, 999_999], userId: ids['sales'] });
    expect(res).toMatchObject({
      code: 100,
      msg: translate('en', 'opportunity.error.assignNotFound', { id: 999_999 }),
    });
    expect((await ownersOf(created.id)).sales).toBeNull();
  });

  it('needs opportunity.assign: planners, service and partners are refused', async () => {
    const created = await fresh();
    for (const user of ['planner', 'service', 'partner.admin', 'partner.b']) {
      const res = await assign('sale', { ids: [created.id], userId: ids['sales'] }, tokens[user]);
      expect(res).toMatchObject({ code: 100, msg: en['error.noPermission'] });
    }
    const anonymous = await call(ctx.app, 'POST', '/businessOppt/insert-sale-owner', {
      body: { ids: [created.id], userId: ids['sales'] },
    });
    expect(anonymous.code).toBe(6);
    expect((await ownersOf(created.id)).sales).toBeNull();
  });

  it('validates the body', async () => {
    const empty = await assign('sale', { ids: [], userId: ids['sales'] });
    expect(empty.code).toBe(100);
    expect(empty.msg).toContain('ids');
    const many = await assign('sale', {
      ids: Array.from({ length: 201 }, (_, i) => i + 1),
      userId: ids['sales'],
    });
    expect(many.msg).toContain('ids');
    const noUser = await assign('sale', { ids: [1] });
    expect(noUser.msg).toContain('userId');
  });

  it('lets exactly one of two concurrent assignments win', async () => {
    const created = await fresh();
    const results = await Promise.all([
      assign('sale', { ids: [created.id], userId: ids['sales'] }),
      assign('sale', { ids: [created.id], userId: ids['sales2'] }),
    ]);
    expect(results.map((r) => r.code).sort()).toEqual([0, 100]);
    expect((await auditOf(created.id)).filter((e) => e.action === 'assign-sales')).toHaveLength(1);
  });
});

describe('change distribution', () => {
  it('moves an owner with a reason, kept in the audit entry and shown on the timeline', async () => {
    const created = await fresh();
    await assign('sale', { ids: [created.id], userId: ids['sales'] });
    const res = await change({
      id: created.id,
      ownerType: 'sales',
      userId: ids['sales2'],
      reason: '  Region moved  ',
    });
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ salesOwnerId: ids['sales2'], salesOwnerName: 'Sue Second' });
    expect((await auditOf(created.id)).at(-1)).toMatchObject({
      action: 'change-sales',
      fromState: String(ids['sales']),
      toState: String(ids['sales2']),
      comment: 'Region moved',
      actorId: ids['channel'],
    });
    const timeline = (await info(created.id)).data.timeline;
    expect(timeline.at(-1)).toMatchObject({
      fromName: 'Sam Sales',
      toName: 'Sue Second',
      comment: 'Region moved',
    });

    await assign('planning', { ids: [created.id], userId: ids['planner'] });
    const planning = await change({
      id: created.id,
      ownerType: 'planning',
      userId: ids['planner2'],
      reason: 'Load',
    });
    expect(planning.data.planningOwnerId).toBe(ids['planner2']);
  });

  it('refuses when no owner is set yet, when unchanged, and a non-candidate', async () => {
    const created = await fresh();
    const none = await change({ id: created.id, ownerType: 'sales', userId: ids['sales'], reason: 'x' });
    expect(none).toMatchObject({
      code: 100,
      msg: translate('en', 'opportunity.error.noSalesOwner', { opptNo: created.opptNo }),
    });
    await assign('sale', { ids: [created.id], userId: ids['sales'] });
    const same = await change({ id: created.id, ownerType: 'sales', userId: ids['sales'], reason: 'x' });
    expect(same).toMatchObject({
      code: 100,
      msg: translate('en', 'opportunity.error.ownerUnchanged', { name: 'Sam Sales' }),
    });
    const wrong = await change({ id: created.id, ownerType: 'sales', userId: ids['planner'], reason: 'x' });
    expect(wrong).toMatchObject({ code: 100, msg: en['opportunity.error.notSalesCandidate'] });
    const missing = await change({ id: 999_999, ownerType: 'sales', userId: ids['sales2'], reason: 'x' });
    expect(missing).toMatchObject({ code: 100, msg: en['error.recordNotFound'] });
    expect((await ownersOf(created.id)).sales).toBe(ids['sales']);
    expect((await auditOf(created.id)).filter((e) => e.action.startsWith('change-'))).toHaveLength(0);
  });

  it('requires a bounded reason and opportunity.assign', async () => {
    const created = await fresh();
    await assign('sale', { ids: [created.id], userId: ids['sales'] });
    for (const reason of [undefined, '', '   ', 'x'.repeat(501)]) {
      const res = await change({ id: created.id, ownerType: 'sales', userId: ids['sales2'], reason });
      expect(res.code).toBe(100);
      expect(res.msg).toContain('reason');
    }
    for (const user of ['planner', 'partner.admin']) {
      const res = await change(
        { id: created.id, ownerType: 'sales', userId: ids['sales2'], reason: 'x' },
        tokens[user],
      );
      expect(res).toMatchObject({ code: 100, msg: en['error.noPermission'] });
    }
    expect((await ownersOf(created.id)).sales).toBe(ids['sales']);
  });
});

describe('update: stage, amount, expected close date', () => {
  const moveTo = async (id: number, stages: OpportunityStage[]) => {
    for (const stage of stages) expect((await update({ id, stage })).code).toBe(0);
  };

  it('moves forward one step at a time to won, an audit entry each', async () => {
    const created = await fresh();
    await moveTo(created.id, ['quotation', 'negotiation', 'won']);
    expect((await ownersOf(created.id)).stage).toBe('won');
    const stages = (await auditOf(created.id)).filter((e) => e.action === 'stage');
    expect(stages.map((e) => [e.fromState, e.toState])).toEqual([
      ['design', 'quotation'],
      ['quotation', 'negotiation'],
      ['negotiation', 'won'],
    ]);
  });

  it('lets any open stage go to lost', async () => {
    for (const path of [[], ['quotation'], ['quotation', 'negotiation']] as OpportunityStage[][]) {
      const created = await fresh();
      await moveTo(created.id, path);
      expect((await update({ id: created.id, stage: 'lost' })).code).toBe(0);
      expect((await ownersOf(created.id)).stage).toBe('lost');
    }
  });

  it('refuses skipping, moving backwards, and any change of a won or lost opportunity; nothing changes', async () => {
    const illegal: Array<[OpportunityStage[], OpportunityStage]> = [
      [[], 'negotiation'],
      [[], 'won'],
      [['quotation'], 'design'],
      [['quotation'], 'won'],
      [['quotation', 'negotiation'], 'quotation'],
      [['quotation', 'negotiation'], 'design'],
    ];
    for (const [path, to] of illegal) {
      const created = await fresh();
      await moveTo(created.id, path);
      const from = path.at(-1) ?? 'design';
      const before = (await auditOf(created.id)).length;
      const res = await update({ id: created.id, stage: to, amount: '5.00' });
      expect(res).toMatchObject({
        code: 100,
        msg: translate('en', 'opportunity.error.stageIllegal', {
          from: en[`opportunity.stage.${from}`],
          to: en[`opportunity.stage.${to}`],
        }),
      });
      expect(await ownersOf(created.id)).toMatchObject({ stage: from, amount: '1000.00' });
      expect(await auditOf(created.id)).toHaveLength(before);
    }
    for (const [path, final] of [
      [['quotation', 'negotiation', 'won'], 'won'],
      [['lost'], 'lost'],
    ] as const) {
      const created = await fresh();
      await moveTo(created.id, [...path]);
      for (const body of [
        { stage: 'lost' },
        { stage: 'design' },
        { amount: '1.00' },
        { expectedCloseDate: '2030-01-01' },
      ]) {
        const res = await update({ id: created.id, ...body });
        expect(res).toMatchObject({
          code: 100,
          msg: translate('en', 'opportunity.error.final', {
            opptNo: created.opptNo,
            stage: en[`opportunity.stage.${final}`],
          }),
        });
      }
      expect((await ownersOf(created.id)).stage).toBe(final);
    }
  });

  it('says the illegal move in the request language', async () => {
    const created = await fresh();
    const res = await update({ id: created.id, stage: 'won' }, tokens['channel'], 'kr');
    expect(res.msg).toBe(translate('kr', 'opportunity.error.stageIllegal', { from: '설계', to: '수주' }));
  });

  it('changes the amount and the date, with one audit entry naming both', async () => {
    const created = await fresh();
    const res = await update({ id: created.id, amount: '2500.5', expectedCloseDate: '2027-06-30' });
    expect(res.data).toMatchObject({ amount: '2500.50', expectedCloseDate: '2027-06-30', stage: 'design' });
    expect((await auditOf(created.id)).at(-1)).toMatchObject({
      action: 'update',
      comment: 'amount: 1000.00 → 2500.5; expectedCloseDate: -- → 2027-06-30',
    });
    // The same values again change nothing and are refused as such.
    const same = await update({ id: created.id, amount: '2500.50', expectedCloseDate: '2027-06-30' });
    expect(same).toMatchObject({ code: 100, msg: en['opportunity.error.nothingChanged'] });
    const cleared = await update({ id: created.id, amount: null, expectedCloseDate: null });
    expect(cleared.data).toMatchObject({ amount: null, expectedCloseDate: null });
  });

  it('validates amounts, dates and an empty change', async () => {
    const created = await fresh();
    for (const amount of ['12.345', '-1', 'abc', '1'.repeat(17)]) {
      const res = await update({ id: created.id, amount });
      expect(res).toMatchObject({ code: 100 });
      expect(res.msg).toContain('amount');
    }
    expect((await update({ id: created.id, expectedCloseDate: '2027-02-30' })).msg).toContain(
      'expectedCloseDate',
    );
    expect((await update({ id: created.id, stage: 'closed' })).msg).toContain('stage');
    const nothing = await update({ id: created.id });
    expect(nothing.code).toBe(100);
    expect(nothing.msg).toContain(en['opportunity.validation.nothingToUpdate']);
  });

  it('is for administrators, channel managers and the sales owner', async () => {
    const created = await fresh();
    expect((await update({ id: created.id, amount: '1.00' }, tokens['admin'])).code).toBe(0);
    expect(await update({ id: created.id, amount: '2.00' }, tokens['sales'])).toMatchObject({
      code: 100,
      msg: en['opportunity.error.notEditor'],
    });
    expect((await update({ id: created.id, amount: '2.00' }, tokens['planner'])).msg).toBe(
      en['opportunity.error.notEditor'],
    );
    await assign('sale', { ids: [created.id], userId: ids['sales'] });
    expect((await update({ id: created.id, stage: 'quotation' }, tokens['sales'])).code).toBe(0);
    expect((await update({ id: created.id, amount: '3.00' }, tokens['sales2'])).msg).toBe(
      en['opportunity.error.notEditor'],
    );
    for (const user of ['partner.admin', 'service'])
      expect((await update({ id: created.id, amount: '3.00' }, tokens[user])).msg).toBe(
        en['error.noPermission'],
      );
    expect((await update({ id: 999_999, amount: '3.00' })).msg).toBe(en['error.recordNotFound']);
  });
});

describe('sale operation authority', () => {
  it('answers per role and state what the writes allow', async () => {
    const created = await fresh();
    expect((await authority(created.id, tokens['admin'])).data).toEqual({
      canEdit: true,
      canAssignSales: true,
      canAssignPlanning: true,
      canChangeDistribution: false,
      canChangeSales: false,
      canChangePlanning: false,
      nextStages: ['quotation', 'lost'],
    });
    expect((await authority(created.id, tokens['sales'])).data).toMatchObject({
      canEdit: false,
      canAssignSales: true,
      nextStages: [],
    });
    expect((await authority(created.id, tokens['planner'])).data).toEqual({
      canEdit: false,
      canAssignSales: false,
      canAssignPlanning: false,
      canChangeDistribution: false,
      canChangeSales: false,
      canChangePlanning: false,
      nextStages: [],
    });
    await assign('sale', { ids: [created.id], userId: ids['sales'] });
    expect((await authority(created.id, tokens['sales'])).data).toMatchObject({
      canEdit: true,
      canAssignSales: false,
      canAssignPlanning: true,
      canChangeDistribution: true,
      canChangeSales: true,
      canChangePlanning: false,
    });
    expect((await authority(created.id, tokens['sales2'])).data.canEdit).toBe(false);
    await update({ id: created.id, stage: 'lost' });
    expect((await authority(created.id, tokens['channel'])).data).toMatchObject({
      canEdit: false,
      nextStages: [],
    });
  });

  it('refuses partners and unknown ids', async () => {
    const created = await fresh();
    expect((await authority(created.id, tokens['partner.admin'])).msg).toBe(en['error.noPermission']);
    expect((await authority(999_999)).msg).toBe(en['error.recordNotFound']);
  });
});

describe('export', () => {
  const exportList = (body: Record<string, unknown>, token = tokens['admin'], lang?: 'cn' | 'kr') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/businessOppt/export-businessOppt-list',
      headers: { authorization: `Bearer ${token}`, ...(lang ? { language: lang } : {}) },
      payload: body,
    });

  async function sheetOf(payload: Buffer) {
    const workbook = await loadWorkbook(payload);
    const sheet = workbook.worksheets[0]!;
    const rows: string[][] = [];
    sheet.eachRow((row) => rows.push(cellValues(row).map((v) => (v == null ? '' : String(v)))));
    return { name: sheet.name, rows };
  }

  it("answers the filter's rows as an .xlsx file, headers in the request language", async () => {
    const tag = stamp();
    const a = await fresh({ projectName: `X ${tag} a` });
    const b = await fresh({ projectName: `X ${tag} b` });
    await fresh({ projectName: `Other ${stamp()}` });
    await assign('sale', { ids: [a.id], userId: ids['sales'] });
    const res = await exportList(
      { keyword: tag, sortField: 'opptNo', sortOrder: 'asc' },
      tokens['admin'],
      'cn',
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=.*\.xlsx/);
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain('商机列表');
    const { name, rows } = await sheetOf(res.rawPayload);
    expect(name).toBe('商机');
    expect(rows[0]![0]).toBe('商机编号');
    // Customers of every country share one column, headed by the general name.
    expect(rows[0]).toContain(translate('cn', 'common.registrationNumber'));
    expect(rows.slice(1).map((row) => row[0])).toEqual([a.opptNo, b.opptNo]);
    expect(rows[1]).toContain('Sam Sales');
    expect(rows[1]).toContain('方案设计');

    const tab = await sheetOf((await exportList({ keyword: tag, tab: 'sales' })).rawPayload);
    expect(tab.rows.slice(1).map((row) => row[0])).toEqual([b.opptNo]);
  });

  it('writes only the columns the reader sees, in their order, when the body names them', async () => {
    const tag = stamp();
    const a = await fresh({ projectName: `C ${tag} a` });
    const res = await exportList(
      { keyword: tag, columns: ['stage', 'opptNo', 'amount'] },
      tokens['admin'],
      'kr',
    );
    expect(res.statusCode).toBe(200);
    const { rows } = await sheetOf(res.rawPayload);
    expect(rows[0]).toEqual([
      translate('kr', 'opportunity.field.stage'),
      translate('kr', 'opportunity.field.opptNo'),
      translate('kr', 'opportunity.field.amount'),
    ]);
    expect(rows[1]![1]).toBe(a.opptNo);
    // Without columns: every column.
    const all = await sheetOf((await exportList({ keyword: tag })).rawPayload);
    expect(all.rows[0]!.length).toBeGreaterThan(10);
    // Bad columns are refused with a message naming the field, and nothing is written.
    for (const columns of [[], ['opptNo', 'opptNo'], ['<x>'], 'opptNo']) {
      const refused = await exportList({ keyword: tag, columns });
      expect(refused.headers['content-type']).toMatch(/json/);
      expect(refused.json<{ code: number; msg: string }>().code).not.toBe(0);
      expect(refused.json<{ code: number; msg: string }>().msg).toContain('columns');
    }
  });

  it('is refused to partners and to users without the list', async () => {
    for (const user of ['partner.admin', 'partner.b', 'service']) {
      const res = await exportList({}, tokens[user]);
      expect(res.json()).toMatchObject({ code: 100, msg: en['error.noPermission'] });
    }
  });

  it('refuses a filter above the limit, before sending anything', async () => {
    const tag = stamp();
    await fresh({ projectName: `L ${tag} 1` });
    await fresh({ projectName: `L ${tag} 2` });
    const service = new OpportunitiesService(ctx.db);
    const principal: Principal = {
      userId: ids['admin']!,
      username: 'admin',
      kind: 'internal',
      companyId: null,
      employeeId: null,
      sessionId: 'test',
      roles: ['admin'],
      permissions: new Set(['business.opptList']),
    };
    const body = {
      pageNum: 1,
      pageSize: 20,
      tab: 'all' as const,
      keyword: tag,
      sortField: 'createdAt' as const,
      sortOrder: 'desc' as const,
    };
    // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- no reply is needed: the export refuses before it writes one.
    const refusal = await service.export(body, principal, 'en', undefined as never, 1).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal instanceof AppError && refusal.key).toBe('export.tooManyRows');
    // Within the limit, through the endpoint, both rows come.
    const { rows } = await sheetOf((await exportList({ keyword: tag })).rawPayload);
    expect(rows).toHaveLength(3);
  });
});

describe('create (staff)', () => {
  const create = (body: Record<string, unknown>, token = tokens['channel']) =>
    call<Opportunity>(ctx.app, 'POST', '/businessOppt/insert-businessOppt', { token, body });
  const valid = () => {
    const cnc = models.filter((m) => m.productLineCode === 'CNC');
    return {
      companyId: ids['P-B001'],
      projectName: `Staff ${stamp()}`,
      customerName: '青岛智造科技有限公司',
      customerCreditCode: '91370200ma3xde036y',
      customerRegion: 'CN',
      productLineCode: 'CNC',
      amount: '500000',
      currency: 'USD',
      expectedCloseDate: '2027-01-15',
      equipment: [{ equipmentModelId: cnc[0]!.id, quantity: 2 }],
    };
  };

  it('creates an opportunity in stage design, numbered, with its equipment and "create" entry', async () => {
    const res = await create(valid());
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({
      companyId: ids['P-B001'],
      customerCreditCode: '91370200MA3XDE036Y',
      customerCountry: 'CN',
      amount: '500000.00',
      currency: 'USD',
      stage: 'design',
      salesOwnerId: null,
      planningOwnerId: null,
      protectedUntil: null,
      sourceReportId: null,
    });
    expect(res.data.opptNo).toMatch(/^BO\d{10}$/);
    const detail = (await info(res.data.id)).data;
    expect(detail.equipment).toHaveLength(1);
    expect(detail.createdByName).toBe('Chen Channel');
    expect(detail.timeline.map((e) => e.action)).toEqual(['create']);
    // It waits on both distribution tabs.
    expect((await page({ tab: 'sales', keyword: res.data.opptNo })).data.total).toBe(1);
    expect((await page({ tab: 'plan', keyword: res.data.opptNo })).data.total).toBe(1);
  });

  it('is for administrators and channel managers', async () => {
    for (const user of ['sales', 'planner'])
      expect((await create(valid(), tokens[user])).msg).toBe(en['opportunity.error.notCreator']);
    for (const user of ['partner.admin', 'service'])
      expect((await create(valid(), tokens[user])).msg).toBe(en['error.noPermission']);
    expect((await create(valid(), tokens['admin'])).code).toBe(0);
  });

  it('refuses an unknown company, product line, currency or a model of another line', async () => {
    const robot = models.find((m) => m.productLineCode === 'ROBOT')!;
    expect((await create({ ...valid(), companyId: 999_999 })).msg).toBe(
      en['opportunity.error.companyInvalid'],
    );
    expect((await create({ ...valid(), productLineCode: 'NOPE' })).msg).toBe(
      translate('en', 'opportunity.error.productLineInvalid', { code: 'NOPE' }),
    );
    expect((await create({ ...valid(), currency: 'XYZ' })).msg).toBe(
      translate('en', 'opportunity.error.currencyInvalid', { code: 'XYZ' }),
    );
    expect((await create({ ...valid(), equipment: [{ equipmentModelId: robot.id, quantity: 1 }] })).msg).toBe(
      translate('en', 'opportunity.error.equipmentInvalid', { id: robot.id }),
    );
    for (const [field, value] of [
      ['projectName', ''],
      ['customerName', '   '],
      ['customerCreditCode', 'SHORT'],
      ['customerCreditCode', '91370200MA3XDE036X'],
      ['amount', '1.999'],
      ['expectedCloseDate', '31/12/2027'],
      ['equipment', [{ equipmentModelId: 1, quantity: 0 }]],
    ] as const) {
      const res = await create({ ...valid(), [field]: value });
      expect(res.code, field).toBe(100);
      expect(res.msg, field).toContain(field);
    }
  });
});
