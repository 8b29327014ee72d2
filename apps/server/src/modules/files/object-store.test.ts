/**
 * Files kept on disk (the default) and in an S3-compatible store (S3_*: a real s3rver started here, not
 * a mock of the client), and downloads with HTTP range requests on both: 206 with one part, 416 with
 * `Content-Range: bytes *\/size` for a malformed or unsatisfiable range, always after the rights check.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { UploadData } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TestContext } from '../../../test/test-app';
import { call, createTestApp, tokenOf } from '../../../test/test-app';
import { ghostPrincipal } from '../../../test/principals';
import type { TestS3Server } from '../../../test/s3-server';
import { startS3Server } from '../../../test/s3-server';
import { loadConfig } from '../../config';
import { files } from '../../db/schema';
import { ObjectStoreError } from './file-storage';
import type { IncomingPart } from './files.service';
import { FilesService } from './files.service';
import { createFileStore } from './object-store';

/** A PDF of 3000 bytes whose every byte is known, so that any slice can be checked. */
const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(3000 - 9)]);
const size = pdf.length;
const etag = `"${createHash('sha256').update(pdf).digest('hex')}"`;

const logLevel = z.object({ level: z.number() });

describe.each(['disk', 's3'] as const)('files kept on %s', (kind) => {
  let ctx: TestContext;
  let dataDir: string;
  let s3: TestS3Server | undefined;
  const tokens: Record<string, string> = {};
  let fileId: string;
  let storageKey: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), `portal-store-${kind}-`));
    s3 = kind === 's3' ? await startS3Server() : undefined;
    ctx = await createTestApp({ DATA_DIR: dataDir, ...s3?.env });
    for (const user of ['admin', 'partner.admin', 'partner.b']) tokens[user] = await tokenOf(ctx.app, user);
    const uploaded = await upload('brochure.pdf', pdf, 'partner.admin');
    expect(uploaded.code).toBe(0);
    fileId = uploaded.data.id;
    storageKey = (await rowOf(fileId)).storageKey;
  });
  afterAll(async () => {
    await ctx.close();
    await s3?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  function upload(filename: string, content: Buffer, user: string) {
    const boundary = `----store${randomBytes(6).toString('hex')}`;
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return call<UploadData>(ctx.app, 'POST', '/doc-upload/uploadDocument', {
      token: tokens[user],
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
    });
  }

  async function rowOf(id: string) {
    const [row] = await ctx.db.select().from(files).where(eq(files.id, id));
    return row!;
  }

  /** The stored bytes of a key, wherever this store keeps them; null when they are not there. */
  async function stored(key: string): Promise<Buffer | null> {
    if (s3) return s3.get(key);
    const file = path.join(ctx.config.filesDir, ...key.split('/'));
    return existsSync(file) ? readFileSync(file) : null;
  }

  /** Every file under DATA_DIR/files but the temp folder. */
  function filesOnDisk(): string[] {
    const root = ctx.config.filesDir;
    if (!existsSync(root)) return [];
    return readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
      (p) => !p.startsWith('tmp') && statSync(path.join(root, p)).isFile(),
    );
  }

  function download(headers: Record<string, string>, id = fileId, user = 'partner.admin', lang = 'en') {
    return ctx.app.inject({
      method: 'GET',
      url: `/api/doc-upload/download?id=${id}`,
      headers: { authorization: `Bearer ${tokens[user]}`, language: lang, ...headers },
    });
  }

  it(`keeps an upload in the ${kind} store, and nothing else on disk`, async () => {
    expect(ctx.config.objectStore.kind).toBe(kind);
    expect(storageKey).toMatch(new RegExp(`^\\d{4}/\\d{2}/${fileId}$`));
    expect((await stored(storageKey))?.equals(pdf)).toBe(true);
    if (kind === 's3') expect(filesOnDisk()).toEqual([]);
    else expect(filesOnDisk()).toEqual([path.join(...storageKey.split('/'))]);
    const tmp = path.join(ctx.config.filesDir, 'tmp');
    expect(existsSync(tmp) ? readdirSync(tmp) : []).toEqual([]);
  });

  it('answers the whole file without a Range, saying it takes ranges', async () => {
    const res = await download({});
    expect(res.statusCode).toBe(200);
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['content-length']).toBe(String(size));
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-range']).toBeUndefined();
    expect(res.rawPayload.equals(pdf)).toBe(true);
  });

  it.each([
    ['bytes=0-99', 0, 99],
    ['bytes=1000-1999', 1000, 1999],
    ['bytes=2990-', 2990, size - 1],
    ['bytes=-10', size - 10, size - 1],
    ['bytes=2500-9999', 2500, size - 1],
    ['bytes=-99999', 0, size - 1],
    ['bytes=7-7', 7, 7],
  ])('answers %s with 206 and that part', async (range, start, end) => {
    const res = await download({ range });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/${size}`);
    expect(res.headers['content-length']).toBe(String(end - start + 1));
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.equals(pdf.subarray(start, end + 1))).toBe(true);
  });

  it.each([
    'bytes=3000-',
    'bytes=3000-3010',
    'bytes=-0',
    'bytes=99-10',
    'bytes=abc',
    'bytes=1-2-3',
    'bytes=',
    'chunks',
    `bytes=${'9'.repeat(30)}-`,
  ])('refuses %s with 416 and the size, never a 500', async (range) => {
    const res = await download({ range });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${size}`);
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.json()).toEqual({
      code: 100,
      msg: `The requested part of the file is not valid: the file has ${size} bytes`,
      data: null,
    });
  });

  it('says so in Chinese and Korean too', async () => {
    expect((await download({ range: 'bytes=5000-' }, fileId, 'partner.admin', 'cn')).json()).toMatchObject({
      msg: `请求的文件范围无效：该文件共 ${size} 字节`,
    });
    expect((await download({ range: 'bytes=5000-' }, fileId, 'partner.admin', 'kr')).json()).toMatchObject({
      msg: `요청한 파일 범위가 올바르지 않습니다. 파일 크기는 ${size}바이트입니다`,
    });
  });

  it('answers the whole file for several ranges, another unit, or an If-Range of other content', async () => {
    const cases: Record<string, string>[] = [
      { range: 'bytes=0-1,10-11' },
      { range: 'items=0-5' },
      { range: 'bytes=0-1', 'if-range': '"some-etag"' },
      { range: 'bytes=0-1', 'if-range': `W/${etag}` },
      { range: 'bytes=0-1', 'if-range': 'Sat, 28 Nov 2026 10:00:00 GMT' },
    ];
    for (const headers of cases) {
      const res = await download(headers);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(pdf)).toBe(true);
    }
  });

  it('tags the content with its SHA-256, and answers a part when If-Range names it', async () => {
    const full = await download({});
    expect(full.headers['etag']).toBe(etag);
    const res = await download({ range: 'bytes=10-19', 'if-range': etag });
    expect(res.statusCode).toBe(206);
    expect(res.headers['etag']).toBe(etag);
    expect(res.rawPayload.equals(pdf.subarray(10, 20))).toBe(true);
  });

  it('checks the rights first: another company gets "File not found", not a part or a 416', async () => {
    for (const range of ['bytes=0-9', 'bytes=9999-']) {
      const res = await download({ range }, fileId, 'partner.b');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-range']).toBeUndefined();
      expect(res.json()).toMatchObject({ code: 100, msg: 'File not found' });
    }
    const staff = await download({ range: 'bytes=0-9' }, fileId, 'admin');
    expect(staff.statusCode).toBe(206);
    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: `/api/doc-upload/download?id=${fileId}`,
      headers: { range: 'bytes=0-9' },
    });
    expect(anonymous.json()).toMatchObject({ code: 6 });
  });

  it("answers 'File not found' when the store no longer has the file", async () => {
    const res = await upload('gone.pdf', pdf, 'partner.admin');
    const key = (await rowOf(res.data.id)).storageKey;
    if (s3) await s3.delete(key);
    else rmSync(path.join(ctx.config.filesDir, ...key.split('/')));
    expect(await stored(key)).toBeNull();
    for (const range of [undefined, 'bytes=0-9']) {
      const answer = await download(range ? { range } : {}, res.data.id);
      expect(answer.json()).toMatchObject({ code: 100, msg: 'File not found' });
    }
  });

  it('refuses a file whose content does not match, and keeps nothing in the store', async () => {
    const before = filesOnDisk();
    const res = await upload('fake.pdf', Buffer.from('not a pdf at all'), 'partner.admin');
    expect(res.msg).toBe('The content of the file named fake.pdf does not match its format');
    expect(filesOnDisk()).toEqual(before);
  });

  it('logged no server error', () => {
    const errors = ctx.logLines.filter((line) => logLevel.parse(JSON.parse(line)).level >= 50);
    expect(errors).toEqual([]);
  });
});

