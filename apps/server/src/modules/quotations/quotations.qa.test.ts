import type { MessageKey, QaQuestion, QaThreadPage, QaUnreadCount, QuotationInfo } from '@portal/contract';
import { translate } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, fieldErrorsOf } from '../../../test/test-app';
import { notices, quotationQuestions, users } from '../../db/schema';
import type { QuotationWorld } from './quotations.test-support';
import { caller, dayFromToday, quotationWorld, solutionOf } from './quotations.test-support';

/**
 * The Q&A of a quotation: the partner of its company asks, planning answers (the asker gets a notice),
 * every reader has its unread marks, and reading the thread marks it read; all versions share it.
 */

let world: QuotationWorld;
let api: ReturnType<typeof caller>;
let formalA: QuotationInfo;
let formalB: QuotationInfo;
let planningA: QuotationInfo;
const en = (key: MessageKey, params?: Record<string, string | number>) => translate('en', key, params);

async function formalOf(opportunityId: number) {
  const draft = await api.ok('create-from-solution', { solutionId: await solutionOf(world, opportunityId) });
  const approved = await api.ok('submit-quotation', { id: draft.id });
  return {
    planning: approved,
    formal: await api.ok('create-formal', { id: approved.id, validUntil: dayFromToday(30) }),
  };
}

const thread = (quotationId: number, user: string) =>
  api.post<QaThreadPage>('page-qa-thread', { quotationId, pageNum: 1, pageSize: 20 }, user);
const ask = (quotationId: number, text: string, user = 'partner.sales', fileIds: string[] = []) =>
  api.post<QaQuestion>('ask-question', { quotationId, text, fileIds }, user);
const answer = (questionId: number, text: string, user = 'planner') =>
  api.post<QaQuestion>('answer-question', { questionId, text }, user);
const unread = async (user: string, quotationId?: number) => {
  const answered = await call<QaUnreadCount>(world.ctx.app, 'GET', '/quotation/qa-unread-count', {
    token: world.tokens[user],
    query: quotationId === undefined ? {} : { quotationId: String(quotationId) },
  });
  expect(answered.code, answered.msg).toBe(0);
  return answered.data;
};
const questionCount = async () => (await world.ctx.db.select().from(quotationQuestions)).length;

beforeAll(async () => {
  world = await quotationWorld();
  api = caller(world);
  // The demo's thread aside: these tests count unread marks from an empty Q&A.
  await world.ctx.db.delete(notices);
  await world.ctx.db.delete(quotationQuestions);
  ({ planning: planningA, formal: formalA } = await formalOf(world.openA));
  ({ formal: formalB } = await formalOf(world.openB));
});
afterAll(() => world.ctx.close());

