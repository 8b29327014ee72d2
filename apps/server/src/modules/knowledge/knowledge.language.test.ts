/** QA entries and policies carry their language; lists show the reader's language first. */
import type { Language } from '@portal/contract';
import { knowledgeEndpoints as ep } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/test-app';
import { call, createTestApp, tokenOf } from '../../../test/test-app';

let ctx: TestContext;
let channel = '';
let partner = '';

beforeAll(async () => {
  ctx = await createTestApp();
  channel = await tokenOf(ctx.app, 'channel');
  partner = await tokenOf(ctx.app, 'partner.admin');
});
afterAll(() => ctx.close());

const languagesOf = (list: Array<{ language: Language }>) => list.map((entry) => entry.language);

/** The languages in order as long as `first` leads: all of `first`, then the others. */
function expectFirst(list: Language[], first: Language) {
  const firstOthers = list.findIndex((language) => language !== first);
  expect(firstOthers).toBeGreaterThan(0);
  expect(list.slice(firstOthers)).not.toContain(first);
}

describe('knowledge lists in the reader language', () => {
  it('lists the QA entries in the reader language first, for each language', async () => {
    for (const lang of ['kr', 'en', 'cn'] as const) {
      const res = await call(ctx.app, ep.pageQa.method, ep.pageQa.path, {
        token: partner,
        lang,
        body: { pageNum: 1, pageSize: 50 },
      });
      expect(res.code, res.msg).toBe(0);
      const page = ep.pageQa.data.parse(res.data);
      expect(new Set(languagesOf(page.list))).toEqual(new Set(['cn', 'en', 'kr']));
      expectFirst(languagesOf(page.list), lang);
    }
  });

  it('lists the policies in the reader language first', async () => {
    const res = await call(ctx.app, ep.pagePolicies.method, ep.pagePolicies.path, {
      token: channel,
      lang: 'kr',
      body: { pageNum: 1, pageSize: 50 },
    });
    expect(res.code, res.msg).toBe(0);
    const page = ep.pagePolicies.data.parse(res.data);
    expect(new Set(languagesOf(page.list))).toEqual(new Set(['cn', 'en', 'kr']));
    expectFirst(languagesOf(page.list), 'kr');
  });
});

describe('writing in a language', () => {
  const saveQa = (body: object, lang: Language = 'cn') =>
    call(ctx.app, ep.saveQa.method, ep.saveQa.path, { token: channel, lang, body });

  it('creates an entry in the language it names, and changes it on edit', async () => {
    const created = await saveQa({ question: 'Korean entry?', answer: 'Yes.', language: 'kr' }, 'en');
    expect(created.code, created.msg).toBe(0);
    const entry = ep.saveQa.data.parse(created.data);
    expect(entry.language).toBe('kr');

    const edited = await saveQa({
      id: entry.id,
      rowVersion: entry.rowVersion,
      question: 'English entry?',
      answer: 'Yes.',
      language: 'en',
    });
    expect(ep.saveQa.data.parse(edited.data).language).toBe('en');

    // An edit that names no language keeps the entry's.
    const kept = await saveQa({ id: entry.id, question: 'English entry!', answer: 'Yes.' }, 'kr');
    expect(ep.saveQa.data.parse(kept.data).language).toBe('en');
  });

  it("creates an entry in the writer's language when it names none", async () => {
    const created = await saveQa({ question: '언어 없는 질문', answer: '네.' }, 'kr');
    expect(ep.saveQa.data.parse(created.data).language).toBe('kr');
  });

  it('creates a policy in the language it names', async () => {
    const res = await call(ctx.app, ep.savePolicy.method, ep.savePolicy.path, {
      token: channel,
      body: { title: 'Policy in English', body: 'Terms.', effectiveFrom: '2026-01-01', language: 'en' },
    });
    expect(res.code, res.msg).toBe(0);
    expect(ep.savePolicy.data.parse(res.data).language).toBe('en');
  });

  it('refuses a language it does not know, naming the field, and saves nothing', async () => {
    for (const language of ['jp', 'EN', '', 7]) {
      const res = await saveQa({ question: 'Which language?', answer: 'None.', language });
      expect(res.code).toBe(100);
      expect(res.msg).toContain('language');
    }
    const policy = await call(ctx.app, ep.savePolicy.method, ep.savePolicy.path, {
      token: channel,
      body: { title: 'Bad', body: 'Terms.', effectiveFrom: '2026-01-01', language: 'de' },
    });
    expect(policy.code).toBe(100);
    const found = await call(ctx.app, ep.pageQa.method, ep.pageQa.path, {
      token: channel,
      body: { pageNum: 1, pageSize: 10, keyword: 'Which language?' },
    });
    expect(ep.pageQa.data.parse(found.data).total).toBe(0);
  });
});
