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
import { files, users } from '../../db/schema';
import type { Principal } from '../../core/principal';
import type { IncomingPart } from './files.service';
import { contentDisposition } from '../../core/content-disposition';
import { displayName, FilesService } from './files.service';
import { DiskFileStore } from './file-storage';

const MiB = 1024 * 1024;
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(64)]);
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(64)]);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n');
const text = Buffer.from('Quotation notes\n报价 견적\n');
const csv = Buffer.from('name,amount\nA,1\n');
const documentFormats = 'JPG, JPEG, PNG, GIF, PDF, DOC, DOCX, XLS, XLSX, PPT, PPTX, TXT, CSV, ZIP';

interface Part {
  name: string;
  filename?: string;
  content: Buffer | string;
  contentType?: string;
}

/** A multipart/form-data body built by hand; names are written as raw UTF-8 like browsers do. */
function multipart(parts: Part[]) {
  const boundary = `----portal${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.filename === undefined
        ? `form-data; name="${part.name}"`
        : `form-data; name="${part.name}"; filename="${part.filename}"`;
    const type = part.contentType ?? (part.filename === undefined ? undefined : 'application/octet-stream');
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type ? `Content-Type: ${type}\r\n` : ''}\r\n`,
        'utf8',
      ),
      Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

let ctx: TestContext;
let dataDir: string;
let filesDir: string;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-files-test-'));
  ctx = await createTestApp({ DATA_DIR: dataDir });
  filesDir = ctx.config.filesDir;
  for (const user of ['admin', 'partner.admin', 'partner.sales', 'partner.b'])
    tokens[user] = await tokenOf(ctx.app, user);
});
afterAll(async () => {
  await ctx.close();
  await rm(dataDir, { recursive: true, force: true });
});

function upload(
  filename: string | undefined,
  content: Buffer | string,
  options: { user?: string; lang?: 'cn' | 'en' | 'kr'; path?: string; extraParts?: Part[] } = {},
) {
  const parts: Part[] =
    filename === undefined
      ? []
      : [{ name: 'file', filename, content, contentType: 'application/octet-stream' }];
  const form = multipart([...parts, ...(options.extraParts ?? [])]);
  return call<UploadData>(ctx.app, 'POST', options.path ?? '/doc-upload/uploadDocument', {
    token: tokens[options.user ?? 'partner.admin'],
    lang: options.lang,
    headers: { 'content-type': form.contentType },
    body: form.body,
  });
}

/** Every file under DATA_DIR/files, relative. */
function storedFiles(): string[] {
  if (!existsSync(filesDir)) return [];
  return readdirSync(filesDir, { recursive: true, encoding: 'utf8' })
    .filter((p) => statSync(path.join(filesDir, p)).isFile())
    .sort();
}

function tmpFiles(): string[] {
  const tmp = path.join(filesDir, 'tmp');
  return existsSync(tmp) ? readdirSync(tmp) : [];
}

/** Runs a request that must be refused, and checks it left nothing behind. */
async function expectRefusedWithoutResidue(request: () => ReturnType<typeof upload>, message: string) {
  const before = storedFiles();
  const res = await request();
  expect(res.code).toBe(100);
  expect(res.msg).toBe(message);
  expect(storedFiles()).toEqual(before);
  expect(tmpFiles()).toEqual([]);
  return res;
}