describe('the S3 store', () => {
  let s3: TestS3Server;
  let tmpRoot: string;
  beforeAll(async () => {
    s3 = await startS3Server();
    tmpRoot = await mkdtemp(path.join(os.tmpdir(), 'portal-s3-tmp-'));
  });
  afterAll(async () => {
    await s3.close();
    await rm(tmpRoot, { recursive: true, force: true });
  });

  const storeFor = (env: Record<string, string>) => {
    const config = loadConfig({ DATA_DIR: tmpRoot, ...env });
    return createFileStore(config);
  };

  it('passes its start-up check on a bucket it may use', async () => {
    await expect(storeFor(s3.env).check()).resolves.toBeUndefined();
  });

  it('stops the start with a clear message for a missing bucket or an unreachable store', async () => {
    await expect(storeFor({ ...s3.env, S3_BUCKET: 'no-such-bucket' }).check()).rejects.toThrow(
      new ObjectStoreError(
        `S3_BUCKET: the bucket no-such-bucket at ${s3.env['S3_ENDPOINT']} cannot be used (NotFound, HTTP 404); check the S3_* settings`,
      ),
    );
    await expect(storeFor({ ...s3.env, S3_ENDPOINT: 'http://127.0.0.1:9' }).check()).rejects.toThrow(
      /^S3_BUCKET: the bucket portal-files at http:\/\/127\.0\.0\.1:9 cannot be used \(.*ECONNREFUSED.*\)/,
    );
  });

  it('removes the kept object when the database refuses the row', async () => {
    const ctx = await createTestApp({ DATA_DIR: tmpRoot, ...s3.env });
    try {
      const store = createFileStore(ctx.config);
      const service = new FilesService(ctx.db, store);
      const ghost = ghostPrincipal();
      async function* parts(): AsyncGenerator<IncomingPart> {
        yield {
          field: 'file',
          filename: 'orphan.pdf',
          stream: (async function* () {
            yield pdf;
          })(),
          truncated: () => false,
        };
      }
      await expect(service.upload(parts(), ghost, 'document')).rejects.toThrow();
      expect(await s3.keys()).toEqual([]);
      expect(readdirSync(path.join(ctx.config.filesDir, 'tmp'))).toEqual([]);
    } finally {
      await ctx.close();
    }
  });
});
