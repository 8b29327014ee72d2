/**
 * Issue 21 §2, one deal, one order: every quotation move of the contract (a POST of the quotations whose
 * body names the quotation by `id` and the version read by `rowVersion`: save, submit, decide, revise,
 * create formal, issue, accept, which makes the order, decline...) is sent twice at once, and twice in a
 * row, from a state that allows it, as its permission's user. Exactly one of the two is taken, the other
 * refused (never a server error), and then: at most one live formal quotation per planning quotation, at
 * most one order per deal, each move recorded once. The moves come from the contract and the state that
 * allows each is found by trying the states in turn: a new move is walked without editing this file.
 */
import type { Endpoint, QuotationInfo } from '@portal/contract';
import { endpoints, permissions, schemaFields } from '@portal/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, businessOpportunities } from '../src/db/schema';
import type { QuotationWorld } from '../src/modules/quotations/quotations.test-support';
import {
  caller,
  dayFromToday,
  quotationWorld,
  solutionOf,
} from '../src/modules/quotations/quotations.test-support';
import { call } from './test-app';

let world: QuotationWorld;
let api: ReturnType<typeof caller>;

beforeAll(async () => {
  world = await quotationWorld();
  api = caller(world);
}, 120_000);
afterAll(() => world.ctx.close());

/** The moves: every quotation POST whose body is about one quotation version (`id`, `rowVersion`). */
const moves = Object.entries(endpoints.quotations)
  .map(([key, e]): [string, Endpoint] => [key, e])
  .filter(([, e]) => {
    if (e.method !== 'POST' || !e.body || e.multipart || e.download) return false;
    const names = schemaFields(e.body).map((field) => field.path.join('.'));
    return names.includes('id') && names.includes('rowVersion');
  });

/** Who sends a move: the user its permission names (planning edits, sales approves, the partner answers). */
const senderOf = (e: Endpoint) =>
  e.permission === permissions.quotationEdit
    ? 'planner'
    : e.permission === permissions.quotationApprove
      ? 'sales'
      : 'partner.sales';

/** Puts partner A's opportunity back in design, so that it can be quoted again after a move won it. */
const reopenA = () =>
  world.ctx.db
    .update(businessOpportunities)
    .set({ stage: 'design' })
    .where(eq(businessOpportunities.id, world.openA));

const priced = (id: number, discount: string) => api.priced(id, discount);
const planningDraft = async () =>
  api.ok('create-from-solution', { solutionId: await solutionOf(world, world.openA) });
const requested = async () =>
  api.ok(
    'request-additional',
    {
      opportunityId: world.openA,
      note: 'Two more fences',
      items: [{ itemKind: 'material', itemId: world.material.fence, quantity: '2' }],
    },
    'partner.sales',
  );

/** A fresh quotation in each state a move may start from. */
const states: Record<string, () => Promise<QuotationInfo>> = {
  'planning draft': planningDraft,
  // A discount over the threshold waits for the approver.
  'planning submitted': async () =>
    api.ok('submit-quotation', { id: (await priced((await planningDraft()).id, '30')).id }),
  // Under the thresholds, approved at once.
  'planning approved': async () => api.ok('submit-quotation', { id: (await planningDraft()).id }),
  'formal issued': async () =>
    api.ok('create-formal', {
      id: (await api.ok('submit-quotation', { id: (await planningDraft()).id })).id,
      validUntil: dayFromToday(30),
    }),
  'formal accepted': async () => {
    const formal = await states['formal issued']!();
    return api.ok('accept-quotation', { id: formal.id }, 'partner.sales');
  },
  'additional requested': requested,
  'additional approved': async () =>
    api.ok('submit-quotation', { id: (await priced((await requested()).id, '0')).id }),
};

/** The move's body about `subject`, as its screen would send it (the version it read). */
function bodyOf(e: Endpoint, subject: QuotationInfo): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const name of new Set(schemaFields(e.body!).map((field) => field.path[0]!))) {
    if (name === 'id') body[name] = subject.id;
    else if (name === 'rowVersion') body[name] = subject.rowVersion;
    else if (name === 'validUntil') body[name] = dayFromToday(30);
    else if (name === 'decision') body[name] = 'approve';
    else if (name === 'lines')
      body[name] = subject.lines.map((line) => ({
        itemKind: line.itemKind,
        itemId: line.itemId,
        quantity: line.quantity,
      }));
  }
  return body;
}

