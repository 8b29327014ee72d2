import type { MessageKey, QuotationInfo } from '@portal/contract';
import { translate } from '@portal/contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../../../test/test-app';
import { auditEntries, quotations } from '../../db/schema';
import type { QuotationWorld } from './quotations.test-support';
import { caller, quotationWorld, solutionOf } from './quotations.test-support';

/**
 * Planning quotations: made from an approved solution by its opportunity's planner, priced exactly on
 * the server, approved at once within the discount thresholds or by an approver beyond them, returned
 * with reasons and revised into new versions that can be compared.
 */

let world: QuotationWorld;
let api: ReturnType<typeof caller>;
beforeAll(async () => {
  world = await quotationWorld();
  api = caller(world);
});
afterAll(() => world.ctx.close());

const en = (key: MessageKey, params?: Record<string, string | number>) => translate('en', key, params);

async function created(): Promise<QuotationInfo> {
  return api.ok('create-from-solution', { solutionId: await solutionOf(world, world.openA) });
}

const linesOf = (quotation: QuotationInfo) =>
  quotation.lines.map((line) => ({
    itemKind: line.itemKind,
    itemId: line.itemId,
    quantity: line.quantity,
    discountType: line.discountType,
    discountValue: line.discountValue,
  }));

/** Saves the first line with a percent discount and the second with an amount off. */
const discounted = (quotation: QuotationInfo, armPercent: string) => ({
  id: quotation.id,
  taxRate: '13',
  paymentTerms: '30 % advance',
  lines: [
    {
      itemKind: 'material',
      itemId: world.material.arm,
      quantity: '2',
      discountType: 'percent',
      discountValue: armPercent,
    },
    {
      itemKind: 'material',
      itemId: world.material.fence,
      quantity: '12',
      discountType: 'amount',
      discountValue: '20',
    },
  ],
});

