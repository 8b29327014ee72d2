import type { HomeSummary, MessageKey, NoticeKind, QuotationInfo } from '@portal/contract';
import { translate } from '@portal/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/test-app';
import { businessOpportunities, notices, orders, quotations, users } from '../../db/schema';
import type { QuotationWorld } from './quotations.test-support';
import { caller, dayFromToday, quotationWorld, solutionOf } from './quotations.test-support';

/**
 * One deal, one order: an approved planning quotation has at most one live formal quotation (issued or
 * accepted), in the service and in the database; a revised planning quotation's formal quotation replaces
 * the previous one, which can no longer be accepted; two accepts of two copies make one order. And every
 * hand-off is told: issued, asked, accepted, requested; an approval notice is done once its task is.
 */

let world: QuotationWorld;
let api: ReturnType<typeof caller>;
const ids: Record<string, number> = {};

const en = (key: MessageKey, params?: Record<string, string | number>) => translate('en', key, params);

beforeAll(async () => {
  world = await quotationWorld();
  api = caller(world);
  for (const row of await world.ctx.db.select({ id: users.id, username: users.username }).from(users))
    ids[row.username] = row.id;
});
afterAll(() => world.ctx.close());

/** Puts partner A's opportunity back in design, so that it can be quoted again after a test won it. */
async function reopenA() {
  await world.ctx.db
    .update(businessOpportunities)
    .set({ stage: 'design' })
    .where(eq(businessOpportunities.id, world.openA));
}

async function approvedPlanning(): Promise<QuotationInfo> {
  const draft = await api.ok('create-from-solution', { solutionId: await solutionOf(world, world.openA) });
  const approved = await api.ok('submit-quotation', { id: draft.id });
  expect(approved.status).toBe('approved');
  return approved;
}

const issue = (planning: QuotationInfo) =>
  api.post('create-formal', { id: planning.id, validUntil: dayFromToday(30) });

const ordersOf = async (quotationNo: string) =>
  world.ctx.db.select().from(orders).where(eq(orders.quotationNo, quotationNo));

describe('one deal, one order', () => {
  it('refuses a second issue of the same approved planning quotation, also two at once', async () => {
    await reopenA();
    const planning = await approvedPlanning();
    const answers = await Promise.all([issue(planning), issue(planning)]);
    expect(answers.map((a) => a.code).sort()).toEqual([0, 100]);
    const formal = answers.find((a) => a.code === 0)!.data;
    expect(answers.find((a) => a.code === 100)!.msg).toBe(
      en('quotation.refused.formalLive', { no: formal.quotationNo }),
    );
    // Not offered again while it is live; a screen of before is refused, naming the live one.
    expect((await api.get(planning.id, 'planner')).data.actions).not.toContain('createFormal');
    const again = await issue(planning);
    expect(again.msg).toBe(en('quotation.refused.formalLive', { no: formal.quotationNo }));
    const live = await world.ctx.db
      .select({ id: quotations.id })
      .from(quotations)
      .where(and(eq(quotations.kind, 'formal'), eq(quotations.sourceQuotationId, planning.id)));
    expect(live).toHaveLength(1);
  });

  it('is held by the database too: a second live formal quotation of one planning quotation is refused', async () => {
    const planning = await approvedPlanning();
    const formal = (await issue(planning)).data;
    const [row] = await world.ctx.db.select().from(quotations).where(eq(quotations.id, formal.id));
    const { id: _id, quotationNo: _no, ...copy } = row!;
    await expect(
      world.ctx.db.insert(quotations).values({ ...copy, quotationNo: `${formal.quotationNo}-COPY` }),
    ).rejects.toThrow();
    // Declined, it leaves room for a new one.
    await world.ctx.db.update(quotations).set({ status: 'declined' }).where(eq(quotations.id, formal.id));
    await world.ctx.db.insert(quotations).values({ ...copy, quotationNo: `${formal.quotationNo}-NEW` });
  });

  it('issues anew once the previous one is declined or expired, as its next version', async () => {
    const planning = await approvedPlanning();
    const first = (await issue(planning)).data;
    await api.ok('decline-quotation', { id: first.id }, 'partner.sales');
    expect((await api.get(planning.id, 'planner')).data.actions).toContain('createFormal');
    const second = (await issue(planning)).data;
    expect(second).toMatchObject({
      quotationNo: first.quotationNo,
      version: 2,
      previousVersionId: first.id,
      status: 'issued',
    });
    await world.ctx.db
      .update(quotations)
      .set({ validUntil: dayFromToday(-1) })
      .where(eq(quotations.id, second.id));
    const third = (await issue(planning)).data;
    expect(third).toMatchObject({ quotationNo: first.quotationNo, version: 3, status: 'issued' });
  });

  it('replaces the formal quotation of a revised planning quotation; two accepts of two copies, one order', async () => {
    const v1 = await approvedPlanning();
    const old = (await issue(v1)).data;
    const draft = await api.ok('revise-quotation', { id: v1.id });
    const v2 = await api.ok('submit-quotation', { id: draft.id });
    expect(v2.status).toBe('approved');
    // The old planning version moves no more.
    expect((await issue(v1)).msg).toBe(en('quotation.refused.revised'));
    const replacing = (await issue(v2)).data;
    expect(replacing).toMatchObject({
      quotationNo: old.quotationNo,
      version: old.version + 1,
      sourceQuotationId: v2.id,
    });
    expect((await api.get(old.id, 'partner.sales')).data.actions).toEqual([]);
    const answers = await Promise.all([
      api.post('accept-quotation', { id: old.id }, 'partner.sales'),
      api.post('accept-quotation', { id: replacing.id }, 'partner.sales'),
    ]);
    expect(answers.map((a) => a.code)).toEqual([100, 0]);
    expect(answers[0]!.msg).toBe(en('quotation.refused.revised'));
    expect(await ordersOf(old.quotationNo)).toHaveLength(1);
    // The deal has its order: no planning version issues another formal quotation.
    await reopenA();
    const v3draft = await api.ok('revise-quotation', { id: v2.id });
    const v3 = await api.ok('submit-quotation', { id: v3draft.id });
    expect((await issue(v3)).msg).toBe(en('quotation.refused.formalAccepted', { no: old.quotationNo }));
  });
});

