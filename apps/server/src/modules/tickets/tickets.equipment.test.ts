import { randomBytes } from 'node:crypto';
import type { InstalledEquipment, Page, Ticket, TicketInfo, UploadData } from '@portal/contract';
import { translate } from '@portal/contract';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/test-app';
import { call, createTestApp, fieldErrorsOf, tokenOf, uploadDocument } from '../../../test/test-app';
import { companies, customers, files, installedEquipment, ticketFiles, tickets } from '../../db/schema';

/** Issue 23: the installed-equipment register, customers in the reader's language, documents of a ticket. */

let ctx: TestContext;
const tokens: Record<string, string> = {};
const companyIds: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  for (const user of ['admin', 'service', 'partner.admin', 'partner.b', 'partner.sales'])
    tokens[user] = await tokenOf(ctx.app, user);
  for (const row of await ctx.db.select({ id: companies.id, code: companies.code }).from(companies))
    companyIds[row.code] = row.id;
});
afterAll(() => ctx.close());

const A = () => companyIds['P-A001']!;
const B = () => companyIds['P-B001']!;

const create = (body: Record<string, unknown>, token: string) =>
  call<TicketInfo>(ctx.app, 'POST', '/ticket/save-ticket', { token, body });
const info = (id: number, token: string, lang: 'cn' | 'en' | 'kr' = 'en') =>
  call<TicketInfo>(ctx.app, 'GET', '/ticket/get-ticket-info', { token, lang, query: { id: String(id) } });
const page = (body: Record<string, unknown>, token: string, lang: 'cn' | 'en' | 'kr' = 'en') =>
  call<Page<Ticket>>(ctx.app, 'POST', '/ticket/page-ticket-list', { token, lang, body });
const ticketCount = async () => (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(tickets))[0]!.n;

async function equipmentOf(companyId: number) {
  const [row] = await ctx.db
    .select()
    .from(installedEquipment)
    .where(and(eq(installedEquipment.companyId, companyId), isNotNull(installedEquipment.customerId)))
    .orderBy(installedEquipment.id)
    .limit(1);
  return row!;
}

const ticket = { title: 'Spindle alarm', type: 'repair', priority: 'high' };

describe('the installed-equipment register', () => {
  it('is seeded from the demo orders, one serial per machine, for both demo companies', async () => {
    const rows = await ctx.db.select().from(installedEquipment);
    expect(rows.length).toBeGreaterThan(10);
    expect(new Set(rows.map((r) => r.serialNo)).size).toBe(rows.length);
    expect(rows.every((r) => r.orderId !== null && r.orderLineId !== null && r.installedOn !== null)).toBe(
      true,
    );
    expect(new Set(rows.map((r) => r.companyId))).toEqual(new Set([A(), B()]));
    // Every demo ticket is on equipment of its own company, with the equipment's customer.
    const unlinked = await ctx.db.execute(sql`
      SELECT t.id FROM tickets t LEFT JOIN installed_equipment e ON e.id = t.equipment_id
      WHERE e.id IS NULL OR e.company_id <> t.company_id OR e.serial_no <> t.serial_no
         OR t.customer_id IS DISTINCT FROM e.customer_id`);
    expect(unlinked.rows).toEqual([]);
  });

  it('a partner lists only its company’s equipment; staff list any, by serial or customer', async () => {
    const list = (body: Record<string, unknown>, token: string) =>
      call<InstalledEquipment[]>(ctx.app, 'POST', '/ticket/list-installed-equipment', { token, body });
    const ofB = await list({ limit: 50 }, tokens['partner.b']!);
    expect(ofB.code).toBe(0);
    expect(ofB.data.length).toBeGreaterThan(0);
    expect(ofB.data.every((e) => e.companyId === B())).toBe(true);
    const serial = (await equipmentOf(A())).serialNo;
    expect((await list({ keyword: serial }, tokens['partner.b']!)).data).toEqual([]);
    const staff = await list({ keyword: serial }, tokens['service']!);
    expect(staff.data.map((e) => e.serialNo)).toEqual([serial]);
  });

  it('offers staff every company owning equipment, a partner only its own', async () => {
    const companiesFor = async (user: string) =>
      (
        await call<{ id: number }[]>(ctx.app, 'GET', '/ticket/list-equipment-companies', {
          token: tokens[user],
        })
      ).data.map((c) => c.id);
    expect((await companiesFor('service')).sort()).toEqual([A(), B()].sort());
    expect(await companiesFor('partner.b')).toEqual([B()]);
  });
});

