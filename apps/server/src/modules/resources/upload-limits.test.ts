import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ConfigurationChange, Page, SystemSettingsView, UploadData } from '@portal/contract';
import { defaultSystemSettings, translate } from '@portal/contract';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildApp } from '../../app';
import type { Database } from '../../db/database';
import { createDatabase } from '../../db/database';
import type { TestContext } from '../../../test/test-app';
import { call, createTestApp, multipartFile, tokenOf } from '../../../test/test-app';
import { demoVideoBase64 } from './resources.demo-video';

const MiB = 1024 * 1024;
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n');
const video = Buffer.from(demoVideoBase64, 'base64');

let ctx: TestContext;
let dataDir: string;
/** A second server process on the same database: the setting reaches it through the database alone. */
let other: App;
let otherDb: { db: Database; pool: { end(): Promise<void> } };
let token = '';

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-upload-limits-test-'));
  // A small video ceiling, so that files past it are cheap to send.
  ctx = await createTestApp({ DATA_DIR: dataDir, RESOURCE_VIDEO_MAX_MB: '21' });
  otherDb = createDatabase(String(ctx.pool.options.connectionString), 4);
  other = await buildApp({ config: ctx.config, db: otherDb.db, logger: pino({ level: 'silent' }) });
  await other.ready();
  token = await tokenOf(ctx.app, 'admin');
});
afterAll(async () => {
  await other.close();
  await otherDb.pool.end();
  await ctx.close();
  await rm(dataDir, { recursive: true, force: true });
});

function upload(app: App, where: 'uploadDocument' | 'uploadResource', filename: string, content: Buffer) {
  return call<UploadData>(app, 'POST', `/doc-upload/${where}`, {
    token,
    lang: 'en',
    ...multipartFile(filename, content),
  });
}

const sized = (head: Buffer, bytes: number) => Buffer.concat([head, Buffer.alloc(bytes - head.length)]);
const settings = async () =>
  (await call<SystemSettingsView>(ctx.app, 'GET', '/configuration/settings/get', { token })).data;
const save = (patch: object, lang: 'cn' | 'en' | 'kr' = 'en') =>
  call<SystemSettingsView>(ctx.app, 'POST', '/configuration/settings/save', {
    token,
    lang,
    body: { ...defaultSystemSettings, ...patch },
  });
const sizeMessage = (name: string, size: number) => translate('en', 'upload.sizeInvalid', { name, size });

describe('upload limits as system settings', () => {
  it('answers the server’s own limits as the ceilings, and empty settings (those limits) by default', async () => {
    const now = await settings();
    expect(now.uploadCeilingsMb).toEqual({ upload: 20, resourceVideo: 21 });
    expect([now.uploadMaxMb, now.resourceVideoMaxMb]).toEqual([null, null]);
  });

  it('changes what an upload accepts at once, on every server process, and names the current limit', async () => {
    expect((await upload(other, 'uploadDocument', 'a.pdf', sized(pdf, 2 * MiB))).code).toBe(0);
    expect((await save({ uploadMaxMb: 1, resourceVideoMaxMb: 2 })).code).toBe(0);
    // The other process reads the settings' version on each upload: no restart, no wait.
    expect((await upload(other, 'uploadDocument', 'b.pdf', sized(pdf, MiB))).code).toBe(0);
    const over = await upload(other, 'uploadDocument', 'c.pdf', sized(pdf, MiB + 1));
    expect([over.code, over.msg]).toEqual([100, sizeMessage('c.pdf', 1)]);
    // The resource library: a document by the general limit, a video by the video limit.
    const overPdf = await upload(ctx.app, 'uploadResource', 'd.pdf', sized(pdf, MiB + 1));
    expect(overPdf.msg).toBe(sizeMessage('d.pdf', 1));
    expect((await upload(other, 'uploadResource', 'e.webm', sized(video, 2 * MiB))).code).toBe(0);
    const overVideo = await upload(other, 'uploadResource', 'f.webm', sized(video, 2 * MiB + 1));
    expect([overVideo.code, overVideo.msg]).toEqual([100, sizeMessage('f.webm', 2)]);
    // Emptied again: the server's limits.
    expect((await save({})).code).toBe(0);
    expect((await upload(other, 'uploadDocument', 'g.pdf', sized(pdf, 2 * MiB))).code).toBe(0);
    expect((await upload(other, 'uploadResource', 'h.webm', sized(video, 3 * MiB))).code).toBe(0);
  });

  it('is audited with its value before and after, and shown in the history', async () => {
    expect((await save({ uploadMaxMb: 5 })).code).toBe(0);
    const history = await call<Page<ConfigurationChange>>(other, 'GET', '/configuration/history', {
      token,
      query: { subject: 'system_setting', pageSize: '5' },
    });
    expect(history.data.list[0]).toMatchObject({
      subjectId: 'uploadMaxMb',
      before: { uploadMaxMb: null },
      after: { uploadMaxMb: 5 },
    });
    await save({});
  });

  it.each([
    [{ uploadMaxMb: 0 }, 'uploadMaxMb'],
    [{ uploadMaxMb: 1.5 }, 'uploadMaxMb'],
    [{ resourceVideoMaxMb: -3 }, 'resourceVideoMaxMb'],
    [{ resourceVideoMaxMb: 'big' }, 'resourceVideoMaxMb'],
    [{ resourceVideoMaxMb: 10_241 }, 'resourceVideoMaxMb'],
  ])('refuses %j naming %s, and saves nothing', async (patch, field) => {
    const before = await settings();
    const res = await save(patch);
    expect(res.code).toBe(100);
    expect(res.msg).toContain(field);
    expect(await settings()).toEqual(before);
  });

  it('refuses a limit above the server’s own, naming it in the reader’s language, and saves nothing', async () => {
    const before = await settings();
    for (const [patch, max] of [
      [{ uploadMaxMb: 21 }, 20],
      [{ resourceVideoMaxMb: 22 }, 21],
    ] as const) {
      const res = await save(patch, 'kr');
      expect(res.code).toBe(100);
      expect(res.msg).toContain(translate('kr', 'systemSettings.error.aboveCeiling', { max }));
    }
    expect(await settings()).toEqual(before);
  });
});
