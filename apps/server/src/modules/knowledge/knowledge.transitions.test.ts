import { randomBytes } from 'node:crypto';
import type { Page, Policy, PolicyInfo, QaEntry } from '@portal/contract';
import { knowledgeStateOf, policyTransitions, qaTransitions, translate } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallOptions, TestContext } from '../../../test/test-app';
import { signedInPrincipal } from '../../../test/principals';
import { call, createTestApp } from '../../../test/test-app';
import type { Principal } from '../../core/principal';
import { availableActions } from '../../core/transitions';
import { policies, qaEntries } from '../../db/schema';

/**
 * QA and policy states live in the contract's tables alone: what the server answers with each record
 * is the table's answer for its reader, a move the answer does not offer is refused and changes
 * nothing, and a change made on a version someone else has changed since is refused too.
 */

let ctx: TestContext;
const users = [
  'admin',
  'channel',
  'sales',
  'sales2',
  'planner',
  'planner2',
  'service',
  'partner.admin',
  'partner.sales',
  'partner.b',
];
const tokens: Record<string, string> = {};
const principals: Record<string, Principal> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  for (const user of users) {
    const signedIn = await signedInPrincipal(ctx.app, user);
    tokens[user] = signedIn.token;
    principals[user] = signedIn.principal;
  }
});
afterAll(() => ctx.close());

const post = <T>(path: string, body: CallOptions['body'], user = 'admin') =>
  call<T>(ctx.app, 'POST', path, { token: tokens[user], body });
const get = <T>(path: string, id: number, user = 'admin') =>
  call<T>(ctx.app, 'GET', path, { token: tokens[user], query: { id: String(id) } });
const unique = (label: string) => `${label} ${randomBytes(4).toString('hex')}`;
const today = () => new Date().toISOString().slice(0, 10);

describe('the transition tables are the only place the rules live', () => {
  it('answers every reader of the QA list and detail with the table’s actions for the entry’s state', async () => {
    // A draft and a published entry besides the demo data.
    const draft = await post<QaEntry>('/qa/save-qa', { question: unique('Draft?'), answer: 'a' });
    const published = await post<QaEntry>('/qa/save-qa', { question: unique('Published?'), answer: 'a' });
    await post('/qa/publish-qa', { id: published.data.id });
    const states = new Set<string>();
    for (const user of users) {
      const list = await post<Page<QaEntry>>('/qa/page-qa-list', { pageNum: 1, pageSize: 200 }, user);
      if (!principals[user]!.permissions.has('business.qa')) {
        expect(list.code).toBe(100);
        continue;
      }
      expect(list.code, `${user}: ${list.msg}`).toBe(0);
      for (const entry of list.data.list) {
        const expected = availableActions(
          qaTransitions,
          knowledgeStateOf(entry.published),
          principals[user]!,
        );
        expect(entry.actions, `${user} ${entry.id}`).toEqual(expected);
        states.add(`${principals[user]!.kind}:${knowledgeStateOf(entry.published)}`);
      }
      for (const id of [draft.data.id, published.data.id]) {
        const one = await get<QaEntry>('/qa/get-qa-info', id, user);
        if (one.code !== 0) continue; // a draft is not a partner's to read
        expect(one.data.actions).toEqual(
          availableActions(qaTransitions, knowledgeStateOf(one.data.published), principals[user]!),
        );
      }
    }
    expect([...states].sort()).toEqual(['internal:draft', 'internal:published', 'partner:published']);
    expect(availableActions(qaTransitions, 'draft', principals['admin']!)).toEqual([
      'edit',
      'publish',
      'delete',
    ]);
  });

  it('answers every reader of the policy list and detail with the table’s actions for the policy’s state', async () => {
    const draft = await post<PolicyInfo>('/policy/save-policy', {
      title: unique('Draft policy'),
      body: 'b',
      effectiveFrom: today(),
    });
    expect(draft.code, draft.msg).toBe(0);
    for (const user of users) {
      const list = await post<Page<Policy>>('/policy/page-policy-list', { pageNum: 1, pageSize: 200 }, user);
      if (!principals[user]!.permissions.has('business.policy')) {
        expect(list.code).toBe(100);
        continue;
      }
      expect(list.code, `${user}: ${list.msg}`).toBe(0);
      for (const policy of list.data.list) {
        const expected = availableActions(
          policyTransitions,
          knowledgeStateOf(policy.published),
          principals[user]!,
        );
        expect(policy.actions, `${user} ${policy.id}`).toEqual(expected);
      }
      const one = await get<PolicyInfo>('/policy/get-policy-info', draft.data.id, user);
      if (one.code === 0)
        expect(one.data.actions).toEqual(availableActions(policyTransitions, 'draft', principals[user]!));
    }
  });

  it('refuses a move the answer does not offer, and changes nothing', async () => {
    const saved = await post<QaEntry>('/qa/save-qa', { question: unique('Q'), answer: 'a' });
    const published = await post<QaEntry>('/qa/publish-qa', { id: saved.data.id });
    expect(published.data.actions).not.toContain('publish');
    expect(published.data.actions).not.toContain('delete');
    const [before] = await ctx.db.select().from(qaEntries).where(eq(qaEntries.id, saved.data.id));
    expect((await post('/qa/publish-qa', { id: saved.data.id })).msg).toBe(
      translate('en', 'knowledge.qa.alreadyPublished'),
    );
    expect((await post('/qa/delete-qa', { id: saved.data.id })).msg).toBe(
      translate('en', 'knowledge.qa.deletePublished'),
    );
    const [after] = await ctx.db.select().from(qaEntries).where(eq(qaEntries.id, saved.data.id));
    expect(after).toEqual(before);
  });
});