describe('raising a ticket on a serial', () => {
  it('takes model, customer, site and order from the equipment', async () => {
    const kit = await equipmentOf(B());
    const res = await create({ ...ticket, serialNo: kit.serialNo }, tokens['partner.b']!);
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({
      companyId: B(),
      equipmentId: kit.id,
      customerId: kit.customerId,
      serialNo: kit.serialNo,
      modelName: kit.modelName,
      site: kit.site,
      installedOn: kit.installedOn,
      documents: [],
    });
    expect(res.data.orderNo).not.toBeNull();
    const byId = await create({ ...ticket, equipmentId: kit.id }, tokens['partner.b']!);
    expect(byId.data.equipmentId).toBe(kit.id);
  });

  it('refuses partner A a serial Demo Partner B owns, naming the field, and saves nothing', async () => {
    const before = await ticketCount();
    const ofB = await equipmentOf(B());
    for (const lang of ['cn', 'en', 'kr'] as const) {
      for (const body of [{ serialNo: ofB.serialNo }, { equipmentId: ofB.id }]) {
        const res = await call<TicketInfo>(ctx.app, 'POST', '/ticket/save-ticket', {
          token: tokens['partner.admin'],
          lang,
          body: { ...ticket, ...body },
        });
        expect(res.code).toBe(100);
        const message = translate(lang, 'ticket.validation.equipmentNotOwned');
        expect(res.msg).toBe(message);
        expect(fieldErrorsOf(res.data)).toEqual([{ field: Object.keys(body)[0], message }]);
      }
    }
    expect(await ticketCount()).toBe(before);
  });

  it('refuses a missing or unknown serial, naming it', async () => {
    const before = await ticketCount();
    for (const body of [{}, { serialNo: 'NOPE-0001' }]) {
      const res = await create({ ...ticket, ...body }, tokens['partner.admin']!);
      expect(res.code).toBe(100);
      expect(fieldErrorsOf(res.data)[0]).toEqual({
        field: 'serialNo',
        message: translate('en', 'ticket.validation.equipment'),
      });
    }
    expect(await ticketCount()).toBe(before);
  });
});

describe("the customer's name in the reader's language", () => {
  it('list and detail name the customer in cn, en and kr; the list finds it by any of its names', async () => {
    const kit = await equipmentOf(B());
    // The customer as the register knows it, with a name in each language.
    await ctx.db
      .update(customers)
      .set({ name: '釜山精密株式会社', nameEn: 'Busan Precision Co., Ltd.', nameKr: '부산정밀(주)' })
      .where(eq(customers.id, kit.customerId!));
    const raised = await create({ ...ticket, serialNo: kit.serialNo }, tokens['partner.b']!);
    const id = raised.data.id;
    const names = { cn: '釜山精密株式会社', en: 'Busan Precision Co., Ltd.', kr: '부산정밀(주)' };
    for (const lang of ['cn', 'en', 'kr'] as const) {
      expect((await info(id, tokens['partner.b']!, lang)).data.customerName).toBe(names[lang]);
      const listed = await page({ keyword: raised.data.ticketNo }, tokens['partner.b']!, lang);
      expect(listed.data.list.map((t) => t.customerName)).toEqual([names[lang]]);
    }
    // Found by the Korean name whatever the reader's language, and by serial.
    for (const lang of ['cn', 'kr'] as const) {
      const found = await page({ keyword: '부산정밀', pageSize: 100 }, tokens['partner.b']!, lang);
      expect(found.data.list.map((t) => t.id)).toContain(id);
      expect(found.data.list.every((t) => t.customerId === kit.customerId)).toBe(true);
    }
    const bySerial = await page({ keyword: kit.serialNo, pageSize: 100 }, tokens['partner.b']!);
    expect(bySerial.data.list.map((t) => t.id)).toContain(id);
    // Another company never finds it.
    const other = await page({ keyword: '부산정밀', pageSize: 100 }, tokens['partner.admin']!);
    expect(other.data.list.map((t) => t.id)).not.toContain(id);
  });
});

const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(64)]);