describe('every hand-off is told', () => {
  const noticesOf = async (userId: number, kinds: NoticeKind[]) =>
    world.ctx.db
      .select()
      .from(notices)
      .where(and(eq(notices.userId, userId), inArray(notices.kind, kinds)))
      .orderBy(asc(notices.id));

  it('tells the partner of the issue, the planner of a question, planner and sales of the order', async () => {
    await reopenA();
    const formal = (await issue(await approvedPlanning())).data;
    const issued = await noticesOf(ids['partner.sales']!, ['quotationIssued']);
    expect(issued.at(-1)).toMatchObject({
      subjectKind: 'customerQuotation',
      subjectId: formal.id,
      params: expect.objectContaining({ no: formal.quotationNo }),
      readAt: null,
    });
    // Partner B's users are not told of partner A's quotation.
    expect((await noticesOf(ids['partner.b']!, ['quotationIssued'])).map((n) => n.subjectId)).not.toContain(
      formal.id,
    );

    const asked = await call(world.ctx.app, 'POST', '/quotation/ask-question', {
      token: world.tokens['partner.sales'],
      body: { quotationId: formal.id, text: 'Can delivery be in March?' },
    });
    expect(asked.code, asked.msg).toBe(0);
    expect((await noticesOf(ids.planner!, ['qaAsked'])).at(-1)).toMatchObject({
      subjectKind: 'quotation',
      subjectId: formal.id,
    });
    const home = await call<HomeSummary>(world.ctx.app, 'GET', '/home/get-summary', {
      token: world.tokens.planner,
    });
    expect(home.data.todos.find((t) => t.kind === 'formalQuestions')!.count).toBeGreaterThan(0);

    const accepted = await api.ok('accept-quotation', { id: formal.id }, 'partner.sales');
    for (const user of ['planner', 'sales']) {
      const told = (await noticesOf(ids[user]!, ['quotationAccepted'])).at(-1)!;
      expect(told.params).toMatchObject({ no: formal.quotationNo, order: accepted.orderNo });
      expect(
        translate('en', 'notice.text.quotationAccepted', { ...told.params }).includes(accepted.orderNo!),
      ).toBe(true);
    }
  });

  it('tells the planning owner of a requested additional quotation, and lists it on the home to-dos', async () => {
    await reopenA();
    const requested = await call<QuotationInfo>(world.ctx.app, 'POST', '/quotation/request-additional', {
      token: world.tokens['partner.sales'],
      body: {
        opportunityId: world.openA,
        note: 'A second cell',
        items: [{ itemKind: 'material', itemId: world.material.arm, quantity: '1' }],
      },
    });
    expect(requested.code, requested.msg).toBe(0);
    expect((await noticesOf(ids.planner!, ['additionalRequested'])).at(-1)).toMatchObject({
      subjectId: requested.data.id,
      params: expect.objectContaining({ no: requested.data.quotationNo }),
    });
    const home = await call<HomeSummary>(world.ctx.app, 'GET', '/home/get-summary', {
      token: world.tokens.planner,
    });
    expect(home.data.todos.find((t) => t.kind === 'additionalToPrice')).toMatchObject({
      count: expect.any(Number),
      path: `/additional-quotation/index?status=requested&planningOwnerId=${ids.planner}`,
    });
    expect(home.data.todos.find((t) => t.kind === 'additionalToPrice')!.count).toBeGreaterThan(0);
    // Another planner is not waited on for it.
    const other = await call<HomeSummary>(world.ctx.app, 'GET', '/home/get-summary', {
      token: world.tokens.planner2,
    });
    expect(other.data.todos.find((t) => t.kind === 'additionalToPrice')?.count ?? 0).toBe(0);
  });

  it('marks an approval-needed notice done once its task is done', async () => {
    await reopenA();
    const draft = await api.ok('create-from-solution', { solutionId: await solutionOf(world, world.openA) });
    const saved = await api.ok('save-quotation', {
      id: draft.id,
      lines: draft.lines.map((line) => ({
        itemKind: line.itemKind,
        itemId: line.itemId,
        quantity: line.quantity,
        discountValue: '40',
      })),
    });
    const waiting = await api.ok('submit-quotation', { id: saved.id });
    expect(waiting.status).toBe('submitted');
    const taskNotices = () =>
      world.ctx.db
        .select({ userId: notices.userId, readAt: notices.readAt })
        .from(notices)
        .where(
          and(
            eq(notices.kind, 'taskWaiting'),
            eq(notices.subjectKind, 'planningQuotation'),
            eq(notices.subjectId, saved.id),
          ),
        );
    const before = await taskNotices();
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((n) => n.readAt === null)).toBe(true);
    await api.ok('decide-quotation', { id: saved.id, decision: 'approve' }, 'sales');
    const after = await taskNotices();
    expect(after.every((n) => n.readAt !== null)).toBe(true);
  });
});
