import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page, Resource, ResourceDownload, ResourceViewLink, UploadData } from '@portal/contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/test-app';
import { call, createTestApp, tokenOf } from '../../../test/test-app';
import { auditEntries, notices, resources, users } from '../../db/schema';
import { demoVideoBase64 } from './resources.demo-video';

const MiB = 1024 * 1024;
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n');
const video = Buffer.from(demoVideoBase64, 'base64');

let ctx: TestContext;
let dataDir: string;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-resources-test-'));
  // A small video limit, so that limit + 1 byte is cheap to send.
  ctx = await createTestApp({ DATA_DIR: dataDir, RESOURCE_VIDEO_MAX_MB: '21' });
  for (const user of ['admin', 'channel', 'partner.admin', 'partner.sales', 'partner.b'])
    tokens[user] = await tokenOf(ctx.app, user);
});
afterAll(async () => {
  await ctx.close();
  await rm(dataDir, { recursive: true, force: true });
});

function upload(filename: string, content: Buffer, user = 'admin', lang?: 'cn' | 'en' | 'kr') {
  const boundary = `----test${randomBytes(6).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return call<UploadData>(ctx.app, 'POST', '/doc-upload/uploadResource', {
    token: tokens[user],
    ...(lang ? { lang } : {}),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body,
  });
}

const base = {
  productLineCode: 'CNC',
  nameCn: '测试资料',
  nameEn: 'Test material',
  nameKr: '테스트 자료',
  languages: ['en'],
};

async function create(fields: Record<string, unknown>, file = pdf, name = 'test.pdf') {
  const uploaded = await upload(name, file);
  expect(uploaded.code).toBe(0);
  const res = await call<Resource>(ctx.app, 'POST', '/empower/save-resource', {
    token: tokens['admin'],
    body: { ...base, ...fields, fileId: uploaded.data.id },
  });
  expect(res.code).toBe(0);
  return res.data;
}

const shelfOf = (r: Resource) => r.shelf;
const get = (user: string, r: Resource, shelf = shelfOf(r)) =>
  call<Resource>(ctx.app, 'GET', `/empower/${shelf}/get-resource`, {
    token: tokens[user],
    query: { id: String(r.id) },
  });
const download = (user: string, r: Resource, headers: Record<string, string> = {}) =>
  call(ctx.app, 'GET', `/empower/${shelfOf(r)}/download-resource`, {
    token: tokens[user],
    query: { id: String(r.id) },
    headers,
  });
const page = (user: string, shelf: string, body: Record<string, unknown> = {}) =>
  call<Page<Resource>>(ctx.app, 'POST', `/empower/${shelf}/page-resources`, {
    token: tokens[user],
    body: { pageSize: 100, ...body },
  });
async function viewUrl(user: string, r: Resource) {
  const link = await call<ResourceViewLink>(ctx.app, 'GET', `/empower/${shelfOf(r)}/view-link`, {
    token: tokens[user],
    query: { id: String(r.id) },
  });
  expect(link.code).toBe(0);
  return link.data.url;
}
const view = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe('the library by shelf, with rights by company type and tier', () => {
  let forAll: Resource;
  let distributors: Resource;
  let tier2: Resource;
  beforeAll(async () => {
    forAll = await create({ category: 'brochure' });
    // Demo Partner A is a distributor and system integrator of tier 1; Demo Partner B a reseller of tier 2.
    distributors = await create({ category: 'datasheet', audienceCompanyTypes: ['DISTRIBUTOR'] });
    tier2 = await create({ category: 'courseware', audienceTiers: ['TIER2'] });
  });

  it('lists a shelf by its categories: brochures on /empower/resource, courseware on /empower/training', async () => {
    const sales = await page('admin', 'resource');
    const training = await page('admin', 'training');
    expect(sales.data.list.map((r) => r.id)).toContain(forAll.id);
    expect(sales.data.list.map((r) => r.id)).not.toContain(tier2.id);
    expect(training.data.list.map((r) => r.id)).toContain(tier2.id);
    expect(
      training.data.list.every((r) => ['courseware', 'tutorial', 'certification'].includes(r.category)),
    ).toBe(true);
    // A resource of the other shelf is not found there.
    expect((await get('admin', tier2, 'resource')).code).toBe(100);
  });

  it('shows a partner what its type and tier may read, and staff everything', async () => {
    const a = (await page('partner.admin', 'resource')).data.list.map((r) => r.id);
    const b = (await page('partner.b', 'resource')).data.list.map((r) => r.id);
    expect(a).toEqual(expect.arrayContaining([forAll.id, distributors.id]));
    expect(b).toContain(forAll.id);
    expect(b).not.toContain(distributors.id);
    const aTraining = (await page('partner.admin', 'training')).data.list.map((r) => r.id);
    const bTraining = (await page('partner.b', 'training')).data.list.map((r) => r.id);
    expect(aTraining).not.toContain(tier2.id);
    expect(bTraining).toContain(tier2.id);
    expect((await get('admin', distributors)).code).toBe(0);
    expect((await get('partner.admin', distributors)).data.id).toBe(distributors.id);
  });

  it('answers "not found" for a resource a partner may not read: detail, download, range, view link', async () => {
    const detail = await get('partner.b', distributors);
    expect(detail.code).toBe(100);
    expect(detail.msg).toBe('The record does not exist or you may not see it');
    for (const headers of [
      {} as Record<string, string>,
      { range: 'bytes=0-9' },
      { range: 'bytes=5-' },
      { range: 'bytes=oops' },
    ]) {
      const res = await download('partner.b', distributors, headers);
      expect(res.status).toBe(200);
      expect(res.code).toBe(100);
      expect(res.response.headers['content-range']).toBeUndefined();
    }
    const link = await call(ctx.app, 'GET', '/empower/resource/view-link', {
      token: tokens['partner.b'],
      query: { id: String(distributors.id) },
    });
    expect(link.code).toBe(100);
    // A link issued to A's user does not open the file for anyone once A may no longer read it.
    const url = await viewUrl('partner.admin', distributors);
    expect((await view(url)).statusCode).toBe(200);
    await ctx.db
      .update(resources)
      .set({ audienceCompanyTypes: ['RESELLER'] })
      .where(eq(resources.id, distributors.id));
    const refused = await view(url, { range: 'bytes=0-3' });
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toMatchObject({ code: 100 });
    await ctx.db
      .update(resources)
      .set({ audienceCompanyTypes: ['DISTRIBUTOR'] })
      .where(eq(resources.id, distributors.id));
  });

  it('refuses a forged, altered or malformed view ticket with "not found"', async () => {
    const url = await viewUrl('partner.admin', forAll);
    const ticket = new URL(url, 'http://x').searchParams.get('ticket')!;
    const [id, user, expires, signature] = ticket.split('.');
    const forged = [
      `${distributors.id}.${user}.${expires}.${signature}`,
      `${id}.${user}.${Number(expires) + 1}.${signature}`,
      `${id}.${user}.${expires}`,
      'nonsense',
      `${id}.${user}.1.${signature}`,
    ];
    for (const t of forged) {
      const res = await view(`/api/empower/view-resource?ticket=${encodeURIComponent(t)}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ code: 100 });
    }
  });
});

