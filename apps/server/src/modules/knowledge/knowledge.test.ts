import { randomBytes } from 'node:crypto';
import type { Page, Policy, PolicyInfo, QaEntry, UploadData } from '@portal/contract';
import { translate } from '@portal/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallOptions, TestContext } from '../../../test/test-app';
import { call, createTestApp, tokenOf } from '../../../test/test-app';
import { auditEntries, policies } from '../../db/schema';
import { loadWorkbook, cellValues } from '../../core/xlsx-workbook';

let ctx: TestContext;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  for (const user of ['admin', 'channel', 'sales', 'planner', 'partner.admin', 'partner.b'])
    tokens[user] = await tokenOf(ctx.app, user);
});
afterAll(() => ctx.close());

const unique = (prefix: string) => `${prefix} ${randomBytes(4).toString('hex')}`;
const post = <T>(path: string, body: CallOptions['body'], token = tokens['channel']!, lang?: 'cn' | 'kr') =>
  call<T>(ctx.app, 'POST', path, { token, body, ...(lang ? { lang } : {}) });
const get = <T>(path: string, query: Record<string, string>, token = tokens['channel']!) =>
  call<T>(ctx.app, 'GET', path, { token, query });
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function auditOf(entity: string, id: number) {
  return ctx.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.entity, entity), eq(auditEntries.entityId, String(id))))
    .orderBy(desc(auditEntries.id));
}

/** Uploads a small text file as `username`; answers its upload data. */
async function uploadAs(token: string, name = 'terms.txt', content = 'Policy terms') {
  const boundary = `----portal${randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/plain\r\n\r\n`,
    ),
    Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/doc-upload/uploadDocument',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: body,
  });
  const envelope = response.json<{ code: number; data: UploadData }>();
  expect(envelope.code).toBe(0);
  return envelope.data;
}

// ---------------------------------------------------------------- QA

const saveQa = (body: Record<string, unknown>, token?: string, lang?: 'cn' | 'kr') =>
  post<QaEntry>('/qa/save-qa', body, token, lang);
const pageQa = (body: Record<string, unknown>, token?: string) =>
  post<Page<QaEntry>>('/qa/page-qa-list', body, token);
const qaInfo = (id: number, token?: string) => get<QaEntry>('/qa/get-qa-info', { id: String(id) }, token);

