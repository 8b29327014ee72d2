/**
 * The quotation state machine lives in the contract's table and the module's rule alone
 * (`quotations.rules.ts`: the latest version, the moves of its kind, its planner, the partner of its
 * company): what the server answers with each quotation is that answer for its reader, every (state,
 * action) pair of the table walked here either moves the quotation where the table says, taken by a
 * reader it was offered to, or is refused to every reader and changes nothing; a stale version is refused.
 */
import type { Page, QuotationAction, QuotationInfo, Quotation, QuotationState } from '@portal/contract';
import { quotationActions, quotationStates, quotationTransitions, translate } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { principalOf } from '../../../test/principals';
import type { Principal } from '../../core/principal';
import { businessOpportunities, quotations } from '../../db/schema';
import { findQuotationById } from './quotations.repository';
import type { QuotationRow } from './quotations.repository';
import { kindsOf, quotationActionsOf } from './quotations.rules';
import type { QuotationWorld } from './quotations.test-support';
import { caller, dayFromToday, quotationWorld, solutionOf } from './quotations.test-support';

let world: QuotationWorld;
let api: ReturnType<typeof caller>;
/** The planner, another planner, an administrator, an approver (sales), the partner of A and of B. */
const readers = ['planner', 'planner2', 'admin', 'sales', 'partner.sales', 'partner.b'];
const principals: Record<string, Principal> = {};

beforeAll(async () => {
  world = await quotationWorld();
  api = caller(world);
  for (const user of readers) principals[user] = await principalOf(world.ctx.db, user);
});
afterAll(() => world.ctx.close());

/** The actions the table and the module's rule give a reader, recomputed from the stored quotation. */
async function expected(
  id: number,
  user: string,
  rows?: Map<number, QuotationRow>,
): Promise<QuotationAction[]> {
  const row = rows?.get(id) ?? (await findQuotationById(world.ctx.db, id));
  rows?.set(id, row!);
  return quotationActionsOf(row!, principals[user]!);
}

async function rowOf(id: number) {
  const [row] = await world.ctx.db.select().from(quotations).where(eq(quotations.id, id));
  return row!;
}

const linesOf = (quotation: QuotationInfo, discount = '0') =>
  quotation.lines.map((line) => ({
    itemKind: line.itemKind,
    itemId: line.itemId,
    quantity: line.quantity,
    discountValue: discount,
  }));

/** Each action through its endpoint (`expire` is the server's own move: it has none). */
const take: Record<
  Exclude<QuotationAction, 'expire'>,
  (quotation: QuotationInfo, user: string) => ReturnType<typeof api.post<QuotationInfo>>
> = {
  edit: (q, user) => api.post('save-quotation', { id: q.id, lines: linesOf(q, '30') }, user),
  submit: (q, user) => api.post('submit-quotation', { id: q.id }, user),
  approve: (q, user) => api.post('decide-quotation', { id: q.id, decision: 'approve' }, user),
  return: (q, user) => api.post('decide-quotation', { id: q.id, decision: 'return', reason: 'No' }, user),
  revise: (q, user) => api.post('revise-quotation', { id: q.id }, user),
  createFormal: (q, user) => api.post('create-formal', { id: q.id, validUntil: dayFromToday(30) }, user),
  accept: (q, user) => api.post('accept-quotation', { id: q.id }, user),
  decline: (q, user) => api.post('decline-quotation', { id: q.id }, user),
  issue: (q, user) => api.post('issue-quotation', { id: q.id, validUntil: dayFromToday(30) }, user),
};

