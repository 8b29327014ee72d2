/**
 * The streamed .xlsx export: a real Fastify instance with the product's error handling and dummy
 * download routes; answers are read back with exceljs.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { limits, translate } from '@portal/contract';
import ExcelJS from 'exceljs';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from './error-handler';
import type { XlsxColumn } from './xlsx-export';
import {
  assertExportable,
  chosenColumns,
  exactAmount,
  pagedBatches,
  sendXlsx,
  xlsxContentType,
} from './xlsx-export';
import { loadWorkbook } from './xlsx-workbook';

interface Item {
  id: number;
  name: string;
  amount: string;
  createdAt: Date | null;
  note?: string;
}

const base = Date.UTC(2026, 0, 1, 8, 30, 0);
const item = (id: number): Item => ({
  id,
  name: `项目 ${id}`,
  amount: (id * 1.5).toFixed(2),
  createdAt: id % 10 === 0 ? null : new Date(base + id * 1000),
});

const columns: XlsxColumn<Item>[] = [
  { header: '编号', width: 10, value: (row) => row.id },
  { header: 'Name', width: 30, value: (row) => row.name },
  { header: 'Amount', value: (row) => exactAmount(row.amount) },
  { header: 'Created', width: 20, value: (row) => row.createdAt },
];

/** A source of `total` items in batches, recording how many batches were pulled. */
function source(total: number, batchSize = 1000) {
  const state = { pulled: 0, finished: false };
  const batches = pagedBatches(
    async (offset, limit) => {
      state.pulled++;
      const count = Math.max(0, Math.min(limit, total - offset));
      return Array.from({ length: count }, (_, i) => item(offset + i + 1));
    },
    batchSize,
    Number.POSITIVE_INFINITY,
  );
  return { state, batches };
}