describe('QA entries', () => {
  it('creates a draft, edits, publishes, unpublishes and deletes, each with its audit entry', async () => {
    const question = unique('How long is the spindle warranty?');
    const created = await saveQa({ question, answer: 'Eighteen months.', productLineCode: 'CNC' });
    expect(created.code).toBe(0);
    expect(created.data).toMatchObject({
      question,
      published: false,
      publishedAt: null,
      productLineCode: 'CNC',
    });
    const id = created.data.id;

    const edited = await saveQa({
      id,
      question,
      answer: 'Eighteen months or 3,000 hours.',
      productLineCode: '',
    });
    expect(edited.data).toMatchObject({
      answer: 'Eighteen months or 3,000 hours.',
      productLineCode: null,
      published: false,
    });

    const published = await post<QaEntry>('/qa/publish-qa', { id });
    expect(published.data).toMatchObject({ published: true, publishedAt: expect.any(String) });
    const again = await post('/qa/publish-qa', { id }, tokens['channel']!, 'kr');
    expect(again).toMatchObject({ code: 100, msg: translate('kr', 'knowledge.qa.alreadyPublished') });

    const refusedDelete = await post('/qa/delete-qa', { id });
    expect(refusedDelete).toMatchObject({ code: 100, msg: translate('en', 'knowledge.qa.deletePublished') });
    expect((await qaInfo(id)).code).toBe(0);

    // Editing a published entry keeps it published.
    expect((await saveQa({ id, question, answer: 'Still published.' })).data.published).toBe(true);

    const unpublished = await post<QaEntry>('/qa/unpublish-qa', { id });
    expect(unpublished.data).toMatchObject({ published: false, publishedAt: null });
    expect(await post('/qa/unpublish-qa', { id })).toMatchObject({
      code: 100,
      msg: translate('en', 'knowledge.qa.notPublished'),
    });

    expect((await post('/qa/delete-qa', { id })).code).toBe(0);
    expect((await qaInfo(id)).msg).toBe(translate('en', 'error.recordNotFound'));
    expect((await post('/qa/delete-qa', { id })).msg).toBe(translate('en', 'error.recordNotFound'));

    const actions = (await auditOf('qa', id)).map((a) => [a.action, a.fromState, a.toState]).reverse();
    expect(actions).toEqual([
      ['create', null, 'draft'],
      ['edit', 'draft', 'draft'],
      ['publish', 'draft', 'published'],
      ['edit', 'published', 'published'],
      ['unpublish', 'published', 'draft'],
      ['delete', 'draft', null],
    ]);
  });

  it('hides drafts from partners by list and by id; staff see and filter them', async () => {
    const draft = await saveQa({ question: unique('Draft question'), answer: 'Not yet.' });
    const partnerList = await pageQa({ pageSize: 500, published: false }, tokens['partner.admin']!);
    expect(partnerList.code).toBe(0);
    expect(partnerList.data.total).toBeGreaterThan(10);
    expect(partnerList.data.list.every((q) => q.published)).toBe(true);
    expect((await qaInfo(draft.data.id, tokens['partner.admin']!)).msg).toBe(
      translate('en', 'error.recordNotFound'),
    );

    const drafts = await pageQa({ pageSize: 500, published: false });
    expect(drafts.data.list.map((q) => q.id)).toContain(draft.data.id);
    expect(drafts.data.list.every((q) => !q.published)).toBe(true);

    await post('/qa/publish-qa', { id: draft.data.id });
    expect((await qaInfo(draft.data.id, tokens['partner.b']!)).code).toBe(0);
  });

  it('searches question and answer literally, and filters by product line', async () => {
    const marker = `zq_${randomBytes(3).toString('hex')}%`;
    const made = await saveQa({
      question: 'Marker question',
      answer: `Contains ${marker} in the answer`,
      productLineCode: 'LASER',
    });
    const found = await pageQa({ keyword: marker });
    expect(found.data.list.map((q) => q.id)).toEqual([made.data.id]);
    expect((await pageQa({ keyword: marker, productLineCode: 'ROBOT' })).data.total).toBe(0);
    const robots = await pageQa({ productLineCode: 'ROBOT', pageSize: 100 });
    expect(robots.data.list.every((q) => q.productLineCode === 'ROBOT')).toBe(true);
  });

  it('refuses writes by partners and by staff without qa.edit, and bad input', async () => {
    const body = { question: 'Q?', answer: 'A.' };
    for (const user of ['partner.admin', 'planner']) {
      const res = await saveQa(body, tokens[user]!);
      expect(res).toMatchObject({ code: 100, msg: translate('en', 'error.noPermission') });
    }
    const [first] = (await pageQa({ published: true })).data.list;
    for (const path of ['/qa/publish-qa', '/qa/unpublish-qa', '/qa/delete-qa'])
      expect((await post(path, { id: first!.id }, tokens['partner.admin']!)).code).toBe(100);
    expect((await qaInfo(first!.id)).data.published).toBe(true);

    const empty = await saveQa({ question: '  ', answer: 'A.' });
    expect(empty).toMatchObject({ code: 100, data: { fieldErrors: [{ field: 'question' }] } });
    expect((await saveQa({ question: 'Q', answer: 'x'.repeat(10_001) })).code).toBe(100);
    expect(await saveQa({ question: 'Q', answer: 'A', productLineCode: 'NOPE' })).toMatchObject({
      code: 100,
      msg: translate('en', 'knowledge.qa.productLineUnknown'),
    });
    expect((await saveQa({ id: 2_000_000_000, question: 'Q', answer: 'A' })).msg).toBe(
      translate('en', 'error.recordNotFound'),
    );
    expect((await pageQa({}, tokens['planner']!)).code).toBe(100);
  });

  it('exports the filter as .xlsx, drafts excluded for partners', async () => {
    const draft = await saveQa({ question: unique('Export draft'), answer: 'draft answer' });
    const rowsOf = async (token: string) => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/qa/export-qa-list',
        headers: { authorization: `Bearer ${token}`, language: 'kr' },
        payload: {},
      });
      expect(response.headers['content-disposition']).toContain('.xlsx');
      const workbook = await loadWorkbook(response.rawPayload);
      const rows: unknown[][] = [];
      workbook.worksheets[0]!.eachRow((row) => rows.push(cellValues(row)));
      return rows;
    };
    const staff = await rowsOf(tokens['channel']!);
    expect(staff[0]![0]).toBe(translate('kr', 'knowledge.qa.question'));
    expect(staff.map((r) => r[0])).toContain(draft.data.question);
    const partner = await rowsOf(tokens['partner.admin']!);
    expect(partner.map((r) => r[0])).not.toContain(draft.data.question);
    expect(partner.slice(1).every((r) => r[3] === translate('kr', 'knowledge.status.published'))).toBe(true);
  });
});