describe('the Q&A of a quotation', () => {
  it('is asked by the partner, answered by planning, with unread marks that reading clears', async () => {
    expect(await unread('partner.sales', formalA.id)).toEqual({ quotation: 0, total: 0 });
    const asked = await ask(formalA.id, '  Can the fence be delivered first?  ');
    expect(asked.code, asked.msg).toBe(0);
    expect(asked.data).toMatchObject({ quotationId: formalA.id, answer: null, mayAnswer: false });
    expect(asked.data.question).toMatchObject({ text: 'Can the fence be delivered first?', unread: false });
    const second = (await ask(formalA.id, 'And the warranty?')).data;
    // The asker's own questions are not unread to it; planning has two.
    expect(await unread('partner.sales', formalA.id)).toEqual({ quotation: 0, total: 0 });
    expect(await unread('planner', formalA.id)).toEqual({ quotation: 2, total: 2 });
    const staffThread = (await thread(formalA.id, 'planner')).data;
    expect(staffThread.total).toBe(2);
    expect(staffThread.mayAsk).toBe(false);
    expect(staffThread.list.map((q) => [q.id, q.question.unread, q.mayAnswer])).toEqual([
      [second.id, true, true],
      [asked.data.id, true, true],
    ]);
    expect(await unread('planner', formalA.id)).toEqual({ quotation: 0, total: 0 });
    // Only planning answers, once; the asker gets a notice and an unread answer.
    expect((await answer(asked.data.id, 'Yes', 'partner.sales')).msg).toBe(en('error.noPermission'));
    expect((await answer(asked.data.id, 'Yes', 'sales')).msg).toBe(en('error.noPermission'));
    const answered = await answer(asked.data.id, 'Yes, in week 4.');
    expect(answered.code, answered.msg).toBe(0);
    expect(answered.data.answer).toMatchObject({ text: 'Yes, in week 4.', unread: false });
    expect((await answer(asked.data.id, 'Again')).msg).toBe(en('quotation.refused.qaAnswered'));
    const asker = (
      await world.ctx.db.select({ id: users.id }).from(users).where(eq(users.username, 'partner.sales'))
    )[0]!.id;
    // The planner was told of each question; the asker, of the answer.
    const planner = (
      await world.ctx.db.select({ id: users.id }).from(users).where(eq(users.username, 'planner'))
    )[0]!.id;
    const askedNotices = await world.ctx.db.select().from(notices).where(eq(notices.kind, 'qaAsked'));
    expect(askedNotices.map((n) => [n.userId, n.subjectId])).toEqual([
      [planner, formalA.id],
      [planner, formalA.id],
    ]);
    const written = await world.ctx.db.select().from(notices).where(eq(notices.kind, 'qaAnswered'));
    expect(written).toMatchObject([
      {
        userId: asker,
        kind: 'qaAnswered',
        subjectKind: 'quotation',
        subjectId: formalA.id,
        params: { no: formalA.quotationNo },
        readAt: null,
      },
    ]);
    expect(await unread('partner.sales', formalA.id)).toEqual({ quotation: 1, total: 1 });
    const partnerThread = (await thread(formalA.id, 'partner.sales')).data;
    expect(partnerThread.mayAsk).toBe(true);
    const shown = partnerThread.list.find((q) => q.id === asked.data.id)!;
    expect(shown.answer).toMatchObject({ text: 'Yes, in week 4.', unread: true });
    expect(shown.mayAnswer).toBe(false);
    expect(await unread('partner.sales')).toEqual({ quotation: null, total: 0 });
    // Marking read without reading the thread.
    await ask(formalA.id, 'One more');
    expect((await unread('planner')).total).toBe(1);
    const marked = await api.post<QaUnreadCount>('mark-qa-read', { quotationId: formalA.id }, 'planner');
    expect(marked.data).toEqual({ quotation: 0, total: 0 });
  });

  it('is shared by the versions of a quotation and scoped to the partner’s company', async () => {
    // The partner of another company: not found, by thread, question, mark and count.
    expect((await thread(formalA.id, 'partner.b')).msg).toBe(en('error.recordNotFound'));
    expect((await ask(formalA.id, 'Mine?', 'partner.b')).msg).toBe(en('error.recordNotFound'));
    expect((await api.post('mark-qa-read', { quotationId: formalA.id }, 'partner.b')).msg).toBe(
      en('error.recordNotFound'),
    );
    expect(await unread('partner.b')).toEqual({ quotation: null, total: 0 });
    const b = (await ask(formalB.id, 'Question of B', 'partner.b')).data;
    expect(await unread('partner.sales')).toEqual({ quotation: null, total: 0 });
    expect((await thread(formalB.id, 'partner.sales')).msg).toBe(en('error.recordNotFound'));
    // A planning quotation is internal: no partner asks on it; staff do not ask at all.
    expect((await ask(planningA.id, 'Internal?')).msg).toBe(en('error.recordNotFound'));
    expect((await ask(formalA.id, 'Staff?', 'planner')).msg).toBe(en('quotation.refused.partnersOnly'));
    expect((await answer(b.id, 'Answer to B')).code).toBe(0);
    // Another version of the quotation shows the same thread.
    const draft = await api.ok('create-from-solution', { solutionId: await solutionOf(world, world.openA) });
    const v1 = await api.ok('save-quotation', {
      id: draft.id,
      lines: draft.lines.map((l) => ({
        itemKind: l.itemKind,
        itemId: l.itemId,
        quantity: l.quantity,
        discountValue: '50',
      })),
    });
    await api.ok('submit-quotation', { id: v1.id });
    await api.ok('decide-quotation', { id: v1.id, decision: 'return', reason: 'No' }, 'sales');
    const v2 = await api.ok('revise-quotation', { id: v1.id });
    await world.ctx.db
      .insert(quotationQuestions)
      .values({ rootId: v1.id, quotationId: v1.id, question: 'Seeded', askedBy: asker() });
    expect((await thread(v2.id, 'planner')).data.list.map((q) => q.question.text)).toEqual(['Seeded']);
  });

  it('refuses an empty or oversize text, an unknown quotation or question and a foreign file, saving nothing', async () => {
    const before = await questionCount();
    for (const [text, key] of [
      ['   ', 'quotation.validation.qaTextEmpty'],
      ['x'.repeat(2001), 'validation.tooLong'],
    ] as const) {
      const refused = await ask(formalA.id, text);
      expect(refused.code).toBe(100);
      const messages = fieldErrorsOf(refused.data).map((error) => error.message);
      if (key === 'quotation.validation.qaTextEmpty')
        expect(messages.some((message) => message.endsWith(en(key)))).toBe(true);
      else expect(messages).toHaveLength(1);
    }
    expect((await ask(formalA.id, 'x'.repeat(2000))).code).toBe(0);
    expect((await ask(999_999, 'Where?')).msg).toBe(en('error.recordNotFound'));
    expect((await answer(999_999, 'Nothing')).msg).toBe(en('error.recordNotFound'));
    expect(
      (await ask(formalA.id, 'With a file', 'partner.sales', ['00000000-0000-4000-8000-000000000000'])).msg,
    ).toBe(en('quotation.refused.qaFileUnknown'));
    expect(await questionCount()).toBe(before + 1);
  });
});

let askerId: number | undefined;
function asker(): number {
  return askerId!;
}
beforeAll(async () => {
  askerId = (
    await world.ctx.db.select({ id: users.id }).from(users).where(eq(users.username, 'partner.sales'))
  )[0]!.id;
});