async function readWorkbook(body: Buffer) {
  const workbook = await loadWorkbook(body);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

/** Text a spreadsheet would evaluate, one per row of `/tricky`. */
const trickyTexts = ['=1+2', '+SUM(A1:A2)', '-2+3', '@SUM(A1)', '\t=1+2', '\r=1+2', 'plain', "'quoted"];
const trickyAmounts = ['1234567890123456.78', '1234.5', '1234.50', '-1234567890123456.78', '0.00'];

let app: FastifyInstance;
const logged: string[] = [];
let port = 0;
let slowState: { pulled: number; finished: boolean } = { pulled: 0, finished: false };

beforeAll(async () => {
  app = Fastify({
    forceCloseConnections: true,
    logger: {
      level: 'info',
      stream: { write: (line: string) => void logged.push(line) },
    },
  });
  app.decorateRequest('lang', 'en');
  app.addHook('onRequest', async (request) => {
    const lang = request.headers['language'];
    if (lang === 'cn' || lang === 'kr' || lang === 'en') request.lang = lang;
  });
  registerErrorHandling(app);

  app.post<{ Querystring: { rows?: string; name?: string } }>('/rows', async (request, reply) => {
    const { batches } = source(Number(request.query.rows ?? '10'));
    await sendXlsx(reply, {
      fileName: request.query.name ?? 'rows.xlsx',
      sheetName: 'Reports: 2026/01',
      columns,
      batches,
    });
    return reply;
  });
  app.post('/tricky', async (_request, reply) => {
    const rows: Item[] = trickyTexts.map((name, index) => ({
      id: index + 1,
      name,
      amount: trickyAmounts[index % trickyAmounts.length] ?? '0',
      createdAt: null,
    }));
    await sendXlsx(reply, {
      fileName: 'tricky.xlsx',
      columns,
      batches: (async function* () {
        yield rows;
      })(),
    });
    return reply;
  });
  app.post('/summary', async (_request, reply) => {
    await sendXlsx(reply, {
      fileName: 'summary.xlsx',
      sheetName: 'Entries',
      columns,
      batches: source(3).batches,
      summaries: [
        {
          sheetName: 'Totals: by person',
          columns: [{ header: 'Person', width: 24 }, { header: 'Hours' }],
          rows: [
            ['=Sora', 7.5],
            ['Kim', null],
          ],
        },
      ],
    });
    return reply;
  });
  app.post<{ Querystring: { count: string; max?: string } }>('/refuse', async (request, reply) => {
    const max = request.query.max ? Number(request.query.max) : undefined;
    assertExportable(Number(request.query.count), max);
    await sendXlsx(reply, { fileName: 'ok.xlsx', columns, batches: source(3).batches });
    return reply;
  });
  app.post('/fails-first', async (_request, reply) => {
    await sendXlsx(reply, {
      fileName: 'never.xlsx',
      columns,
      batches: pagedBatches<Item>(async () => {
        throw new Error('relation does not exist');
      }),
    });
    return reply;
  });
  app.post('/fails-later', async (_request, reply) => {
    await sendXlsx(reply, {
      fileName: 'broken.xlsx',
      columns,
      batches: pagedBatches<Item>(async (offset, limit) => {
        if (offset >= 5000) throw new Error('connection lost in the middle');
        return Array.from({ length: limit }, (_, i) => item(offset + i + 1));
      }),
    });
    return reply;
  });
  app.post('/slow', async (_request, reply) => {
    slowState = { pulled: 0, finished: false };
    // Incompressible text, so the zip cannot shrink the rows away.
    const wide: XlsxColumn<Item>[] = [
      { header: 'id', value: (row) => row.id },
      { header: 'noise', value: () => randomBytes(200).toString('base64') },
    ];
    await sendXlsx(reply, {
      fileName: 'slow.xlsx',
      columns: wide,
      batches: (async function* () {
        for await (const batch of pagedBatches<Item>(
          async (offset, limit) => {
            slowState.pulled++;
            return offset >= 200_000 ? [] : Array.from({ length: limit }, (_, i) => item(offset + i + 1));
          },
          1000,
          Number.POSITIVE_INFINITY,
        )) {
          yield batch;
        }
        slowState.finished = true;
      })(),
    });
    return reply;
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening on a port');
  port = address.port;
});

afterAll(async () => {
  await app.close();
});

describe('pagedBatches', () => {
  it('fetches lazily, stops at a short batch and never passes maxRows', async () => {
    const calls: Array<[number, number]> = [];
    const batches = pagedBatches(async (offset, limit) => {
      calls.push([offset, limit]);
      return Array.from({ length: Math.max(0, Math.min(limit, 2500 - offset)) }, (_, i) => offset + i);
    }, 1000);
    const iterator = batches[Symbol.asyncIterator]();
    expect(calls).toEqual([]);
    const first = await iterator.next();
    expect(first.value).toHaveLength(1000);
    expect(calls).toEqual([[0, 1000]]);
    const rest: number[][] = [];
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) rest.push(next.value);
    expect(rest.map((b) => b.length)).toEqual([1000, 500]);
    expect(calls).toEqual([
      [0, 1000],
      [1000, 1000],
      [2000, 1000],
    ]);
  });

  it('stops at limits.exportMaxRows by default, asking only for what is left', async () => {
    const calls: Array<[number, number]> = [];
    let total = 0;
    for await (const batch of pagedBatches(async (offset, limit) => {
      calls.push([offset, limit]);
      return Array.from({ length: limit }, (_, i) => offset + i);
    }, 7000)) {
      total += batch.length;
    }
    expect(total).toBe(limits.exportMaxRows);
    expect(calls.at(-1)).toEqual([49_000, 1000]);
  });

  it('answers nothing for an empty source and cuts an over-long batch', async () => {
    const empty: number[][] = [];
    for await (const batch of pagedBatches(async () => [] as number[])) empty.push(batch);
    expect(empty).toEqual([]);
    const cut: number[][] = [];
    for await (const batch of pagedBatches(async () => [1, 2, 3, 4], 3, 3)) cut.push(batch);
    expect(cut).toEqual([[1, 2, 3]]);
  });
});

describe('exactAmount', () => {
  it('answers a number when the decimal round-trips through Number, else the decimal text', () => {
    expect(exactAmount('1234.5')).toBe(1234.5);
    expect(exactAmount('1234.50')).toBe(1234.5);
    expect(exactAmount('0012.00')).toBe(12);
    expect(exactAmount('-7.25')).toBe(-7.25);
    expect(exactAmount('9007199254740993')).toBe('9007199254740993');
    expect(exactAmount('1234567890123456.78')).toBe('1234567890123456.78');
    expect(exactAmount('0.1')).toBe(0.1);
    expect(exactAmount('abc')).toBe('abc');
    expect(exactAmount('')).toBeNull();
    expect(exactAmount(null)).toBeNull();
    expect(exactAmount(undefined)).toBeNull();
  });
});

describe('assertExportable', () => {
  it('accepts up to the limit and refuses above it with code 100 and the counts', () => {
    expect(() => assertExportable(0)).not.toThrow();
    expect(() => assertExportable(limits.exportMaxRows)).not.toThrow();
    expect(() => assertExportable(limits.exportMaxRows + 1)).toThrow(
      expect.objectContaining({ code: 100, key: 'export.tooManyRows' }),
    );
    expect(() => assertExportable(11, 10)).toThrow(
      expect.objectContaining({ params: { count: 11, limit: 10 } }),
    );
  });

  it('answers the refusal as an envelope in the request language, before any byte of a file', async () => {
    const res = await app.inject({ method: 'POST', url: '/refuse?count=50001', headers: { language: 'cn' } });
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.json()).toEqual({
      code: 100,
      msg: translate('cn', 'export.tooManyRows', { count: 50001, limit: 50000 }),
      data: null,
    });
    expect(res.json().msg).toContain('50001');
    const small = await app.inject({
      method: 'POST',
      url: '/refuse?count=3&max=2',
      headers: { language: 'kr' },
    });
    expect(small.json().msg).toBe(translate('kr', 'export.tooManyRows', { count: 3, limit: 2 }));
    const ok = await app.inject({ method: 'POST', url: '/refuse?count=3&max=3' });
    expect(ok.headers['content-type']).toBe(xlsxContentType);
  });
});

/**
 * A hang guard for the two tests that build a 120 000-row workbook: seconds alone, several times that when
 * the 2-core machine runs other suites beside them. Not a performance check (bench/ measures exports).
 */
const heavyWorkbook = 120_000;

describe('sendXlsx', () => {
  it(
    'streams 120 000 rows with a bold frozen header, numbers as numbers and dates as dates',
    async () => {
      const res = await app.inject({ method: 'POST', url: '/rows?rows=120000' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(xlsxContentType);
      expect(res.headers['cache-control']).toBe('no-store');
      const sheet = await readWorkbook(res.rawPayload);
      expect(sheet.name).toBe('Reports  2026 01');
      expect(sheet.rowCount).toBe(120_001);
      const header = sheet.getRow(1);
      expect(header.values).toEqual([undefined, '编号', 'Name', 'Amount', 'Created']);
      expect(header.font?.bold).toBe(true);
      expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
      expect(sheet.getColumn(2).width).toBe(30);
      expect(sheet.getColumn(3).width).toBe(16);

      const second = sheet.getRow(2);
      expect(second.getCell(1).value).toBe(1);
      expect(second.getCell(2).value).toBe('项目 1');
      expect(second.getCell(3).value).toBe(1.5);
      // The wall-clock time of the server's zone, as an Excel date.
      const created = new Date(base + 1000);
      expect(second.getCell(4).value).toEqual(
        new Date(created.getTime() - created.getTimezoneOffset() * 60_000),
      );
      expect(second.getCell(4).numFmt).toBe('yyyy-mm-dd hh:mm:ss');
      // Row of item 10: an empty date stays an empty cell.
      expect(sheet.getRow(11).getCell(4).value).toBeNull();
      const last = sheet.getRow(120_001);
      expect(last.getCell(1).value).toBe(120_000);
      expect(last.getCell(3).value).toBe(180_000);
    },
    heavyWorkbook,
  );

  it('writes text a spreadsheet would evaluate as plain text starting with a quote', async () => {
    const res = await app.inject({ method: 'POST', url: '/tricky' });
    const sheet = await readWorkbook(res.rawPayload);
    trickyTexts.forEach((text, index) => {
      const cell = sheet.getRow(index + 2).getCell(2);
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      expect(cell.formula).toBeUndefined();
      // exceljs writes a carriage return raw, and XML reads it back as a line feed.
      const readBack = (value: string) => value.replace(/\r/g, '\n');
      if (/^[=+\-@\t\r]/.test(text)) {
        expect(String(cell.value).startsWith("'")).toBe(true);
        expect(cell.value).toBe(readBack(`'${text}`));
      } else expect(cell.value).toBe(text);
    });
  });

  it('writes the summary sheets after the list, with a bold header row and safe text', async () => {
    const res = await app.inject({ method: 'POST', url: '/summary' });
    const workbook = await loadWorkbook(res.rawPayload);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Entries', 'Totals  by person']);
    expect(workbook.worksheets[0]!.rowCount).toBe(4);
    const summary = workbook.worksheets[1]!;
    expect(summary.rowCount).toBe(3);
    expect(summary.getRow(1).getCell(1).value).toBe('Person');
    expect(summary.getRow(1).font?.bold).toBe(true);
    expect(summary.getColumn(1).width).toBe(24);
    expect(summary.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(summary.getRow(2).getCell(1).value).toBe("'=Sora");
    expect(summary.getRow(2).getCell(2).value).toBe(7.5);
    expect(summary.getRow(3).getCell(2).value).toBeNull();
  });

  it('writes an amount as a number only when that is exact, else as its decimal text', async () => {
    const res = await app.inject({ method: 'POST', url: '/tricky' });
    const sheet = await readWorkbook(res.rawPayload);
    const amount = (row: number) => sheet.getRow(row).getCell(3).value;
    expect(amount(2)).toBe('1234567890123456.78');
    expect(amount(3)).toBe(1234.5);
    expect(amount(4)).toBe(1234.5);
    // Text, so the minus sign is quoted like any other text starting with it.
    expect(amount(5)).toBe("'-1234567890123456.78");
    expect(amount(6)).toBe(0);
  });

  it("writes dates as the server zone's wall-clock time", async () => {
    const zone = process.env['TZ'];
    process.env['TZ'] = 'Asia/Shanghai';
    try {
      const res = await app.inject({ method: 'POST', url: '/rows?rows=1' });
      const sheet = await readWorkbook(res.rawPayload);
      // 2026-01-01 08:30:01 UTC is 16:30:01 in Shanghai; Excel dates read back as UTC fields.
      const value = sheet.getRow(2).getCell(4).value;
      expect(value).toBeInstanceOf(Date);
      expect(value instanceof Date && value.toISOString()).toBe('2026-01-01T16:30:01.000Z');
    } finally {
      if (zone === undefined) delete process.env['TZ'];
      else process.env['TZ'] = zone;
    }
  });

  it('writes just the header for an empty source', async () => {
    const res = await app.inject({ method: 'POST', url: '/rows?rows=0' });
    const sheet = await readWorkbook(res.rawPayload);
    expect(sheet.rowCount).toBe(1);
    expect(sheet.getRow(1).getCell(1).value).toBe('编号');
  });

  it('names the file in RFC 5987 form, with an ASCII fallback', async () => {
    const name = encodeURIComponent('商机报备 2026-01.xlsx');
    const res = await app.inject({ method: 'POST', url: `/rows?rows=2&name=${name}` });
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="____ 2026-01.xlsx"; filename*=UTF-8''${name}`,
    );
  });

  it('answers the server-error envelope when the first batch fails, and logs it', async () => {
    const res = await app.inject({ method: 'POST', url: '/fails-first' });
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.json()).toMatchObject({ code: 500 });
    expect(res.body).not.toContain('relation does not exist');
    expect(logged.some((line) => line.includes('relation does not exist'))).toBe(true);
  });

  it('aborts the answer when a later batch fails, and logs it', async () => {
    const outcome = await new Promise<{ status: number; error: boolean; bytes: number }>((resolve) => {
      const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/fails-later' }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('error', () => resolve({ status: res.statusCode ?? 0, error: true, bytes }));
        res.on('aborted', () => resolve({ status: res.statusCode ?? 0, error: true, bytes }));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, error: !res.complete, bytes }));
      });
      req.on('error', () => resolve({ status: 0, error: true, bytes: 0 }));
      req.end();
    });
    expect(outcome.status).toBe(200);
    expect(outcome.error).toBe(true);
    expect(logged.some((line) => line.includes('connection lost in the middle'))).toBe(true);
  });

  it(
    'pulls batches only as fast as the client reads (memory does not grow with the row count)',
    async () => {
      let resume: () => void = () => {};
      const done = new Promise<{ bytes: number }>((resolve, reject) => {
        const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/slow' }, (res) => {
          let bytes = 0;
          res.pause();
          resume = () => {
            res.on('data', (chunk: Buffer) => (bytes += chunk.length));
            res.resume();
          };
          res.on('end', () => resolve({ bytes }));
          res.on('error', reject);
        });
        req.on('error', reject);
        req.end();
      });
      // Wait until the writer stops pulling while the client does not read.
      let previous = -1;
      let stable = 0;
      while (stable < 5) {
        await new Promise((r) => setTimeout(r, 100));
        stable = slowState.pulled === previous && slowState.pulled > 0 ? stable + 1 : 0;
        previous = slowState.pulled;
      }
      // 200 batches of ~270 kB of incompressible text: far more than the socket and one
      // megabyte of buffer hold, so a writer without back-pressure would have pulled them all.
      expect(slowState.finished).toBe(false);
      expect(slowState.pulled).toBeLessThan(100);
      resume();
      const { bytes } = await done;
      expect(slowState.finished).toBe(true);
      expect(bytes).toBeGreaterThan(200 * 1000 * 200);
    },
    heavyWorkbook,
  );
});

describe('chosenColumns', () => {
  const columns: XlsxColumn<number>[] = [
    { key: 'a', header: 'A', value: () => 1 },
    { header: 'Currency', value: () => 'CNY' },
    { key: 'b', header: 'B', value: () => 2 },
  ];
  it('writes the keys chosen in their order, every column without a choice', () => {
    expect(chosenColumns(columns, ['b', 'a']).map((column) => column.header)).toEqual(['B', 'A']);
    expect(chosenColumns(columns, undefined).map((column) => column.header)).toEqual(['A', 'Currency', 'B']);
    expect(chosenColumns(columns, ['gone']).map((column) => column.header)).toEqual(['A', 'Currency', 'B']);
  });
});
