import type { MessageKey, PartnerQuotationInfo, QuotationInfo, ReturnedDetail } from '@portal/contract';
import { translate } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, fieldErrorsOf } from '../../../test/test-app';
import { auditEntries, businessOpportunities, orderLines, orders, quotations } from '../../db/schema';
import type { QuotationWorld } from './quotations.test-support';
import { caller, dayFromToday, quotationWorld, solutionOf } from './quotations.test-support';

/**
 * Additional quotations (asked for by the partner, priced by planning, issued, answered), supplementary
 * ones (new lines on an accepted formal quotation, accepted into exactly one order amendment) and the
 * returned detail of a version.
 */

let world: QuotationWorld;
let api: ReturnType<typeof caller>;
const en = (key: MessageKey, params?: Record<string, string | number>) => translate('en', key, params);
const costFields = ['listPrice', 'discountType', 'discountValue', 'discountTotal', 'exchangeRate'];

beforeAll(async () => {
  world = await quotationWorld();
  api = caller(world);
});
afterAll(() => world.ctx.close());

const request = (opportunityId: number, user = 'partner.sales') =>
  api.post<QuotationInfo & PartnerQuotationInfo>(
    'request-additional',
    {
      opportunityId,
      note: 'Two more fences and a warranty',
      items: [
        { itemKind: 'material', itemId: world.material.fence, quantity: '2' },
        { itemKind: 'material', itemId: world.material.warranty, quantity: '1' },
      ],
    },
    user,
  );

/** Prices a quotation priced by planning with a discount and submits it (answers the submitted one). */
async function priceAndSubmit(quotation: QuotationInfo, discount = '0') {
  await api.ok('save-quotation', {
    id: quotation.id,
    lines: quotation.lines.map((line) => ({
      itemKind: line.itemKind,
      itemId: line.itemId,
      quantity: line.quantity,
      discountValue: discount,
    })),
  });
  return api.ok('submit-quotation', { id: quotation.id });
}

/** Partner A's opportunity open again (accepting an additional or formal quotation wins it). */
const reopenA = () =>
  world.ctx.db
    .update(businessOpportunities)
    .set({ stage: 'design' })
    .where(eq(businessOpportunities.id, world.openA));

async function acceptedFormal(): Promise<QuotationInfo> {
  await reopenA();
  const draft = await api.ok('create-from-solution', { solutionId: await solutionOf(world, world.openA) });
  const approved = await api.ok('submit-quotation', { id: draft.id });
  const formal = await api.ok('create-formal', { id: approved.id, validUntil: dayFromToday(30) });
  return api.ok('accept-quotation', { id: formal.id }, 'partner.sales');
}