function addDocument(
  ticketId: number | undefined,
  file: { name: string; content: Buffer } | null,
  token: string,
  lang: 'cn' | 'en' | 'kr' = 'en',
) {
  const boundary = `----test${randomBytes(6).toString('hex')}`;
  const body = Buffer.concat([
    ...(file
      ? [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
          ),
          file.content,
          Buffer.from('\r\n'),
        ]
      : [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nx\r\n`)]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return call<UploadData>(ctx.app, 'POST', '/ticket/document/addDocument', {
    token,
    lang,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    query: ticketId === undefined ? undefined : { ticketId: String(ticketId) },
    body,
  });
}

describe('ticket/document/addDocument into a ticket', () => {
  let ticketId = 0;
  const fileCount = async () => (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(files))[0]!.n;
  const documentsOf = async (id: number) =>
    (await ctx.db.select().from(ticketFiles).where(eq(ticketFiles.ticketId, id))).length;

  beforeAll(async () => {
    const kit = await equipmentOf(B());
    ticketId = (await create({ ...ticket, serialNo: kit.serialNo }, tokens['partner.b']!)).data.id;
  });

  it('imports a photo into the ticket; the detail lists it and its download checks the ticket', async () => {
    const res = await addDocument(ticketId, { name: '알람 화면.png', content: png }, tokens['partner.b']!);
    expect(res.code).toBe(0);
    expect(res.data.docExt).toBe('PNG');
    const detail = await info(ticketId, tokens['partner.b']!);
    expect(detail.data.documents).toEqual([
      { id: res.data.id, name: '알람 화면.png', ext: 'PNG', size: png.length, docUrl: res.data.docUrl },
    ]);
    // Staff add one too; the partner downloads it through the ticket.
    const byStaff = await addDocument(ticketId, { name: 'report.png', content: png }, tokens['service']!);
    expect(byStaff.code).toBe(0);
    const url = new URL(byStaff.data.docUrl, 'http://x');
    const download = await ctx.app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { authorization: `Bearer ${tokens['partner.b']}` },
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(png)).toBe(true);
    // Another company's partner reads neither the ticket's document nor its detail.
    const foreign = await ctx.app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { authorization: `Bearer ${tokens['partner.admin']}`, language: 'en' },
    });
    expect(foreign.json()).toMatchObject({ code: 100, msg: 'File not found' });
  });

  it('refuses a wrong type, a file too big and no file, with the upload messages, keeping nothing', async () => {
    const before = [await fileCount(), await documentsOf(ticketId)];
    const wrong = await addDocument(ticketId, { name: 'tool.exe', content: png }, tokens['partner.b']!);
    expect(wrong.code).toBe(100);
    expect(wrong.msg).toMatch(/^The format of the file named tool\.exe should be one of \[/);
    const disguised = await addDocument(
      ticketId,
      { name: 'photo.png', content: Buffer.from('not an image at all') },
      tokens['partner.b']!,
      'kr',
    );
    expect(disguised.code).toBe(100);
    expect(disguised.msg).toBe(translate('kr', 'upload.contentMismatch', { name: 'photo.png' }));
    const big = Buffer.concat([png, Buffer.alloc(20 * 1024 * 1024)]);
    const tooBig = await addDocument(ticketId, { name: 'big.png', content: big }, tokens['partner.b']!);
    expect(tooBig.code).toBe(100);
    expect(tooBig.msg).toBe(translate('en', 'upload.sizeInvalid', { name: 'big.png', size: 20 }));
    const none = await addDocument(ticketId, null, tokens['partner.b']!, 'cn');
    expect(none.code).toBe(100);
    expect(none.msg).toBe(translate('cn', 'upload.fileMissing'));
    expect([await fileCount(), await documentsOf(ticketId)]).toEqual(before);
  });

  it("answers another company's ticket as not found, storing nothing", async () => {
    const before = await fileCount();
    const res = await addDocument(ticketId, { name: 'a.png', content: png }, tokens['partner.admin']!);
    expect(res.code).toBe(100);
    expect(res.msg).toBe(translate('en', 'error.recordNotFound'));
    expect(await fileCount()).toBe(before);
    const missing = await addDocument(999_999, { name: 'a.png', content: png }, tokens['service']!);
    expect(missing.msg).toBe(translate('en', 'error.recordNotFound'));
  });

  it('raising a ticket attaches documents uploaded beforehand by the raiser’s company only', async () => {
    const kit = await equipmentOf(B());
    const upload = (token: string) => uploadDocument(ctx.app, token, 'plate notes.txt');
    const own = (await upload(tokens['partner.b']!)).data.id;
    const res = await create({ ...ticket, serialNo: kit.serialNo, fileIds: [own] }, tokens['partner.b']!);
    expect(res.code).toBe(0);
    expect(res.data.documents.map((d) => d.id)).toEqual([own]);
    const before = await ticketCount();
    const foreign = (await upload(tokens['partner.admin']!)).data.id;
    const refused = await create(
      { ...ticket, serialNo: kit.serialNo, fileIds: [foreign] },
      tokens['partner.b']!,
    );
    expect(fieldErrorsOf(refused.data)[0]!.field).toBe('fileIds');
    expect(await ticketCount()).toBe(before);
  });

  it('without a ticket it is still the spreadsheet import of the file.import button', async () => {
    const csv = { name: 'rows.csv', content: Buffer.from('a,b\n1,2\n') };
    expect((await addDocument(undefined, csv, tokens['service']!)).code).toBe(0);
    const partner = await addDocument(undefined, csv, tokens['partner.b']!);
    expect(partner.msg).toBe(translate('en', 'error.noPermission'));
  });
});