describe('a planning quotation', () => {
  it('is made from an approved solution with its lines at list price, totals exact', async () => {
    const quotation = await created();
    expect(quotation).toMatchObject({
      kind: 'planning',
      version: 1,
      status: 'draft',
      latest: true,
      currency: 'CNY',
    });
    expect(quotation.quotationNo).toMatch(/^QT\d{8}\d{6}$/);
    expect(quotation.rootId).toBe(quotation.id);
    expect(quotation.lines.map((l) => [l.code, l.listPrice, l.netPrice, l.lineTotal])).toEqual([
      ['RB-ARM-6-700', '86000.00', '86000.00', '172000.00'],
      ['SF-FENCE-M', '420.00', '420.00', '5040.00'],
    ]);
    expect(quotation).toMatchObject({ exchangeRate: '1', reportingCurrency: 'CNY', taxRate: '13' });
    // 177040.00 × 13 % = 23015.20
    expect([quotation.subtotal, quotation.discountTotal, quotation.taxTotal, quotation.total]).toEqual([
      '177040.00',
      '0.00',
      '23015.20',
      '200055.20',
    ]);
    expect(quotation.actions).toEqual(['edit', 'submit']);
  });

  it('is made only of an approved solution, by its planner', async () => {
    const submitted = await solutionOf(world, world.openA, 'submitted');
    expect((await api.post('create-from-solution', { solutionId: submitted })).msg).toBe(
      en('quotation.refused.solutionNotApproved'),
    );
    const approved = await solutionOf(world, world.openA);
    for (const user of ['planner2', 'partner.sales', 'sales'])
      expect((await api.post('create-from-solution', { solutionId: approved }, user)).msg).toBe(
        en('error.noPermission'),
      );
  });

  it('saves discounts and prices them exactly', async () => {
    const saved = await api.ok('save-quotation', discounted(await created(), '10'));
    // 86000 − 10 % = 77400 × 2 = 154800; 420 − 20 = 400 × 12 = 4800
    expect(saved.lines.map((l) => [l.netPrice, l.lineTotal, l.discountPercent, l.overThreshold])).toEqual([
      ['77400.00', '154800.00', '10', false],
      ['400.00', '4800.00', '4.7619', false],
    ]);
    expect([saved.subtotal, saved.discountTotal, saved.taxTotal, saved.total]).toEqual([
      '159600.00',
      '17440.00',
      '20748.00',
      '180348.00',
    ]);
    expect(saved.paymentTerms).toBe('30 % advance');
  });

  it('refuses bad input with its message and saves nothing', async () => {
    const quotation = await created();
    const base = discounted(quotation, '10');
    const line = (change: object) => ({ ...base, lines: [{ ...base.lines[0]!, ...change }, base.lines[1]!] });
    const invalid: [object, MessageKey][] = [
      [line({ discountValue: '-5' }), 'quotation.validation.discount'],
      [line({ discountValue: '120' }), 'quotation.validation.discountPercent'],
      [line({ quantity: '0' }), 'validation.quantity'],
      [{ ...base, notes: 'x'.repeat(5001) }, 'validation.tooLong'],
    ];
    for (const [body, key] of invalid) {
      const answer = await api.post('save-quotation', body);
      expect(answer.code).toBe(100);
      const messages = fieldErrorsOf(answer.data).map((error) => error.message);
      if (key !== 'validation.tooLong')
        expect(messages.some((message) => message.endsWith(en(key)))).toBe(true);
    }
    const refusals: [object, string][] = [
      [line({ itemId: 2_000_000_000 }), en('quotation.refused.itemUnknown', { line: 1 })],
      [
        line({ discountType: 'amount', discountValue: '86000.01' }),
        en('quotation.refused.discountOverList', { line: 1 }),
      ],
    ];
    for (const [body, message] of refusals)
      expect((await api.post('save-quotation', body)).msg).toBe(message);
    const after = (await api.get(quotation.id)).data;
    expect(after.rowVersion).toBe(quotation.rowVersion);
    expect(after.total).toBe(quotation.total);
    expect(linesOf(after)).toEqual(linesOf(quotation));
  });

  it('is approved at once when no discount exceeds its threshold', async () => {
    const saved = await api.ok('save-quotation', discounted(await created(), '15'));
    const submitted = await api.ok('submit-quotation', { id: saved.id });
    expect(submitted.status).toBe('approved');
    expect(submitted.actions).toEqual(['revise', 'createFormal']);
    const trail = await world.ctx.db
      .select({ action: auditEntries.action, to: auditEntries.toState, comment: auditEntries.comment })
      .from(auditEntries)
      .where(and(eq(auditEntries.entity, 'quotation'), eq(auditEntries.entityId, String(saved.id))))
      .orderBy(asc(auditEntries.id));
    expect(trail.map((entry) => entry.action)).toEqual(['create', 'edit', 'submit', 'approve']);
    expect(trail[3]!.comment).toBe('within discount thresholds');
    // Illegal from approved: edit, submit, decide.
    expect((await api.post('save-quotation', discounted(submitted, '1'))).msg).toBe(
      en('quotation.refused.notEditable'),
    );
    expect((await api.post('submit-quotation', { id: saved.id })).msg).toBe(
      en('quotation.refused.notEditable'),
    );
    expect((await api.post('decide-quotation', { id: saved.id, decision: 'approve' }, 'sales')).msg).toBe(
      en('quotation.refused.notSubmitted'),
    );
  });

  it('waits for an approver beyond the threshold; returned with reasons; revised into versions', async () => {
    const v1 = await api.ok('save-quotation', discounted(await created(), '15.01'));
    expect(v1.needsApproval).toBe(true);
    expect(v1.lines[0]).toMatchObject({ overThreshold: true, maxDiscountPercent: '15.00' });
    const waiting = await api.ok('submit-quotation', { id: v1.id, rowVersion: v1.rowVersion });
    expect(waiting.status).toBe('submitted');
    expect(waiting.actions).toEqual([]);
    // The planner may not decide; a return needs a reason.
    expect((await api.post('decide-quotation', { id: v1.id, decision: 'approve' })).msg).toBe(
      en('error.noPermission'),
    );
    expect((await api.post('decide-quotation', { id: v1.id, decision: 'return' }, 'sales')).code).toBe(100);
    expect((await api.post('revise-quotation', { id: v1.id })).msg).toBe(
      en('quotation.refused.notRevisable'),
    );
    const armLine = waiting.lines[0]!.id;
    const returned = await api.ok(
      'decide-quotation',
      {
        id: v1.id,
        decision: 'return',
        reason: 'Too generous',
        lineReasons: [{ lineId: armLine, reason: 'At most 15 %' }],
      },
      'sales',
    );
    expect(returned).toMatchObject({ status: 'returned', returnReason: 'Too generous' });
    expect(returned.lines.map((l) => l.returnReason)).toEqual(['At most 15 %', null]);
    expect(returned.actions).toEqual([]); // the approver's view
    expect((await api.get(v1.id)).data.actions).toEqual(['revise']);

    const v2 = await api.ok('revise-quotation', { id: v1.id });
    expect(v2).toMatchObject({
      version: 2,
      status: 'draft',
      previousVersionId: v1.id,
      rootId: v1.id,
      quotationNo: v1.quotationNo,
    });
    expect(v2.lines.map((l) => l.returnReason)).toEqual([null, null]);
    expect(v2.versions.map((v) => [v.version, v.status])).toEqual([
      [2, 'draft'],
      [1, 'returned'],
    ]);
    const old = (await api.get(v1.id)).data;
    expect(old).toMatchObject({ status: 'returned', latest: false, actions: [] });
    expect((await api.post('revise-quotation', { id: v1.id })).msg).toBe(en('quotation.refused.revised'));

    // Version 2: the arm at 16 %, the fence removed, a warranty added; then approved by sales.
    const edited = await api.ok('save-quotation', {
      id: v2.id,
      lines: [
        { itemKind: 'material', itemId: world.material.arm, quantity: '3', discountValue: '16' },
        { itemKind: 'material', itemId: world.material.warranty, quantity: '1' },
      ],
    });
    expect(edited.lines.map((l) => [l.code, l.listPrice, l.lineTotal])).toEqual([
      ['RB-ARM-6-700', '86000.00', '216720.00'],
      ['SV-WAR-1Y', '12500.00', '12500.00'],
    ]);
    const { data } = await api.compare(v1.id, v2.id);
    expect(data.lines.map((l) => [l.change, l.code])).toEqual([
      ['changed', 'RB-ARM-6-700'],
      ['added', 'SV-WAR-1Y'],
      ['removed', 'SF-FENCE-M'],
    ]);
    expect(data.lines[0]!.fields.map((f) => [f.field, f.from, f.to])).toEqual([
      ['quantity', '2.000', '3.000'],
      ['discountValue', '15.01', '16.00'],
      ['netPrice', '73091.40', '72240.00'],
      ['lineTotal', '146182.80', '216720.00'],
    ]);
    expect(data.header.map((h) => h.field)).toEqual([
      'paymentTerms',
      'subtotal',
      'discountTotal',
      'taxTotal',
      'total',
    ]);
    const other = await created();
    expect((await api.compare(v1.id, other.id)).msg).toBe(en('quotation.refused.otherQuotation'));

    const approved = await api
      .ok('submit-quotation', { id: v2.id })
      .then((q) => api.ok('decide-quotation', { id: q.id, decision: 'approve' }, 'sales'));
    expect(approved.status).toBe('approved');
    const [row] = await world.ctx.db.select().from(quotations).where(eq(quotations.id, v2.id));
    expect(row!.total).toBe(approved.total);
  });

  it('lists the latest versions by kind, for staff', async () => {
    const page = await api.post<{ list: QuotationInfo[]; total: number }>(
      'page-quotation-list',
      { pageNum: 1, pageSize: 100, kind: 'planning' },
      'sales',
    );
    expect(page.code).toBe(0);
    expect(page.data.list.every((q) => q.kind === 'planning' && q.latest)).toBe(true);
    expect(page.data.total).toBeGreaterThan(3);
    const exported = await world.ctx.app.inject({
      method: 'POST',
      url: '/api/quotation/export-quotation-list',
      headers: { authorization: `Bearer ${world.tokens.sales}` },
      payload: { kind: 'planning' },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('spreadsheet');
  });
});
