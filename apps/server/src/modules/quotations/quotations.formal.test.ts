import type { MessageKey, PartnerQuotationInfo, QuotationInfo } from '@portal/contract';
import { translate } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadWorkbook, cellValues } from '../../core/xlsx-workbook';
import { auditEntries, businessOpportunities, orderLines, orders, quotations } from '../../db/schema';
import type { QuotationWorld } from './quotations.test-support';
import { quotationExpiryJob } from './quotations.expiry';
import { caller, dayFromToday, quotationWorld, solutionOf } from './quotations.test-support';

/**
 * Formal quotations: made from an approved planning quotation, answered by the partner of the
 * opportunity's company (who never sees the cost side), accepted into exactly one order even when
 * accepted twice at once, refused once past their validity date.
 */

let world: QuotationWorld;
let api: ReturnType<typeof caller>;
/** Approved planning quotations of partners A and B. */
let planningA: QuotationInfo;
let planningB: QuotationInfo;

const en = (key: MessageKey, params?: Record<string, string | number>) => translate('en', key, params);

async function approvedPlanning(opportunityId: number): Promise<QuotationInfo> {
  const draft = await api.ok('create-from-solution', { solutionId: await solutionOf(world, opportunityId) });
  await api.ok('save-quotation', {
    id: draft.id,
    lines: draft.lines.map((line) => ({
      itemKind: line.itemKind,
      itemId: line.itemId,
      quantity: line.quantity,
      discountValue: '10',
    })),
  });
  const approved = await api.ok('submit-quotation', { id: draft.id });
  expect(approved.status).toBe('approved');
  return approved;
}

const formalOf = (planning: QuotationInfo, days = 30) =>
  api.ok('create-formal', { id: planning.id, validUntil: dayFromToday(days), deliveryTerms: 'FOB Shanghai' });

beforeAll(async () => {
  world = await quotationWorld();
  api = caller(world);
  planningA = await approvedPlanning(world.openA);
  planningB = await approvedPlanning(world.openB);
});
afterAll(() => world.ctx.close());

const costFields = ['listPrice', 'discountType', 'discountValue', 'discountTotal', 'exchangeRate'];

describe('a formal quotation', () => {
  it('is made from an approved planning quotation with exactly its lines and totals', async () => {
    const formal = await formalOf(planningA);
    expect(formal).toMatchObject({
      kind: 'formal',
      status: 'issued',
      version: 1,
      sourceQuotationId: planningA.id,
      validUntil: dayFromToday(30),
      deliveryTerms: 'FOB Shanghai',
      subtotal: planningA.subtotal,
      taxTotal: planningA.taxTotal,
      total: planningA.total,
    });
    expect(formal.quotationNo).not.toBe(planningA.quotationNo);
    const terms = (q: QuotationInfo) =>
      q.lines.map((l) => [l.code, l.quantity, l.listPrice, l.netPrice, l.lineTotal]);
    expect(terms(formal)).toEqual(terms(planningA));
    // Staff who may approve answer for the customer; the planner does not.
    expect(formal.actions).toEqual([]);
    expect((await api.get(formal.id, 'sales')).data.actions).toEqual(['accept', 'decline']);
    expect((await api.get(formal.id, 'partner.sales')).data.actions).toEqual(['accept', 'decline']);
  });

  it('refuses a validity date not after today, a planning quotation not approved, other kinds’ moves', async () => {
    for (const days of [0, -1])
      expect(
        (await api.post('create-formal', { id: planningA.id, validUntil: dayFromToday(days) })).msg,
      ).toBe(en('quotation.refused.validUntilPast'));
    const draft = await api.ok('create-from-solution', { solutionId: await solutionOf(world, world.openA) });
    expect((await api.post('create-formal', { id: draft.id, validUntil: dayFromToday(5) })).msg).toBe(
      en('quotation.refused.notApproved'),
    );
    expect(
      (await api.post('create-formal', { id: planningA.id, validUntil: dayFromToday(5) }, 'partner.sales'))
        .msg,
    ).toBe(en('error.noPermission'));
    const formal = await formalOf(await approvedPlanning(world.openA));
    for (const path of ['submit-quotation', 'revise-quotation', 'create-formal'])
      expect((await api.post(path, { id: formal.id, validUntil: dayFromToday(5) })).msg).toBe(
        en('quotation.refused.wrongKind'),
      );
    expect((await api.post('decide-quotation', { id: formal.id, decision: 'approve' }, 'sales')).msg).toBe(
      en('quotation.refused.wrongKind'),
    );
    expect((await api.post('accept-quotation', { id: draft.id }, 'sales')).msg).toBe(
      en('quotation.refused.wrongKind'),
    );
    expect((await api.post('accept-quotation', { id: formal.id }, 'planner')).msg).toBe(
      en('error.noPermission'),
    );
  });
});