async function rowOf(id: string) {
  const rows = await ctx.db.select().from(files).where(eq(files.id, id));
  return rows[0];
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

describe('doc-upload/uploadDocument: accepted files', () => {
  it.each([
    ['photo.png', png, 'PNG', 'image/png'],
    ['photo.jpg', jpeg, 'JPG', 'image/jpeg'],
    ['offer.pdf', pdf, 'PDF', 'application/pdf'],
    ['notes.txt', text, 'TXT', 'text/plain; charset=utf-8'],
    ['PHOTO.PNG', png, 'PNG', 'image/png'],
  ] as const)('accepts %s and stores it under a generated name', async (name, content, ext, contentType) => {
    const res = await upload(name, content);
    expect(res.code).toBe(0);
    const { id } = res.data;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.data).toEqual({
      id,
      docUrl: `/api/doc-upload/download?id=${id}`,
      docExt: ext,
      name,
      size: content.length,
    });
    const row = await rowOf(id);
    expect(row).toMatchObject({
      originalName: name,
      ext,
      size: content.length,
      contentType,
      sha256: sha256(content),
      purpose: 'document',
      companyId: expect.any(Number),
    });
    expect(row?.storageKey).toMatch(new RegExp(`^\\d{4}/\\d{2}/${id}$`));
    const stored = path.join(filesDir, ...row!.storageKey.split('/'));
    expect(readFileSync(stored).equals(content)).toBe(true);
    expect(tmpFiles()).toEqual([]);
  });

  it('records the uploader and its company (none for staff)', async () => {
    const userOf = async (username: string) =>
      (await ctx.db.select().from(users).where(eq(users.username, username)))[0]!;
    const sales = await userOf('partner.sales');
    const partnerRow = await rowOf((await upload('mine.png', png, { user: 'partner.sales' })).data.id);
    expect(partnerRow).toMatchObject({ uploadedBy: sales.id, companyId: sales.companyId });
    expect(sales.companyId).not.toBeNull();
    const admin = await userOf('admin');
    const staffRow = await rowOf((await upload('staff.png', png, { user: 'admin' })).data.id);
    expect(staffRow).toMatchObject({ uploadedBy: admin.id, companyId: null });
  });

  it('accepts exactly 20 MiB', async () => {
    const content = Buffer.alloc(20 * MiB, 0x20);
    pdf.copy(content);
    const res = await upload('big.pdf', content);
    expect(res.code).toBe(0);
    expect(res.data.size).toBe(20 * MiB);
    expect((await rowOf(res.data.id))?.sha256).toBe(sha256(content));
  });

  it('ignores plain fields beside the file', async () => {
    const res = await upload('photo.png', png, { extraParts: [{ name: 'remark', content: 'hello' }] });
    expect(res.code).toBe(0);
  });
});