describe('row versions', () => {
  it('refuses the second of two QA edits made on the same version; the first stands', async () => {
    const saved = await post<QaEntry>('/qa/save-qa', { question: unique('Q'), answer: 'a' });
    const first = await get<QaEntry>('/qa/get-qa-info', saved.data.id, 'admin');
    const second = await get<QaEntry>('/qa/get-qa-info', saved.data.id, 'channel');
    const body = { id: saved.data.id, question: saved.data.question };
    const ok = await post<QaEntry>('/qa/save-qa', {
      ...body,
      answer: 'first',
      rowVersion: first.data.rowVersion,
    });
    expect(ok.code, ok.msg).toBe(0);
    expect(ok.data.rowVersion).toBe(first.data.rowVersion + 1);
    const stale = await post('/qa/publish-qa', { id: saved.data.id, rowVersion: second.data.rowVersion });
    expect(stale.msg).toBe(translate('en', 'error.staleRecord'));
    const [row] = await ctx.db.select().from(qaEntries).where(eq(qaEntries.id, saved.data.id));
    expect(row).toMatchObject({ answer: 'first', published: false });
  });

  it('keeps a policy’s business version apart from its row version, and refuses a stale change', async () => {
    const saved = await post<PolicyInfo>('/policy/save-policy', {
      title: unique('Policy'),
      body: 'v1',
      effectiveFrom: today(),
    });
    const read = saved.data;
    const published = await post<PolicyInfo>('/policy/publish-policy', {
      id: read.id,
      rowVersion: read.rowVersion,
    });
    expect(published.data).toMatchObject({ version: 1, rowVersion: read.rowVersion + 1 });
    // A second session still holds the draft it read: its edit would have been `edit`, now it is stale.
    const stale = await post('/policy/save-policy', {
      id: read.id,
      title: read.title,
      body: 'stale edit',
      effectiveFrom: read.effectiveFrom,
      rowVersion: read.rowVersion,
    });
    expect(stale.msg).toBe(translate('en', 'error.staleRecord'));
    const [row] = await ctx.db.select().from(policies).where(eq(policies.id, read.id));
    expect(row).toMatchObject({ body: 'v1', version: 1, published: true });
    const revised = await post<PolicyInfo>('/policy/save-policy', {
      id: read.id,
      title: read.title,
      body: 'v2',
      effectiveFrom: read.effectiveFrom,
      rowVersion: published.data.rowVersion,
    });
    expect(revised.data).toMatchObject({ version: 2, rowVersion: published.data.rowVersion + 1 });
  });
});