describe('partners', () => {
  it('see their company’s formal quotations only, by list and by id, without the cost side', async () => {
    const mine = await formalOf(await approvedPlanning(world.openA));
    const theirs = await formalOf(planningB);
    const page = await api.post<{ list: PartnerQuotationInfo[] }>(
      'page-quotation-list',
      { pageNum: 1, pageSize: 100 },
      'partner.sales',
    );
    expect(page.code).toBe(0);
    const ids = page.data.list.map((q) => q.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    expect(ids).not.toContain(planningA.id);
    expect(page.data.list.every((q) => q.kind !== 'planning')).toBe(true);
    const planningOnly = await api.post<{ list: unknown[]; total: number }>(
      'page-quotation-list',
      { pageNum: 1, pageSize: 100, kind: 'planning' },
      'partner.sales',
    );
    expect(planningOnly.data.total).toBe(0);
    for (const [id, user] of [
      [planningA.id, 'partner.sales'],
      [theirs.id, 'partner.sales'],
      [mine.id, 'partner.b'],
    ] as const)
      expect((await api.get(id, user)).msg).toBe(en('error.recordNotFound'));

    const info = await api.get<PartnerQuotationInfo>(mine.id, 'partner.sales');
    expect(info.data.total).toBe(mine.total);
    expect(info.data.lines.map((l) => l.netPrice)).toEqual(mine.lines.map((l) => l.netPrice));
    for (const body of [info.response.body, page.response.body])
      for (const field of costFields) expect(body).not.toContain(`"${field}"`);
    const diff = await api.compare(mine.id, mine.id, 'partner.sales');
    expect(diff.code).toBe(0);
    // Staff see the cost side.
    const staff = await api.get(mine.id, 'sales');
    for (const field of costFields) expect(staff.response.body).toContain(`"${field}"`);
  });

  it('export their company’s quotations without the discount column', async () => {
    const mine = await formalOf(await approvedPlanning(world.openA));
    const rowsOf = async (user: string) => {
      const response = await world.ctx.app.inject({
        method: 'POST',
        url: '/api/quotation/export-quotation-list',
        headers: { authorization: `Bearer ${world.tokens[user]}` },
        payload: {},
      });
      expect(response.statusCode).toBe(200);
      const sheet = (await loadWorkbook(response.rawPayload)).worksheets[0]!;
      const rows: unknown[][] = [];
      sheet.eachRow((row) => rows.push(cellValues(row)));
      return rows;
    };
    const discount = en('quotation.field.discountTotal');
    const partner = await rowsOf('partner.sales');
    expect(partner[0]).not.toContain(discount);
    const numbers = partner.slice(1).map((row) => row[0]);
    expect(numbers).toContain(mine.quotationNo);
    expect(numbers).not.toContain(planningA.quotationNo);
    expect(numbers).not.toContain(planningB.quotationNo);
    expect((await rowsOf('sales'))[0]).toContain(discount);
  });

  it('decline their own issued quotation; a declined one cannot be accepted', async () => {
    const formal = await formalOf(await approvedPlanning(world.openA));
    expect((await api.post('decline-quotation', { id: formal.id }, 'partner.b')).msg).toBe(
      en('error.recordNotFound'),
    );
    const declined = await api.ok('decline-quotation', { id: formal.id }, 'partner.sales');
    expect(declined.status).toBe('declined');
    expect((await api.post('accept-quotation', { id: formal.id }, 'partner.sales')).msg).toBe(
      en('quotation.refused.notIssued'),
    );
  });

  it('cannot accept a quotation past its validity date: it is marked expired', async () => {
    const formal = await formalOf(await approvedPlanning(world.openA), 3);
    const yesterday = dayFromToday(-1);
    await world.ctx.db.update(quotations).set({ validUntil: yesterday }).where(eq(quotations.id, formal.id));
    const refusal = await api.post('accept-quotation', { id: formal.id }, 'partner.sales');
    expect(refusal.msg).toBe(en('quotation.refused.expired', { date: yesterday }));
    expect((await api.get(formal.id, 'partner.sales')).data.status).toBe('expired');
    const trail = await world.ctx.db
      .select({ action: auditEntries.action })
      .from(auditEntries)
      .where(and(eq(auditEntries.entity, 'quotation'), eq(auditEntries.entityId, String(formal.id))));
    expect(trail.map((entry) => entry.action)).toContain('expire');
  });

  it('reads as expired once past its validity date, writing nothing; the expiry job marks it once', async () => {
    const formal = await formalOf(await approvedPlanning(world.openA), 3);
    const yesterday = dayFromToday(-1);
    const { db } = world.ctx;
    await db.update(quotations).set({ validUntil: yesterday }).where(eq(quotations.id, formal.id));
    const stored = async () => (await db.select().from(quotations).where(eq(quotations.id, formal.id)))[0]!;
    const before = await stored();
    const read = await api.get(formal.id, 'partner.sales');
    expect(read.data).toMatchObject({ status: 'expired', actions: [] });
    const listed = async (status: string) =>
      (
        await api.post<{ list: { id: number }[] }>(
          'page-quotation-list',
          { pageNum: 1, pageSize: 100, status },
          'partner.sales',
        )
      ).data.list.map((q) => q.id);
    expect(await listed('expired')).toContain(formal.id);
    expect(await listed('issued')).not.toContain(formal.id);
    expect(await stored()).toMatchObject({ status: 'issued', rowVersion: before.rowVersion });

    const run = () =>
      quotationExpiryJob.run({ db, now: new Date(), config: world.ctx.config, logger: world.ctx.app.log });
    expect(await run()).toMatchObject({ expired: expect.any(Number) });
    expect(await stored()).toMatchObject({ status: 'expired', rowVersion: before.rowVersion + 1 });
    await run();
    const trail = await db
      .select({ action: auditEntries.action })
      .from(auditEntries)
      .where(and(eq(auditEntries.entity, 'quotation'), eq(auditEntries.entityId, String(formal.id))));
    expect(trail.filter((entry) => entry.action === 'expire')).toHaveLength(1);
  });

  it('accept into exactly one order with equal lines, even twice at once; the opportunity is won', async () => {
    const formal = await formalOf(await approvedPlanning(world.openA));
    const answers = await Promise.all([
      api.post('accept-quotation', { id: formal.id }, 'partner.sales'),
      api.post('accept-quotation', { id: formal.id }, 'partner.sales'),
    ]);
    expect(answers.map((a) => a.code).sort()).toEqual([0, 100]);
    expect(answers.find((a) => a.code === 100)!.msg).toBe(en('quotation.refused.notIssued'));
    const accepted = answers.find((a) => a.code === 0)!.data;
    expect(accepted.status).toBe('accepted');
    const made = await world.ctx.db.select().from(orders).where(eq(orders.quotationNo, formal.quotationNo));
    expect(made).toHaveLength(1);
    const order = made[0]!;
    expect(accepted).toMatchObject({ orderId: order.id, orderNo: order.orderNo });
    expect(order).toMatchObject({
      currency: formal.currency,
      total: formal.subtotal,
      opportunityId: formal.opportunityId,
    });
    const lines = await world.ctx.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(lines.map((l) => [l.materialCode, String(l.quantity), l.unitPrice, l.amount])).toEqual(
      formal.lines.map((l) => [l.code, String(Number(l.quantity)), l.netPrice, l.lineTotal]),
    );
    const [opportunity] = await world.ctx.db
      .select({ stage: businessOpportunities.stage })
      .from(businessOpportunities)
      .where(eq(businessOpportunities.id, formal.opportunityId));
    expect(opportunity!.stage).toBe('won');
    expect((await api.post('accept-quotation', { id: formal.id }, 'partner.sales')).msg).toBe(
      en('quotation.refused.notIssued'),
    );
  });
});
