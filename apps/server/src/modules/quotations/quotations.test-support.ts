/** The world of the quotation tests: accounts, two opportunities and approved solutions to quote. */
import type { Language, QuotationDiff, QuotationInfo } from '@portal/contract';
import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { CallOptions, TestContext } from '../../../test/test-app';
import { call, createTestApp, tokenOf } from '../../../test/test-app';
import { businessOpportunities, materials, solutionLines, solutions, users } from '../../db/schema';

export interface QuotationWorld {
  ctx: TestContext;
  tokens: Record<string, string>;
  /** Open opportunities of partners A and B, planned by `planner`, sold by `sales`. */
  openA: number;
  openB: number;
  material: Record<'arm' | 'fence' | 'warranty', number>;
}

const names = ['admin', 'sales', 'planner', 'planner2', 'partner.sales', 'partner.b'];

export async function quotationWorld(): Promise<QuotationWorld> {
  const ctx = await createTestApp();
  const tokens: Record<string, string> = {};
  for (const name of names) tokens[name] = await tokenOf(ctx.app, name);
  const ids = new Map(
    (await ctx.db.select({ id: users.id, username: users.username }).from(users)).map((u) => [
      u.username,
      u.id,
    ]),
  );
  const companyOf = async (name: string) =>
    (await ctx.db.select({ companyId: users.companyId }).from(users).where(eq(users.username, name)))[0]!
      .companyId!;
  const pick = async (companyId: number) => {
    const [row] = await ctx.db
      .select({ id: businessOpportunities.id })
      .from(businessOpportunities)
      .where(and(eq(businessOpportunities.companyId, companyId), eq(businessOpportunities.stage, 'design')))
      .orderBy(asc(businessOpportunities.id))
      .limit(1);
    await ctx.db
      .update(businessOpportunities)
      .set({ planningOwnerId: ids.get('planner')!, salesOwnerId: ids.get('sales')! })
      .where(eq(businessOpportunities.id, row!.id));
    return row!.id;
  };
  const byCode = async (code: string) =>
    (await ctx.db.select({ id: materials.id }).from(materials).where(eq(materials.code, code)))[0]!.id;
  return {
    ctx,
    tokens,
    openA: await pick(await companyOf('partner.sales')),
    openB: await pick(await companyOf('partner.b')),
    material: {
      arm: await byCode('RB-ARM-6-700'),
      fence: await byCode('SF-FENCE-M'),
      warranty: await byCode('SV-WAR-1Y'),
    },
  };
}

/** A solution of `opportunityId` in `status` with two robot arms and 12 m of fence. */
export async function solutionOf(
  world: QuotationWorld,
  opportunityId: number,
  status: 'approved' | 'submitted' = 'approved',
): Promise<number> {
  const [row] = await world.ctx.db
    .insert(solutions)
    .values({ solutionNo: `SOLT${Date.now()}${Math.random()}`, opportunityId, title: 'Welding cell', status })
    .returning({ id: solutions.id });
  await world.ctx.db.insert(solutionLines).values([
    { solutionId: row!.id, kind: 'material', materialId: world.material.arm, quantity: '2', sort: 0 },
    { solutionId: row!.id, kind: 'material', materialId: world.material.fence, quantity: '12', sort: 1 },
  ]);
  return row!.id;
}

export function caller(world: QuotationWorld) {
  const post = <T = QuotationInfo>(
    path: string,
    body: CallOptions['body'],
    user = 'planner',
    lang?: Language,
  ) =>
    call<T>(world.ctx.app, 'POST', `/quotation/${path}`, {
      token: world.tokens[user],
      body,
      ...(lang ? { lang } : {}),
    });
  const get = <T = QuotationInfo>(id: number, user = 'planner') =>
    call<T>(world.ctx.app, 'GET', '/quotation/get-quotation-info', {
      token: world.tokens[user],
      query: { id: String(id) },
    });
  /** A successful move, answered. */
  const ok = async <T = QuotationInfo>(path: string, body: CallOptions['body'], user = 'planner') => {
    const answer = await post<T>(path, body, user);
    expect(answer.code, answer.msg).toBe(0);
    return answer.data;
  };
  const compare = (fromId: number, toId: number, user = 'planner') =>
    call<QuotationDiff>(world.ctx.app, 'GET', '/quotation/compare-versions', {
      token: world.tokens[user],
      query: { fromId: String(fromId), toId: String(toId) },
    });
  /** Saves a quotation's lines again with `discount` percent on each (its planner prices it). */
  const priced = async (id: number, discount: string) => {
    const staff = (await get(id)).data;
    return ok('save-quotation', {
      id,
      lines: staff.lines.map((line) => ({
        itemKind: line.itemKind,
        itemId: line.itemId,
        quantity: line.quantity,
        discountValue: discount,
      })),
    });
  };
  return { post, get, ok, compare, priced };
}

/** A day `days` from today (UTC), as validity dates are written. */
export const dayFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