describe('an additional quotation', () => {
  it('is requested by the partner, priced by planning, approved, issued and accepted into an order', async () => {
    const asked = await request(world.openA);
    expect(asked.code, asked.msg).toBe(0);
    const partnerView = asked.data;
    expect(partnerView).toMatchObject({
      kind: 'additional',
      status: 'requested',
      requestNote: 'Two more fences and a warranty',
      lines: [],
      total: '0.00',
    });
    for (const field of costFields) expect(partnerView).not.toHaveProperty(field);
    const staff = (await api.get(asked.data.id)).data;
    expect(staff.lines.map((line) => line.quantity)).toEqual(['2', '1']);
    expect(staff.actions).toEqual(['edit', 'submit']);
    // The partner cannot price it; the second planner owns nothing here.
    expect((await api.post('save-quotation', { id: staff.id, lines: [] }, 'partner.sales')).msg).toBe(
      en('error.noPermission'),
    );
    expect((await api.post('submit-quotation', { id: staff.id }, 'planner2')).msg).toBe(
      en('error.noPermission'),
    );
    // Not issuable before approval, not acceptable before issue.
    expect((await api.post('issue-quotation', { id: staff.id, validUntil: dayFromToday(10) })).msg).toBe(
      en('quotation.refused.notIssuable'),
    );
    expect((await api.post('accept-quotation', { id: staff.id }, 'partner.sales')).msg).toBe(
      en('quotation.refused.notIssued'),
    );
    const submitted = await priceAndSubmit(staff, '30');
    expect(submitted.status).toBe('submitted');
    // Still no prices for the partner while planning works on it.
    const hidden = (await api.get<PartnerQuotationInfo>(staff.id, 'partner.sales')).data;
    expect(hidden).toMatchObject({ status: 'submitted', lines: [], subtotal: '0.00' });
    const returned = await api.ok(
      'decide-quotation',
      {
        id: staff.id,
        decision: 'return',
        reason: 'Too much discount',
        lineReasons: [{ lineId: submitted.lines[0]!.id, reason: 'at most 10 %' }],
      },
      'sales',
    );
    expect(returned.status).toBe('returned');
    const v2 = await api.ok('revise-quotation', { id: staff.id });
    expect(v2).toMatchObject({ kind: 'additional', version: 2, status: 'draft' });
    const approved = await priceAndSubmit(v2, '0');
    expect(approved.status).toBe('approved');
    expect(approved.actions).toEqual(['revise', 'issue']);
    expect((await api.post('issue-quotation', { id: v2.id, validUntil: dayFromToday(0) })).msg).toBe(
      en('quotation.refused.validUntilPast'),
    );
    const issued = await api.ok('issue-quotation', { id: v2.id, validUntil: dayFromToday(15) });
    expect(issued).toMatchObject({ status: 'issued', validUntil: dayFromToday(15) });
    const seen = (await api.get<PartnerQuotationInfo>(v2.id, 'partner.sales')).data;
    expect(seen.lines).toHaveLength(2);
    expect(seen.total).toBe(issued.total);
    for (const field of costFields) {
      expect(seen).not.toHaveProperty(field);
      for (const line of seen.lines) expect(line).not.toHaveProperty(field);
    }
    expect(seen.actions).toEqual(['accept', 'decline']);
    const accepted = await api.ok('accept-quotation', { id: v2.id }, 'partner.sales');
    expect(accepted.status).toBe('accepted');
    expect(accepted.orderId).not.toBeNull();
    // The returned detail of version 1: the reasons and what version 2 changed.
    const detail = await call<ReturnedDetail>(world.ctx.app, 'GET', '/quotation/get-returned-detail', {
      token: world.tokens.planner,
      query: { id: String(staff.id) },
    });
    expect(detail.code, detail.msg).toBe(0);
    expect(detail.data).toMatchObject({
      returnReason: 'Too much discount',
      nextVersionId: v2.id,
      lineReasons: [{ reason: 'at most 10 %', lineNo: 1 }],
    });
    expect(detail.data.returnedBy).not.toBeNull();
    expect(detail.data.diff?.lines.map((line) => line.change)).toEqual(['changed', 'changed']);
    const partnerDetail = await call(world.ctx.app, 'GET', '/quotation/get-returned-detail', {
      token: world.tokens['partner.sales'],
      query: { id: String(staff.id) },
    });
    expect(partnerDetail.msg).toBe(en('error.noPermission'));
  });

  it('is declined by the partner; a declined one moves no more', async () => {
    const asked = (await request(world.openA)).data;
    const approved = await priceAndSubmit((await api.get(asked.id)).data);
    await api.ok('issue-quotation', { id: approved.id, validUntil: dayFromToday(5) });
    expect((await api.ok('decline-quotation', { id: approved.id }, 'partner.sales')).status).toBe('declined');
    for (const path of ['accept-quotation', 'decline-quotation'])
      expect((await api.post(path, { id: approved.id }, 'partner.sales')).msg).toBe(
        en('quotation.refused.notIssued'),
      );
    expect((await api.post('create-formal', { id: approved.id, validUntil: dayFromToday(5) })).msg).toBe(
      en('quotation.refused.wrongKind'),
    );
  });

  it('is asked only by a partner of the opportunity’s company, with a note, and listed by kind', async () => {
    expect((await request(world.openB)).msg).toBe(en('error.recordNotFound'));
    expect((await request(999_999)).msg).toBe(en('error.recordNotFound'));
    expect((await request(world.openA, 'planner')).msg).toBe(en('error.noPermission'));
    const before = await world.ctx.db
      .select({ id: quotations.id })
      .from(quotations)
      .where(eq(quotations.kind, 'additional'));
    const empty = await api.post(
      'request-additional',
      { opportunityId: world.openA, note: '   ' },
      'partner.sales',
    );
    expect(empty.code).toBe(100);
    expect(
      fieldErrorsOf(empty.data)
        .map((error) => error.message)
        .some((m) => m.endsWith(en('quotation.validation.requestNote'))),
    ).toBe(true);
    const unknown = await api.post(
      'request-additional',
      {
        opportunityId: world.openA,
        note: 'x',
        items: [{ itemKind: 'material', itemId: 999_999, quantity: '1' }],
      },
      'partner.sales',
    );
    expect(unknown.msg).toBe(en('quotation.refused.itemUnknown', { line: 1 }));
    const after = await world.ctx.db
      .select({ id: quotations.id })
      .from(quotations)
      .where(eq(quotations.kind, 'additional'));
    expect(after).toHaveLength(before.length);
    const mine = (await request(world.openA)).data;
    const theirs = await api.ok(
      'request-additional',
      { opportunityId: world.openB, note: 'B asks' },
      'partner.b',
    );
    const list = (user: string) =>
      api.post<{ list: { id: number; kind: string }[] }>(
        'page-quotation-list',
        { pageNum: 1, pageSize: 100, kind: ['additional'] },
        user,
      );
    const ofA = (await list('partner.sales')).data.list;
    expect(ofA.map((q) => q.id)).toContain(mine.id);
    expect(ofA.map((q) => q.id)).not.toContain(theirs.id);
    expect(new Set(ofA.map((q) => q.kind))).toEqual(new Set(['additional']));
    expect((await api.get(theirs.id, 'partner.sales')).msg).toBe(en('error.recordNotFound'));
  });
});