describe('video by range requests', () => {
  let clip: Resource;
  beforeAll(async () => {
    clip = await create({ category: 'tutorial' }, video, 'clip.webm');
  });

  it('is a video, served whole with its type and Accept-Ranges', async () => {
    expect(clip.kind).toBe('video');
    const res = await view(await viewUrl('partner.sales', clip));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/webm');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['content-disposition']).toMatch(/^inline;/);
    expect(res.rawPayload.equals(video)).toBe(true);
  });

  it('answers a range with 206 and exactly its bytes, and a seek further on too', async () => {
    const url = await viewUrl('partner.b', clip);
    const first = await view(url, { range: 'bytes=0-' });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-${video.length - 1}/${video.length}`);
    const seek = await view(url, { range: `bytes=${video.length - 1000}-${video.length - 501}` });
    expect(seek.statusCode).toBe(206);
    expect(seek.headers['content-length']).toBe('500');
    expect(seek.rawPayload.equals(video.subarray(video.length - 1000, video.length - 500))).toBe(true);
  });

  it('refuses a range past the end or malformed with 416 and the size, never a 500', async () => {
    const url = await viewUrl('partner.b', clip);
    for (const range of [`bytes=${video.length}-`, 'bytes=9-3', 'bytes=abc', 'bytes=1-2x', 'bytes=-0']) {
      const res = await view(url, { range });
      expect(res.statusCode, range).toBe(416);
      expect(res.headers['content-range']).toBe(`bytes */${video.length}`);
      expect(res.json()).toMatchObject({ code: 100 });
    }
    const res = await download('partner.b', clip, { range: `bytes=${video.length + 5}-` });
    expect(res.status).toBe(416);
  });
});

describe('download counts and the download log', () => {
  it('counts a download that starts at the first byte, logs who and when, and not the rest of a resumed one', async () => {
    const r = await create({ category: 'brochure' });
    expect((await download('partner.admin', r)).status).toBe(200);
    expect((await download('partner.admin', r, { range: 'bytes=0-9' })).status).toBe(206);
    expect((await download('partner.admin', r, { range: 'bytes=10-' })).status).toBe(206);
    expect((await download('partner.b', r)).status).toBe(200);
    // Playing or previewing is not downloading.
    await view(await viewUrl('partner.b', r));
    const after = await get('admin', r);
    expect(after.data.downloadCount).toBe(3);
    const log = await call<Page<ResourceDownload>>(ctx.app, 'POST', '/empower/page-resource-downloads', {
      token: tokens['admin'],
      body: { resourceId: r.id },
    });
    expect(log.data.total).toBe(3);
    expect(log.data.list.map((d) => d.userName).sort()).toEqual([
      'Alex Partner',
      'Alex Partner',
      'Ben Partner',
    ]);
    expect(log.data.list[0]).toMatchObject({ version: 1, companyName: expect.any(String) });
    expect(Date.now() - Date.parse(log.data.list[0]!.downloadedAt)).toBeLessThan(60_000);
    // The log is staff's (resource.edit): a partner has no permission.
    const partner = await call(ctx.app, 'POST', '/empower/page-resource-downloads', {
      token: tokens['partner.admin'],
      body: { resourceId: r.id },
    });
    expect(partner.code).toBe(100);
  });
});

describe('a new version', () => {
  it('raises the version and tells each user who downloaded the old one, in the language of the user', async () => {
    const r = await create({ category: 'datasheet' });
    await download('partner.admin', r);
    await download('partner.b', r);
    await download('channel', r);
    const [kim] = await ctx.db.select().from(users).where(eq(users.username, 'partner.b'));
    await ctx.db.update(users).set({ language: 'kr' }).where(eq(users.id, kim!.id));
    const uploaded = await upload('v2.pdf', Buffer.from('%PDF-1.4\n% second version\n%%EOF\n'));
    const saved = await call<Resource>(ctx.app, 'POST', '/empower/save-resource', {
      token: tokens['admin'],
      body: { ...base, category: 'datasheet', id: r.id, rowVersion: r.rowVersion, fileId: uploaded.data.id },
    });
    expect(saved.code).toBe(0);
    expect(saved.data.version).toBe(2);
    const told = await ctx.db
      .select({ userId: notices.userId, params: notices.params, subjectKind: notices.subjectKind })
      .from(notices)
      .where(and(eq(notices.kind, 'resourceUpdated'), eq(notices.subjectId, r.id)));
    const byUser = new Map(told.map((n) => [n.userId, n]));
    expect(told).toHaveLength(3);
    expect(byUser.get(kim!.id)).toMatchObject({
      subjectKind: 'libraryResource',
      params: { no: 'v2', title: '테스트 자료' },
    });
    // An edit that keeps the file is no new version, and tells no one.
    const again = await call<Resource>(ctx.app, 'POST', '/empower/save-resource', {
      token: tokens['admin'],
      body: { ...base, nameEn: 'Renamed', category: 'datasheet', id: r.id, fileId: uploaded.data.id },
    });
    expect(again.data.version).toBe(2);
    const after = await ctx.db.select().from(notices).where(eq(notices.kind, 'resourceUpdated'));
    expect(after.filter((n) => n.subjectId === r.id)).toHaveLength(3);
  });

  it('refuses a stale row version and changes nothing', async () => {
    const r = await create({ category: 'brochure' });
    const uploaded = await upload('v2.pdf', pdf);
    const res = await call(ctx.app, 'POST', '/empower/save-resource', {
      token: tokens['admin'],
      body: {
        ...base,
        category: 'brochure',
        id: r.id,
        rowVersion: r.rowVersion + 5,
        fileId: uploaded.data.id,
      },
    });
    expect(res.code).toBe(100);
    expect((await get('admin', r)).data.version).toBe(1);
  });
});

describe('audit entries', () => {
  const entriesOf = (id: number) =>
    ctx.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entity, 'resource'), eq(auditEntries.entityId, String(id))))
      .orderBy(asc(auditEntries.id));

  it('audits each save (create, edit, new version) with the fields before and after, as configuration does', async () => {
    const r = await create({ category: 'caseStudy' });
    const edited = await call<Resource>(ctx.app, 'POST', '/empower/save-resource', {
      token: tokens['admin'],
      body: { ...base, nameEn: 'Renamed', category: 'caseStudy', id: r.id, fileId: r.fileId },
    });
    expect(edited.code, edited.msg).toBe(0);
    const uploaded = await upload('v2.pdf', Buffer.from('%PDF-1.4\n% audited version\n%%EOF\n'));
    const versioned = await call<Resource>(ctx.app, 'POST', '/empower/save-resource', {
      token: tokens['admin'],
      body: { ...base, nameEn: 'Renamed', category: 'caseStudy', id: r.id, fileId: uploaded.data.id },
    });
    expect(versioned.code, versioned.msg).toBe(0);
    const [admin] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
    const entries = await entriesOf(r.id);
    expect(entries.map((e) => [e.action, e.actorId])).toEqual([
      ['create', admin!.id],
      ['edit', admin!.id],
      ['newVersion', admin!.id],
    ]);
    const [created, edit, version] = entries;
    expect(created!.before).toBeNull();
    expect(created!.after).toMatchObject({ nameEn: 'Test material', category: 'caseStudy', version: 1 });
    expect(edit!.before).toMatchObject({ nameEn: 'Test material', fileId: r.fileId, version: 1 });
    expect(edit!.after).toMatchObject({ nameEn: 'Renamed', fileId: r.fileId, version: 1 });
    expect(version!.before).toMatchObject({ fileId: r.fileId, version: 1 });
    expect(version!.after).toMatchObject({ fileId: uploaded.data.id, version: 2 });
  });

  it('writes no entry for a refused save', async () => {
    const r = await create({ category: 'brochure' });
    const res = await call(ctx.app, 'POST', '/empower/save-resource', {
      token: tokens['admin'],
      body: { ...base, category: 'brochure', id: r.id, rowVersion: r.rowVersion + 5, fileId: r.fileId },
    });
    expect(res.code).toBe(100);
    expect((await entriesOf(r.id)).map((e) => e.action)).toEqual(['create']);
  });
});

describe('uploads and bad input', () => {
  it('accepts a document up to 20 MiB and a video up to the video limit, each checked by its content', async () => {
    expect((await upload('big.pdf', Buffer.concat([pdf, Buffer.alloc(20 * MiB - pdf.length)]))).code).toBe(0);
    const tooBig = await upload(
      'big.pdf',
      Buffer.concat([pdf, Buffer.alloc(20 * MiB + 1 - pdf.length)]),
      'admin',
      'cn',
    );
    expect(tooBig.code).toBe(100);
    expect(tooBig.msg).toContain('20');
    const videoAt = Buffer.concat([video, Buffer.alloc(21 * MiB - video.length)]);
    expect((await upload('long.webm', videoAt)).code).toBe(0);
    const videoOver = await upload('long.webm', Buffer.concat([videoAt, Buffer.alloc(1)]));
    expect(videoOver.code).toBe(100);
    expect(videoOver.msg).toContain('21');
    const lying = await upload('clip.mp4', pdf);
    expect(lying.code).toBe(100);
    const exe = await upload('tool.exe', pdf);
    expect(exe.code).toBe(100);
  });

  it('lets only keepers of the library upload and save (resource.edit)', async () => {
    expect((await upload('x.pdf', pdf, 'partner.admin')).code).toBe(100);
    const uploaded = await upload('x.pdf', pdf);
    const res = await call(ctx.app, 'POST', '/empower/save-resource', {
      token: tokens['partner.admin'],
      body: { ...base, category: 'brochure', fileId: uploaded.data.id },
    });
    expect(res.code).toBe(100);
  });

  it('refuses a file not uploaded for the library, no language, or a duplicate language, and saves nothing', async () => {
    const before = (await page('admin', 'resource')).data.total;
    const document = await call<UploadData>(ctx.app, 'POST', '/doc-upload/uploadDocument', {
      token: tokens['admin'],
      ...(await (async () => {
        const boundary = `----t${randomBytes(4).toString('hex')}`;
        return {
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
          body: Buffer.concat([
            Buffer.from(
              `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n`,
            ),
            pdf,
            Buffer.from(`\r\n--${boundary}--\r\n`),
          ]),
        };
      })()),
    });
    expect(document.code).toBe(0);
    const wrongFile = await call(ctx.app, 'POST', '/empower/save-resource', {
      token: tokens['admin'],
      lang: 'kr',
      body: { ...base, category: 'brochure', fileId: document.data.id },
    });
    expect(wrongFile.msg).toBe('자료실용으로 올린 파일을 선택하세요');
    const uploaded = await upload('x.pdf', pdf);
    for (const languages of [[], ['en', 'en'], ['fr']]) {
      const res = await call(ctx.app, 'POST', '/empower/save-resource', {
        token: tokens['admin'],
        body: { ...base, category: 'brochure', languages, fileId: uploaded.data.id },
      });
      expect(res.code, JSON.stringify(languages)).not.toBe(0);
    }
    const badCategory = await call(ctx.app, 'POST', '/empower/save-resource', {
      token: tokens['admin'],
      body: { ...base, category: 'secret', fileId: uploaded.data.id },
    });
    expect(badCategory.code).not.toBe(0);
    expect((await page('admin', 'resource')).data.total).toBe(before);
  });
});

describe('the list', () => {
  it('searches, filters, sorts and pages', async () => {
    await create({
      category: 'caseStudy',
      nameEn: 'Zebra welding case',
      productLineCode: 'LASER',
      languages: ['kr'],
    });
    const found = await page('partner.admin', 'resource', { keyword: 'zebra' });
    expect(found.data.list.map((r) => r.nameEn)).toEqual(['Zebra welding case']);
    const laserKr = await page('admin', 'resource', {
      productLineCode: 'LASER',
      language: 'kr',
      category: 'caseStudy',
    });
    expect(laserKr.data.list.every((r) => r.productLineCode === 'LASER' && r.languages.includes('kr'))).toBe(
      true,
    );
    const videos = await page('admin', 'training', { kind: 'video' });
    expect(videos.data.list.every((r) => r.kind === 'video')).toBe(true);
    const byDownloads = await page('admin', 'resource', { sortField: 'downloadCount', sortOrder: 'desc' });
    const counts = byDownloads.data.list.map((r) => r.downloadCount);
    expect(counts).toEqual([...counts].sort((x, y) => y - x));
    const paged = await page('admin', 'resource', { pageSize: 2, pageNum: 2 });
    expect(paged.data.list).toHaveLength(2);
    expect(paged.data.total).toBeGreaterThan(4);
    const literal = await page('admin', 'resource', { keyword: '%' });
    expect(literal.data.total).toBe(0);
  });

  it('holds the demo library: a few dozen items on both shelves', async () => {
    const all = (await page('admin', 'resource')).data.total + (await page('admin', 'training')).data.total;
    expect(all).toBeGreaterThanOrEqual(35);
    const demoVideos = await page('admin', 'training', { kind: 'video', keyword: 'operation video' });
    expect(demoVideos.data.total).toBe(5);
  });
});
