import type { QuotationInfo } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessOpportunities, materials, quotationLines } from '../../db/schema';
import type { QuotationWorld } from './quotations.test-support';
import { caller, dayFromToday, quotationWorld, solutionOf } from './quotations.test-support';

/** A quotation line keeps the unit its item was quoted in (the materials module's unit code). */

let world: QuotationWorld;
let api: ReturnType<typeof caller>;

beforeAll(async () => {
  world = await quotationWorld();
  api = caller(world);
});
afterAll(() => world.ctx.close());

const unitOf = async (id: number) =>
  (await world.ctx.db.select({ unit: materials.unit }).from(materials).where(eq(materials.id, id)))[0]!.unit;

describe('the unit of a quotation line', () => {
  it('is the unit of its material when quoted, for staff and for the partner', async () => {
    const draft = await api.ok('create-from-solution', { solutionId: await solutionOf(world, world.openA) });
    const armUnit = await unitOf(world.material.arm);
    const fenceUnit = await unitOf(world.material.fence);
    expect(draft.lines.map((line) => [line.itemId, line.unit])).toEqual([
      [world.material.arm, armUnit],
      [world.material.fence, fenceUnit],
    ]);
    const approved = await api.ok('submit-quotation', { id: draft.id });
    const formal = await api.ok('create-formal', { id: approved.id, validUntil: dayFromToday(30) });
    expect(formal.lines.map((line) => line.unit)).toEqual([armUnit, fenceUnit]);
    const partner = await api.get(formal.id, 'partner.sales');
    expect(partner.code, partner.msg).toBe(0);
    expect(partner.data.lines.map((line) => line.unit)).toEqual([armUnit, fenceUnit]);
  });

  it('stays what it was quoted in when the material changes unit; a new line takes the current one', async () => {
    await world.ctx.db
      .update(businessOpportunities)
      .set({ stage: 'design' })
      .where(eq(businessOpportunities.id, world.openA));
    const draft = await api.ok('create-from-solution', { solutionId: await solutionOf(world, world.openA) });
    const fenceUnit = await unitOf(world.material.fence);
    await world.ctx.db.update(materials).set({ unit: 'BOX' }).where(eq(materials.id, world.material.fence));
    try {
      const saved = await api.ok<QuotationInfo>('save-quotation', {
        id: draft.id,
        lines: [
          ...draft.lines.map((line) => ({ itemKind: line.itemKind, itemId: line.itemId, quantity: '3' })),
          { itemKind: 'material', itemId: world.material.warranty, quantity: '1' },
        ],
      });
      expect(saved.lines.map((line) => line.unit)).toEqual([
        await unitOf(world.material.arm),
        fenceUnit,
        await unitOf(world.material.warranty),
      ]);
      // A revision copies the lines as quoted, units included.
      const approved = await api.ok('submit-quotation', { id: draft.id });
      const next = await api.ok('revise-quotation', { id: approved.id });
      expect(next.lines[1]?.unit).toBe(fenceUnit);
      const stored = await world.ctx.db
        .select({ unit: quotationLines.unit })
        .from(quotationLines)
        .where(eq(quotationLines.quotationId, next.id));
      expect(stored.map((row) => row.unit)).toContain(fenceUnit);
    } finally {
      await world.ctx.db
        .update(materials)
        .set({ unit: fenceUnit })
        .where(eq(materials.id, world.material.fence));
    }
  });

  it('is kept on the new lines of a supplementary quotation', async () => {
    await world.ctx.db
      .update(businessOpportunities)
      .set({ stage: 'design' })
      .where(eq(businessOpportunities.id, world.openA));
    const draft = await api.ok('create-from-solution', { solutionId: await solutionOf(world, world.openA) });
    const approved = await api.ok('submit-quotation', { id: draft.id });
    const formal = await api.ok('create-formal', { id: approved.id, validUntil: dayFromToday(30) });
    const accepted = await api.ok('accept-quotation', { id: formal.id }, 'partner.sales');
    const supplementary = await api.ok('create-supplementary', {
      id: accepted.id,
      lines: [{ itemKind: 'material', itemId: world.material.warranty, quantity: '2' }],
    });
    expect(supplementary.lines).toMatchObject([
      { itemId: world.material.warranty, unit: await unitOf(world.material.warranty), quantity: '2' },
    ]);
  });
});