// ---------------------------------------------------------------- policies

const savePolicy = (body: Record<string, unknown>, token?: string, lang?: 'cn' | 'kr') =>
  post<PolicyInfo>('/policy/save-policy', body, token, lang);
const pagePolicies = (body: Record<string, unknown>, token?: string) =>
  post<Page<Policy>>('/policy/page-policy-list', body, token);
const policyInfo = (id: number, token?: string) =>
  get<PolicyInfo>('/policy/get-policy-info', { id: String(id) }, token);

describe('policies', () => {
  it('creates a draft v1, publishes it, and versions each edit of the published policy', async () => {
    const file = await uploadAs(tokens['channel']!);
    const title = unique('Rebate policy');
    const created = await savePolicy({
      title,
      body: 'Line 1\n<b>not html</b>',
      effectiveFrom: day(-1),
      effectiveTo: null,
      fileIds: [file.id],
    });
    expect(created.code).toBe(0);
    expect(created.data).toMatchObject({
      title,
      version: 1,
      published: false,
      inEffect: false,
      fileCount: 1,
      body: 'Line 1\n<b>not html</b>',
    });
    expect(created.data.files).toEqual([{ id: file.id, name: 'terms.txt', ext: 'TXT', size: 12 }]);
    const id = created.data.id;

    // Editing a draft keeps version 1.
    expect(
      (await savePolicy({ id, title, body: 'Draft 2', effectiveFrom: day(-1), fileIds: [file.id] })).data
        .version,
    ).toBe(1);

    const published = await post<PolicyInfo>('/policy/publish-policy', { id });
    expect(published.data).toMatchObject({ published: true, inEffect: true, version: 1 });
    expect((await post('/policy/publish-policy', { id })).msg).toBe(
      translate('en', 'knowledge.policy.alreadyPublished'),
    );

    const v2 = await savePolicy({
      id,
      title: `${title} (rev)`,
      body: 'Version 2 body',
      effectiveFrom: day(-1),
      effectiveTo: day(30),
      fileIds: [],
    });
    expect(v2.data).toMatchObject({ version: 2, published: true, title: `${title} (rev)`, files: [] });
    const v3 = await savePolicy({
      id,
      title: `${title} (rev)`,
      body: 'Version 3 body',
      effectiveFrom: day(-1),
      fileIds: [],
    });
    expect(v3.data.version).toBe(3);

    const audit = (await auditOf('policy', id)).reverse();
    expect(audit.map((a) => [a.action, a.fromState, a.toState])).toEqual([
      ['create', null, 'draft'],
      ['edit', 'draft', 'draft'],
      ['publish', 'draft', 'published'],
      ['revise', 'v1', 'v2'],
      ['revise', 'v2', 'v3'],
    ]);
    expect(JSON.parse(audit[3]!.comment!)).toMatchObject({
      version: 1,
      title,
      body: 'Draft 2',
      fileIds: [file.id],
    });
    expect(JSON.parse(audit[4]!.comment!)).toMatchObject({
      version: 2,
      body: 'Version 2 body',
      effectiveTo: day(30),
    });

    const unpublished = await post<PolicyInfo>('/policy/unpublish-policy', { id });
    expect(unpublished.data).toMatchObject({ published: false, version: 3 });
    expect((await post('/policy/unpublish-policy', { id })).msg).toBe(
      translate('en', 'knowledge.policy.notPublished'),
    );
    // Editing the unpublished policy keeps its version.
    expect((await savePolicy({ id, title, body: 'Draft again', effectiveFrom: day(-1) })).data.version).toBe(
      3,
    );
  });

  it('shows partners only published policies in effect today, by list and by id', async () => {
    const make = async (from: number, to: number | null, publish: boolean) => {
      const res = await savePolicy({
        title: unique('Scope'),
        body: 'b',
        effectiveFrom: day(from),
        effectiveTo: to === null ? null : day(to),
      });
      if (publish) await post('/policy/publish-policy', { id: res.data.id });
      return res.data.id;
    };
    const current = await make(-5, 5, true);
    const endsToday = await make(-5, 0, true);
    const draft = await make(-5, 5, false);
    const future = await make(2, null, true);
    const expired = await make(-10, -1, true);

    const list = await pagePolicies({ pageSize: 500, published: false }, tokens['partner.admin']!);
    const ids = list.data.list.map((p) => p.id);
    expect(ids).toEqual(expect.arrayContaining([current, endsToday]));
    for (const hidden of [draft, future, expired]) {
      expect(ids).not.toContain(hidden);
      expect((await policyInfo(hidden, tokens['partner.b']!)).msg).toBe(
        translate('en', 'error.recordNotFound'),
      );
    }
    expect(list.data.list.every((p) => p.published && p.inEffect)).toBe(true);
    expect((await policyInfo(current, tokens['partner.b']!)).code).toBe(0);

    // Staff see all of them, and filter by publication and by the day in effect.
    const staff = (await pagePolicies({ pageSize: 500 })).data.list.map((p) => p.id);
    expect(staff).toEqual(expect.arrayContaining([current, endsToday, draft, future, expired]));
    const onFuture = (await pagePolicies({ pageSize: 500, effectiveOn: day(3) })).data.list.map((p) => p.id);
    expect(onFuture).toEqual(expect.arrayContaining([current, draft, future]));
    expect(onFuture).not.toContain(expired);
    expect(onFuture).not.toContain(endsToday);
    const drafts = (await pagePolicies({ pageSize: 500, published: false })).data.list;
    expect(drafts.every((p) => !p.published)).toBe(true);
  });

  it('lets a partner download the attachments of a visible policy only', async () => {
    const file = await uploadAs(tokens['channel']!, 'rules.txt', 'Rule text for partners');
    const res = await savePolicy({
      title: unique('With file'),
      body: 'b',
      effectiveFrom: day(0),
      fileIds: [file.id],
    });
    const id = res.data.id;
    const download = (token: string, fileId = file.id, policyId = id) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/policy/download-policy-file?policyId=${policyId}&fileId=${fileId}`,
        headers: { authorization: `Bearer ${token}` },
      });
    // Draft: not for partners.
    expect((await download(tokens['partner.admin']!)).json()).toMatchObject({
      code: 100,
      msg: translate('en', 'error.recordNotFound'),
    });
    expect((await download(tokens['channel']!)).body).toBe('Rule text for partners');
    await post('/policy/publish-policy', { id });
    const ok = await download(tokens['partner.admin']!);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-disposition']).toContain('rules.txt');
    expect(ok.body).toBe('Rule text for partners');
    // A file not attached to that policy is not found, even through a visible policy.
    const other = await uploadAs(tokens['channel']!, 'other.txt', 'secret');
    expect((await download(tokens['partner.admin']!, other.id)).json()).toMatchObject({ code: 100 });
  });

  it("answers range requests on a policy's attachment, after its visibility check", async () => {
    const text = 'Rule text for partners, read in parts';
    const file = await uploadAs(tokens['channel']!, 'parts.txt', text);
    const id = (
      await savePolicy({ title: unique('Ranges'), body: 'b', effectiveFrom: day(0), fileIds: [file.id] })
    ).data.id;
    const download = (range: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/policy/download-policy-file?policyId=${id}&fileId=${file.id}`,
        headers: { authorization: `Bearer ${tokens['partner.admin']!}`, range },
      });
    // Draft: the partner learns nothing of the file, not even its size.
    const hidden = await download('bytes=999-');
    expect(hidden.statusCode).toBe(200);
    expect(hidden.headers['content-range']).toBeUndefined();
    expect(hidden.json()).toMatchObject({ code: 100, msg: translate('en', 'error.recordNotFound') });
    await post('/policy/publish-policy', { id });
    const part = await download('bytes=5-8');
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 5-8/${text.length}`);
    expect(part.body).toBe('text');
    const past = await download('bytes=999-');
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${text.length}`);
  });

  it('refuses attachments partners uploaded, unknown files, and a bad date rule', async () => {
    const partnerFile = await uploadAs(tokens['partner.admin']!, 'mine.txt', 'partner file');
    const base = { title: unique('Bad'), body: 'b', effectiveFrom: day(0) };
    expect(await savePolicy({ ...base, fileIds: [partnerFile.id] })).toMatchObject({
      code: 100,
      msg: translate('en', 'knowledge.policy.fileUnknown'),
    });
    expect((await savePolicy({ ...base, fileIds: ['00000000-0000-4000-8000-000000000000'] })).code).toBe(100);

    const backwards = await savePolicy(
      { ...base, effectiveFrom: '2026-03-02', effectiveTo: '2026-03-01' },
      tokens['channel']!,
      'cn',
    );
    expect(backwards).toMatchObject({ code: 100, data: { fieldErrors: [{ field: 'effectiveTo' }] } });
    expect(backwards.msg).toContain(translate('cn', 'knowledge.validation.effectiveTo'));
    expect((await savePolicy({ ...base, effectiveFrom: '2026-02-30' })).data).toMatchObject({
      fieldErrors: [{ field: 'effectiveFrom' }],
    });
    expect((await savePolicy({ ...base, effectiveFrom: '2026-03-01', effectiveTo: '2026-03-01' })).code).toBe(
      0,
    );
    expect((await savePolicy({ ...base, title: '' })).data).toMatchObject({
      fieldErrors: [{ field: 'title' }],
    });
    expect((await pagePolicies({ effectiveOn: 'tomorrow' })).code).toBe(100);
  });

  it('refuses writes by partners and staff without policy.edit, and deletes only drafts', async () => {
    const body = { title: 'T', body: 'b', effectiveFrom: day(0) };
    for (const user of ['partner.admin', 'planner', 'sales'])
      expect((await savePolicy(body, tokens[user]!)).code).toBe(100);
    const res = await savePolicy({ ...body, title: unique('Delete me') });
    const id = res.data.id;
    for (const path of ['/policy/publish-policy', '/policy/delete-policy'])
      expect((await post(path, { id }, tokens['partner.admin']!)).code).toBe(100);
    await post('/policy/publish-policy', { id });
    expect((await post('/policy/delete-policy', { id })).msg).toBe(
      translate('en', 'knowledge.policy.deletePublished'),
    );
    await post('/policy/unpublish-policy', { id });
    expect((await post('/policy/delete-policy', { id })).code).toBe(0);
    const [row] = await ctx.db.select().from(policies).where(eq(policies.id, id));
    expect(row).toBeUndefined();
    expect((await auditOf('policy', id))[0]).toMatchObject({ action: 'delete', fromState: 'draft' });
  });

  it('makes exactly one version per concurrent edit of a published policy', async () => {
    const res = await savePolicy({ title: unique('Race'), body: 'b', effectiveFrom: day(0) });
    const id = res.data.id;
    await post('/policy/publish-policy', { id });
    const edits = await Promise.all(
      [1, 2, 3, 4].map((n) => savePolicy({ id, title: `Race ${n}`, body: `b${n}`, effectiveFrom: day(0) })),
    );
    expect(edits.map((e) => e.data.version).sort()).toEqual([2, 3, 4, 5]);
    const [row] = await ctx.db
      .select({ version: policies.version })
      .from(policies)
      .where(eq(policies.id, id));
    expect(row!.version).toBe(5);
    const revisions = await ctx.db.execute(
      sql`SELECT count(*)::int AS n FROM audit_entries WHERE entity = 'policy' AND entity_id = ${String(id)} AND action = 'revise'`,
    );
    expect(revisions.rows[0]).toEqual({ n: 4 });
  });

  it('exports the policies partners see', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/policy/export-policy-list',
      headers: { authorization: `Bearer ${tokens['partner.admin']!}`, language: 'cn' },
      payload: {},
    });
    expect(response.headers['content-disposition']).toContain('.xlsx');
    const workbook = await loadWorkbook(response.rawPayload);
    const rows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => rows.push(cellValues(row)));
    const listed = await pagePolicies({ pageSize: 500 }, tokens['partner.admin']!);
    expect(rows.length - 1).toBe(listed.data.total);
    expect(rows[0]![0]).toBe(translate('cn', 'knowledge.policy.title'));
  });
});