describe('a supplementary quotation', () => {
  it('adds lines to an accepted formal quotation and, accepted twice at once, amends its order once', async () => {
    const formal = await acceptedFormal();
    const [orderBefore] = await world.ctx.db.select().from(orders).where(eq(orders.id, formal.orderId!));
    const linesBefore = await world.ctx.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, formal.orderId!));
    const draft = await api.ok('create-supplementary', {
      id: formal.id,
      lines: [{ itemKind: 'material', itemId: world.material.warranty, quantity: '2' }],
    });
    expect(draft).toMatchObject({
      kind: 'supplementary',
      status: 'draft',
      sourceQuotationId: formal.id,
      currency: formal.currency,
    });
    expect(draft.lines.map((line) => line.itemId)).toEqual([world.material.warranty]);
    // The partner does not see it before it is issued, by id or by list.
    expect((await api.get(draft.id, 'partner.sales')).msg).toBe(en('error.recordNotFound'));
    const listed = await api.post<{ list: { id: number }[] }>(
      'page-quotation-list',
      { pageNum: 1, pageSize: 100 },
      'partner.sales',
    );
    expect(listed.data.list.map((q) => q.id)).not.toContain(draft.id);
    const approved = await api.ok('submit-quotation', { id: draft.id });
    expect(approved.status).toBe('approved');
    await api.ok('issue-quotation', { id: draft.id, validUntil: dayFromToday(10) });
    const seen = await api.get<PartnerQuotationInfo>(draft.id, 'partner.sales');
    expect(seen.code).toBe(0);
    for (const field of costFields) expect(seen.data).not.toHaveProperty(field);
    expect((await api.get(draft.id, 'partner.b')).msg).toBe(en('error.recordNotFound'));
    expect((await api.post('accept-quotation', { id: draft.id }, 'partner.b')).msg).toBe(
      en('error.recordNotFound'),
    );
    const answers = await Promise.all([
      api.post('accept-quotation', { id: draft.id }, 'partner.sales'),
      api.post('accept-quotation', { id: draft.id }, 'sales'),
    ]);
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    expect(answers.find((a) => a.code !== 0)?.msg).toBe(en('quotation.refused.notIssued'));
    const accepted = (await api.get(draft.id)).data;
    expect(accepted).toMatchObject({ status: 'accepted', orderId: formal.orderId });
    const linesAfter = await world.ctx.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, formal.orderId!));
    expect(linesAfter).toHaveLength(linesBefore.length + 1);
    const added = linesAfter.find((line) => !linesBefore.some((old) => old.id === line.id))!;
    expect(added).toMatchObject({
      materialCode: draft.lines[0]!.code,
      quantity: 2,
      amount: accepted.lines[0]!.lineTotal,
    });
    const [orderAfter] = await world.ctx.db.select().from(orders).where(eq(orders.id, formal.orderId!));
    expect(Number(orderAfter!.total) - Number(orderBefore!.total)).toBeCloseTo(
      Number(accepted.lines[0]!.lineTotal),
      2,
    );
    const amendments = await world.ctx.db
      .select()
      .from(auditEntries)
      .where(
        and(
          eq(auditEntries.entity, 'order'),
          eq(auditEntries.entityId, String(formal.orderId)),
          eq(auditEntries.action, 'amend'),
        ),
      );
    expect(amendments).toHaveLength(1);
    expect(amendments[0]!.comment).toContain(accepted.quotationNo);
  });

  it('is made only from an accepted formal quotation, by its planner', async () => {
    await reopenA();
    const draft = await api.ok('create-from-solution', { solutionId: await solutionOf(world, world.openA) });
    const line = [{ itemKind: 'material', itemId: world.material.warranty, quantity: '1' }];
    expect((await api.post('create-supplementary', { id: draft.id, lines: line })).msg).toBe(
      en('quotation.refused.wrongKind'),
    );
    const approved = await api.ok('submit-quotation', { id: draft.id });
    const issued = await api.ok('create-formal', { id: approved.id, validUntil: dayFromToday(30) });
    expect((await api.post('create-supplementary', { id: issued.id, lines: line })).msg).toBe(
      en('quotation.refused.notAccepted'),
    );
    const formal = await acceptedFormal();
    expect((await api.post('create-supplementary', { id: formal.id, lines: line }, 'planner2')).msg).toBe(
      en('error.noPermission'),
    );
    expect(
      (await api.post('create-supplementary', { id: formal.id, lines: line }, 'partner.sales')).msg,
    ).toBe(en('error.noPermission'));
    // The accepted lines stay on the formal quotation: a supplementary one never changes them.
    const acceptedLines = (await api.get(formal.id)).data.lines;
    const supplementary = await api.ok('create-supplementary', { id: formal.id, lines: line });
    expect((await api.get(formal.id)).data.lines).toEqual(acceptedLines);
    expect((await api.post('revise-quotation', { id: formal.id })).msg).toBe(
      en('quotation.refused.wrongKind'),
    );
    expect(
      (await api.post('issue-quotation', { id: supplementary.id, validUntil: dayFromToday(3) })).msg,
    ).toBe(en('quotation.refused.notIssuable'));
  });
});