describe('doc-upload/uploadDocument: the upload battery', () => {
  it('refuses a wrong extension with the exact message', async () => {
    await expectRefusedWithoutResidue(
      () => upload('x.exe', Buffer.from('MZ\x90\x00')),
      `The format of the file named x.exe should be one of [${documentFormats}]`,
    );
  });

  it('refuses a double extension whose content is not the last one', async () => {
    await expectRefusedWithoutResidue(
      () => upload('shell.php.png', '<?php system($_GET["c"]); ?>'),
      'The content of the file named shell.php.png does not match its format',
    );
  });

  it('judges the extension after the last dot', async () => {
    await expectRefusedWithoutResidue(
      () => upload('photo.png.exe', png),
      `The format of the file named photo.png.exe should be one of [${documentFormats}]`,
    );
  });

  it('refuses a name without extension', async () => {
    await expectRefusedWithoutResidue(
      () => upload('README', text),
      `The format of the file named README should be one of [${documentFormats}]`,
    );
  });

  it.each(['.png', '.gitignore', ' .pdf'])('refuses the empty name %j', async (name) => {
    await expectRefusedWithoutResidue(() => upload(name, png), 'File name can not be empty');
  });

  it('refuses zero bytes', async () => {
    await expectRefusedWithoutResidue(() => upload('empty.pdf', ''), 'The file named empty.pdf is empty');
  });

  it('refuses 20 MiB + 1 byte', async () => {
    const content = Buffer.alloc(20 * MiB + 1, 0x20);
    pdf.copy(content);
    await expectRefusedWithoutResidue(
      () => upload('big.pdf', content),
      'The size of the file named big.pdf should be less than 20 MB',
    );
  });

  it.each([
    ['report.pdf', png],
    ['photo.png', pdf],
    ['photo.jpg', Buffer.from('GIF89a....')],
    ['sheet.xlsx', pdf],
    ['notes.txt', Buffer.from([0x68, 0x69, 0x00, 0x21])],
    ['table.csv', Buffer.from([0x61, 0x2c, 0xff, 0xfe])],
  ])('refuses %s whose content lies about its type', async (name, content) => {
    await expectRefusedWithoutResidue(
      () => upload(name, content),
      `The content of the file named ${name} does not match its format`,
    );
  });

  it.each([
    ['../../etc/passwd.txt', 'passwd.txt'],
    ['..\\evil.txt', 'evil.txt'],
    ['C:\\Users\\me\\Desktop\\notes.txt', 'notes.txt'],
  ])('stores %j under a generated name, shown as %j', async (name, shown) => {
    const before = new Set(storedFiles());
    const res = await upload(name, text);
    expect(res.code).toBe(0);
    expect(res.data.name).toBe(shown);
    const added = storedFiles().filter((p) => !before.has(p));
    expect(added).toEqual([path.join(...(await rowOf(res.data.id))!.storageKey.split('/'))]);
    expect(added[0]).toMatch(new RegExp(`${res.data.id}$`));
    expect(existsSync(path.join(dataDir, 'etc'))).toBe(false);
    expect(existsSync(path.join(path.dirname(dataDir), 'evil.txt'))).toBe(false);
  });

  it('refuses a body without a file part', async () => {
    await expectRefusedWithoutResidue(
      () => upload(undefined, '', { extraParts: [{ name: 'remark', content: 'no file' }] }),
      'No file was sent',
    );
  });

  it('refuses a file sent under another field name', async () => {
    await expectRefusedWithoutResidue(
      () => upload(undefined, '', { extraParts: [{ name: 'upload', filename: 'a.png', content: png }] }),
      'No file was sent',
    );
  });

  it('refuses more than one file', async () => {
    await expectRefusedWithoutResidue(
      () => upload('a.png', png, { extraParts: [{ name: 'file', filename: 'b.png', content: png }] }),
      'Only one file can be sent at a time',
    );
  });

  it('answers a non-multipart request with the envelope, never a 500', async () => {
    const json = await call(ctx.app, 'POST', '/doc-upload/uploadDocument', {
      token: tokens['partner.admin'],
      body: { file: 'x' },
    });
    expect(json.code).toBe(100);
    expect(json.msg).toBe('No file was sent');
    const octets = await call(ctx.app, 'POST', '/doc-upload/uploadDocument', {
      token: tokens['partner.admin'],
      headers: { 'content-type': 'application/octet-stream' },
      body: png,
    });
    expect(octets.code).toBe(100);
    expect(octets.msg).toBe('No file was sent');
    const none = await call(ctx.app, 'POST', '/doc-upload/uploadDocument', {
      token: tokens['partner.admin'],
    });
    expect(none.msg).toBe('No file was sent');
  });

  it('answers a malformed multipart body with the envelope, never a 500', async () => {
    const before = storedFiles();
    const noBoundary = await call(ctx.app, 'POST', '/doc-upload/uploadDocument', {
      token: tokens['partner.admin'],
      headers: { 'content-type': 'multipart/form-data' },
      body: Buffer.from('garbage'),
    });
    expect(noBoundary.code).toBe(100);
    const form = multipart([{ name: 'file', filename: 'cut.png', content: png }]);
    const truncated = await call(ctx.app, 'POST', '/doc-upload/uploadDocument', {
      token: tokens['partner.admin'],
      headers: { 'content-type': form.contentType },
      body: form.body.subarray(0, form.body.length - 30),
    });
    expect(truncated.code).toBe(100);
    expect(truncated.msg).toBe('The request could not be read');
    expect(storedFiles()).toEqual(before);
    expect(tmpFiles()).toEqual([]);
  });

  it('refuses without a token (code 6)', async () => {
    const form = multipart([{ name: 'file', filename: 'a.png', content: png }]);
    const res = await call(ctx.app, 'POST', '/doc-upload/uploadDocument', {
      headers: { 'content-type': form.contentType },
      body: form.body,
    });
    expect(res.code).toBe(6);
  });

  it('speaks the request language', async () => {
    const cnFormat = await upload('x.exe', 'MZ', { lang: 'cn' });
    expect(cnFormat.msg).toBe(`文件 x.exe 的格式应为 [${documentFormats}] 之一`);
    const cnEmpty = await upload('.png', png, { lang: 'cn' });
    expect(cnEmpty.msg).toBe('文件名不能为空');
    const krFormat = await upload('x.exe', 'MZ', { lang: 'kr' });
    expect(krFormat.msg).toBe(`x.exe 파일의 형식은 [${documentFormats}] 중 하나여야 합니다`);
    const krMismatch = await upload('shell.php.png', '<?php', { lang: 'kr' });
    expect(krMismatch.msg).toBe('shell.php.png 파일의 내용이 형식과 일치하지 않습니다');
    expect(tmpFiles()).toEqual([]);
  });
});