/** A new quotation of partner A's opportunity brought to a state by the table's own moves. */
async function inState(state: QuotationState): Promise<QuotationInfo> {
  // Accepting a quotation wins the opportunity: open it again.
  await world.ctx.db
    .update(businessOpportunities)
    .set({ stage: 'design' })
    .where(eq(businessOpportunities.id, world.openA));
  if (state === 'requested') {
    const requested = await api.ok(
      'request-additional',
      {
        opportunityId: world.openA,
        note: 'One more fence',
        items: [{ itemKind: 'material', itemId: world.material.fence, quantity: '1' }],
      },
      'partner.sales',
    );
    return (await api.get(requested.id)).data;
  }
  const draft = await api.ok('create-from-solution', { solutionId: await solutionOf(world, world.openA) });
  // Priced beyond the thresholds, a submission waits for an approver; at list price it is approved at once.
  const overThreshold = ['draft', 'submitted', 'returned'].includes(state);
  let quotation = await api.ok('save-quotation', {
    id: draft.id,
    lines: linesOf(draft, overThreshold ? '30' : '0'),
  });
  if (state !== 'draft') quotation = await api.ok('submit-quotation', { id: draft.id });
  if (state === 'returned')
    quotation = await api.ok('decide-quotation', { id: draft.id, decision: 'return', reason: 'No' }, 'sales');
  if (['issued', 'accepted', 'declined', 'expired'].includes(state))
    quotation = await api.ok('create-formal', { id: draft.id, validUntil: dayFromToday(30) });
  if (state === 'accepted') await api.ok('accept-quotation', { id: quotation.id }, 'partner.sales');
  if (state === 'declined') await api.ok('decline-quotation', { id: quotation.id }, 'partner.sales');
  if (state === 'expired') {
    // Past its validity date, an issued quotation is marked expired when the partner tries to accept it.
    await world.ctx.db
      .update(quotations)
      .set({ validUntil: dayFromToday(-1) })
      .where(eq(quotations.id, quotation.id));
    expect((await api.post('accept-quotation', { id: quotation.id }, 'partner.sales')).code).toBe(100);
  }
  const read = (await api.get(quotation.id)).data;
  expect(read.status).toBe(state);
  return read;
}

describe('the transition table and the module rule are the only place the rule lives', () => {
  it('answers every reader of the list and the detail with the actions for the quotation’s state', async () => {
    const seen = new Set<QuotationState>();
    for (const state of quotationStates) await inState(state);
    // Nothing moves during the sweep: each stored quotation is read once for every reader.
    const rows = new Map<number, QuotationRow>();
    for (const user of readers) {
      const list = await api.post<Page<Quotation>>(
        'page-quotation-list',
        { pageNum: 1, pageSize: 200 },
        user,
      );
      expect(list.code, `${user}: ${list.msg}`).toBe(0);
      for (const item of list.data.list) {
        const actions = await expected(item.id, user, rows);
        expect(item.actions, `${user} ${item.quotationNo} (${item.status})`).toEqual(actions);
        seen.add(item.status);
      }
      const first = list.data.list[0];
      if (first) expect((await api.get(first.id, user)).data.actions).toEqual(await expected(first.id, user));
    }
    for (const state of quotationStates) expect(seen.has(state), state).toBe(true);
  });

  for (const state of quotationStates)
    for (const action of quotationActions) {
      const rule = quotationTransitions[action];
      const inTable = rule.from.includes(state);
      it(`${state} × ${action}`, async () => {
        const quotation = await inState(state);
        const offeredTo: string[] = [];
        for (const user of readers) {
          const detail = await api.get(quotation.id, user);
          // A partner reads no planning quotation and no other company's.
          if (detail.code !== 0) continue;
          const actions = await expected(quotation.id, user);
          expect(detail.data.actions, user).toEqual(actions);
          if (actions.includes(action)) offeredTo.push(user);
        }
        if (action === 'expire') {
          // The server's own move, offered to no reader.
          expect(offeredTo).toEqual([]);
          return;
        }
        const before = await rowOf(quotation.id);
        for (const user of readers.filter((reader) => !offeredTo.includes(reader))) {
          const refused = await take[action](quotation, user);
          expect(refused.code, `${user} ${action}`).toBe(100);
          expect(await rowOf(quotation.id)).toEqual(before);
        }
        if (!inTable) {
          expect(offeredTo).toEqual([]);
          return;
        }
        // A pair of the table is offered to someone unless it is another kind's move.
        if (offeredTo.length === 0) {
          expect(kindsOf(action)).not.toContain(quotation.kind);
          return;
        }
        const moved = await take[action](quotation, offeredTo[0]!);
        expect(moved.code, moved.msg).toBe(0);
        // A requested quotation at list price is approved at once on submission (within the thresholds).
        const to = state === 'requested' && action === 'submit' ? 'approved' : (rule.to ?? state);
        expect((await rowOf(quotation.id)).status).toBe(to);
      });
    }
});

describe('row versions', () => {
  it('refuses a move made on a version another user has changed since; the first change stands', async () => {
    const draft = await inState('draft');
    const saved = await api.ok('save-quotation', { id: draft.id, lines: linesOf(draft, '5') });
    const stale = await api.post('submit-quotation', { id: draft.id, rowVersion: draft.rowVersion }, 'admin');
    expect(stale.msg).toBe(translate('en', 'error.staleRecord'));
    const row = await rowOf(draft.id);
    expect(row.status).toBe('draft');
    expect(row.rowVersion).toBe(saved.rowVersion);
  });
});
