import type { ProductLineAdmin, QuotationInfo } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/test-app';
import type { QuotationWorld } from './quotations.test-support';
import { caller, quotationWorld, solutionOf } from './quotations.test-support';

/** The discount thresholds kept with the product lines in system management decide what a quotation flags. */
let world: QuotationWorld;
let api: ReturnType<typeof caller>;
beforeAll(async () => {
  world = await quotationWorld();
  api = caller(world);
});
afterAll(() => world.ctx.close());

const setRobotThreshold = async (discountThreshold: number) => {
  const token = world.tokens['admin'];
  const list = await call<ProductLineAdmin[]>(world.ctx.app, 'GET', '/configuration/product-line/list', {
    token,
  });
  const robot = list.data.find((line) => line.code === 'ROBOT')!;
  const saved = await call(world.ctx.app, 'POST', '/configuration/product-line/save', {
    token,
    body: { ...robot, discountThreshold },
  });
  expect(saved.code, saved.msg).toBe(0);
};

describe('a changed discount threshold', () => {
  it('changes what a quotation flags as over its threshold at once', async () => {
    const created = await api.ok('create-from-solution', {
      solutionId: await solutionOf(world, world.openA),
    });
    const saved = await api.priced(created.id, '18');
    // The robot arm's line (ROBOT, seeded 15 %) is over at 18 %.
    const arm = (info: QuotationInfo) => info.lines.find((line) => line.itemId === world.material.arm)!;
    expect(arm(saved)).toMatchObject({ overThreshold: true, maxDiscountPercent: '15.00' });

    await setRobotThreshold(20);
    const raised = (await api.get(saved.id)).data;
    expect(arm(raised)).toMatchObject({ overThreshold: false, maxDiscountPercent: '20.00' });

    await setRobotThreshold(17.5);
    const lowered = (await api.get(saved.id)).data;
    expect(arm(lowered)).toMatchObject({ overThreshold: true, maxDiscountPercent: '17.50' });
    expect(lowered.needsApproval).toBe(true);
  });
});