describe('doc-upload/download', () => {
  const chineseName = '报价单 2026.pdf';
  let fileId: string;

  beforeAll(async () => {
    const res = await upload(chineseName, pdf, { user: 'partner.admin' });
    expect(res.code).toBe(0);
    fileId = res.data.id;
  });

  const download = (id: string, user?: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/doc-upload/download?id=${id}`,
      headers: user ? { authorization: `Bearer ${tokens[user]}` } : {},
    });

  it('lets another user of the same company download the identical bytes', async () => {
    const res = await download(fileId, 'partner.sales');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(pdf)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-length']).toBe(String(pdf.length));
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="___ 2026.pdf"; filename*=UTF-8''${encodeURIComponent(chineseName)}`,
    );
    expect(res.headers['content-disposition']).toContain('%E6%8A%A5%E4%BB%B7%E5%8D%95%202026.pdf');
  });

  it('lets staff download any file', async () => {
    const res = await download(fileId, 'admin');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(pdf)).toBe(true);
  });

  it("answers 'File not found' to a partner of another company", async () => {
    const res = await call(ctx.app, 'GET', '/doc-upload/download', {
      token: tokens['partner.b'],
      query: { id: fileId },
    });
    expect(res.code).toBe(100);
    expect(res.msg).toBe('File not found');
  });

  it("answers the same 'File not found' to an unknown id", async () => {
    const res = await call(ctx.app, 'GET', '/doc-upload/download', {
      token: tokens['partner.admin'],
      query: { id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(res.code).toBe(100);
    expect(res.msg).toBe('File not found');
  });

  it('refuses a malformed id as a validation error', async () => {
    const res = await call(ctx.app, 'GET', '/doc-upload/download', {
      token: tokens['partner.admin'],
      query: { id: '../../etc/passwd' },
    });
    expect(res.code).toBe(100);
    expect(res.msg).not.toBe('File not found');
    expect(res.status).toBe(200);
  });

  it('refuses without a token (code 6)', async () => {
    const res = await download(fileId);
    expect(res.json()).toMatchObject({ code: 6 });
  });

  it("answers 'File not found' when the file is gone from disk", async () => {
    const res = await upload('gone.png', png, { user: 'admin' });
    const row = await rowOf(res.data.id);
    rmSync(path.join(filesDir, ...row!.storageKey.split('/')));
    const answer = await call(ctx.app, 'GET', '/doc-upload/download', {
      token: tokens['admin'],
      query: { id: res.data.id },
      lang: 'cn',
    });
    expect(answer.code).toBe(100);
    expect(answer.msg).toBe('文件不存在');
  });
});

describe('ticket/document/addDocument', () => {
  const importPath = '/ticket/document/addDocument';

  it('refuses a .png: imports take XLSX, XLS and CSV', async () => {
    await expectRefusedWithoutResidue(
      () => upload('photo.png', png, { user: 'admin', path: importPath }),
      'The format of the file named photo.png should be one of [XLSX, XLS, CSV]',
    );
  });

  it('accepts a .csv with purpose import', async () => {
    const res = await upload('customers.csv', csv, { user: 'admin', path: importPath });
    expect(res.code).toBe(0);
    expect(res.data.docExt).toBe('CSV');
    expect(await rowOf(res.data.id)).toMatchObject({
      purpose: 'import',
      contentType: 'text/csv; charset=utf-8',
    });
  });

  it('refuses a CSV that is not text', async () => {
    await expectRefusedWithoutResidue(
      () => upload('customers.csv', png, { user: 'admin', path: importPath }),
      'The content of the file named customers.csv does not match its format',
    );
  });

  it('refuses a partner without file.import', async () => {
    const res = await upload('customers.csv', csv, { user: 'partner.b', path: importPath });
    expect(res.code).toBe(100);
    expect(res.msg).toBe('No permission to access this system');
  });
});

describe('FilesService', () => {
  async function* parts(...list: IncomingPart[]): AsyncGenerator<IncomingPart> {
    yield* list;
  }
  async function* chunks(...list: Buffer[]): AsyncGenerator<Buffer> {
    yield* list;
  }
  const filePart = (filename: string, ...content: Buffer[]): IncomingPart => ({
    field: 'file',
    filename,
    stream: chunks(...content),
    truncated: () => false,
  });

  it('removes the stored file when the database refuses the row', async () => {
    const before = storedFiles();
    const service = new FilesService(ctx.db, new DiskFileStore(filesDir));
    const ghost = ghostPrincipal();
    await expect(service.upload(parts(filePart('a.png', png)), ghost, 'document')).rejects.toThrow();
    expect(storedFiles()).toEqual(before);
    expect(tmpFiles()).toEqual([]);
  });

  it('hashes and sniffs content that arrives in many chunks', async () => {
    const [user] = await ctx.db.select().from(users).where(eq(users.username, 'admin'));
    const service = new FilesService(ctx.db, new DiskFileStore(filesDir));
    const principal: Principal = { ...ghostPrincipal(), userId: user!.id, username: 'someone' };
    const pieces = Array.from(png, (b) => Buffer.from([b]));
    const data = await service.upload(parts(filePart('many.png', ...pieces)), principal, 'document');
    expect((await rowOf(data.id))?.sha256).toBe(sha256(png));
  });
});

describe('display names and content-disposition', () => {
  it('keeps only the base name, without control or direction characters', () => {
    expect(displayName('../../etc/passwd.txt')).toBe('passwd.txt');
    expect(displayName('..\\..\\evil.txt')).toBe('evil.txt');
    expect(displayName('a\u0000b\r\n.txt')).toBe('ab.txt');
    expect(displayName('photo\u202egnp.exe')).toBe('photognp.exe');
    expect(displayName(undefined)).toBe('');
  });

  it('caps a long name at 255 characters and keeps its extension', () => {
    const name = displayName(`${'报'.repeat(300)}.pdf`);
    expect(Array.from(name)).toHaveLength(255);
    expect(name.endsWith('.pdf')).toBe(true);
  });

  it('writes an ASCII fallback and an RFC 5987 name', () => {
    expect(contentDisposition('Café "menu" 100%.pdf')).toBe(
      `attachment; filename="Cafe _menu_ 100_.pdf"; filename*=UTF-8''Caf%C3%A9%20%22menu%22%20100%25.pdf`,
    );
    expect(contentDisposition("it's (1)*.txt")).toBe(
      `attachment; filename="it's (1)*.txt"; filename*=UTF-8''it%27s%20%281%29%2A.txt`,
    );
  });
});

/** The level of a pino log line (50 is error). */
const logLevel = z.object({ level: z.number() });

describe('logs', () => {
  it('logged no server error during the whole battery', () => {
    const errors = ctx.logLines.filter((line) => logLevel.parse(JSON.parse(line)).level >= 50);
    expect(errors).toEqual([]);
  });
});