/** What the one-deal rules forbid anywhere in the database. */
async function brokenInvariants(): Promise<string[]> {
  const live = await world.ctx.db.execute<{ source: number; n: number }>(sql`
    SELECT source_quotation_id AS source, count(*)::int AS n FROM quotations
    WHERE kind = 'formal' AND status IN ('issued', 'accepted') AND source_quotation_id IS NOT NULL
    GROUP BY source_quotation_id HAVING count(*) > 1`);
  const orders = await world.ctx.db.execute<{ no: string; n: number }>(sql`
    SELECT quotation_no AS no, count(*)::int AS n FROM orders
    WHERE quotation_no IS NOT NULL GROUP BY quotation_no HAVING count(*) > 1`);
  return [
    ...live.rows.map((r) => `planning quotation ${r.source} has ${r.n} live formal quotations`),
    ...orders.rows.map((r) => `quotation ${r.no} has ${r.n} orders`),
  ];
}

/** The audit entries of a quotation, by action. */
async function movesRecorded(id: number): Promise<Map<string, number>> {
  const rows = await world.ctx.db
    .select({ action: auditEntries.action })
    .from(auditEntries)
    .where(and(eq(auditEntries.entity, 'quotation'), eq(auditEntries.entityId, String(id))));
  const counts = new Map<string, number>();
  for (const { action } of rows) counts.set(action, (counts.get(action) ?? 0) + 1);
  return counts;
}

type Fire = (
  e: Endpoint,
  user: string,
  body: Record<string, unknown>,
) => Promise<{ code: number; msg: string }[]>;
const send = (e: Endpoint, user: string, body: Record<string, unknown>) =>
  call(world.ctx.app, 'POST', e.path, { token: world.tokens[user], body, lang: 'en' });
const modes: Record<string, Fire> = {
  'twice at once': (e, user, body) => Promise.all([send(e, user, body), send(e, user, body)]),
  'twice in a row': async (e, user, body) => [await send(e, user, body), await send(e, user, body)],
};

describe('one deal, one order, whatever the move (issue 21 §2)', () => {
  it('walks the quotation moves of the contract, the order-making accept among them', () => {
    const paths = moves.map(([, e]) => e.path);
    for (const path of [
      '/quotation/create-formal',
      '/quotation/accept-quotation',
      '/quotation/issue-quotation',
    ])
      expect(paths).toContain(path);
  });

  it.each(
    moves.flatMap(([key, e]) => Object.keys(modes).map((mode) => [`${key} ${mode}`, e, mode] as const)),
  )('%s: one taken, one refused, the deal whole', async (_name, e, mode) => {
    const user = senderOf(e);
    const tried: string[] = [];
    for (const [state, make] of Object.entries(states)) {
      await reopenA();
      const subject = (await api.get((await make()).id)).data;
      const before = await movesRecorded(subject.id);
      const answers = await modes[mode]!(e, user, bodyOf(e, subject));
      const taken = answers.filter((answer) => answer.code === 0).length;
      if (taken === 0) {
        // This state does not allow the move: refused, never a server error; try the next.
        expect(answers.map((answer) => answer.code)).toEqual([100, 100]);
        tried.push(`${state}: ${answers[0]!.msg}`);
        continue;
      }
      expect(
        answers.map((answer) => answer.code).sort(),
        `${state}: ${answers.map((a) => a.msg).join(' | ')}`,
      ).toEqual([0, 100]);
      expect(await brokenInvariants()).toEqual([]);
      const after = await movesRecorded(subject.id);
      const recorded = [...after].filter(([action, n]) => n - (before.get(action) ?? 0) > 1);
      expect(recorded, 'a move recorded more than once').toEqual([]);
      return;
    }
    throw new Error(`no state allows ${e.path}:\n${tried.join('\n')}`);
  });
});
