/**
 * Issue 21 §1: a partner reads of a quotation (and of a solution) only what has been offered to it. Every
 * quotation, solution, process and notice endpoint of the contract is called as the partner for a record in each
 * state not yet offered to it; no answer may hold an amount, a line or a cost field the partner's detail
 * of that record does not show. The endpoints come from the contract: a new one is walked without editing
 * this file.
 */
import type {
  Endpoint,
  PartnerQuotationInfo,
  ProcessKind,
  QuotationInfo,
  SolutionInfo,
} from '@portal/contract';
import {
  diffAmountFields,
  endpoints,
  isMessageKey,
  maxRecordId,
  partnerQuotationInfoSchema,
  partnerQuotationLineSchema,
  quotationInfoSchema,
  quotationLineSchema,
  schemaFields,
  translate,
} from '@portal/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cellValues, loadWorkbook } from '../src/core/xlsx-workbook';
import { processes } from '../src/db/schema';
import { quotationProcessKind } from '../src/modules/quotations/quotations.approval';
import { solutionProcessKind } from '../src/modules/solutions/solutions.approval';
import type { QuotationWorld } from '../src/modules/quotations/quotations.test-support';
import { caller, quotationWorld, solutionOf } from '../src/modules/quotations/quotations.test-support';
import { call } from './test-app';

const partner = 'partner.sales';

/** What staff read of a quotation and a partner never does (from the contract's two views). */
const costFields = new Set([
  ...Object.keys(quotationInfoSchema.shape).filter((key) => !(key in partnerQuotationInfoSchema.shape)),
  ...Object.keys(quotationLineSchema.shape).filter((key) => !(key in partnerQuotationLineSchema.shape)),
]);
const amountFields = new Set<string>(diffAmountFields);
/** Solution amounts: a partner reads none of a solution not offered to it. */
const solutionAmountFields = new Set(['listTotal', 'unitPrice', 'amount']);
const decimalText = /^-?\d+(\.\d+)?$/;

interface Subject {
  kind: 'quotation' | 'solution';
  status: string;
  id: number;
  /** Another version of the same record (compare-versions), or the record itself. */
  otherId: number;
  number: string;
  /** Its approval process, when one was started. */
  processId: number | null;
}

let world: QuotationWorld;
/** The approval process of a subject, when one was started. */
const processOf = async (kind: ProcessKind, subjectId: number) =>
  (
    await world.ctx.db
      .select({ id: processes.id })
      .from(processes)
      .where(and(eq(processes.kind, kind), eq(processes.subjectId, subjectId)))
  )[0]?.id ?? null;
let api: ReturnType<typeof caller>;
const subjects: Subject[] = [];

beforeAll(async () => {
  world = await quotationWorld();
  api = caller(world);
  const request = async () =>
    (
      await api.post<PartnerQuotationInfo>(
        'request-additional',
        {
          opportunityId: world.openA,
          note: 'Two more fences and a warranty',
          items: [
            { itemKind: 'material', itemId: world.material.fence, quantity: '2' },
            { itemKind: 'material', itemId: world.material.warranty, quantity: '1' },
          ],
        },
        partner,
      )
    ).data;
  const { priced } = api;
  const add = async (
    status: string,
    quotation: { id: number; quotationNo: string },
    otherId = quotation.id,
  ) =>
    subjects.push({
      kind: 'quotation',
      status,
      id: quotation.id,
      otherId,
      number: quotation.quotationNo,
      processId: await processOf(quotationProcessKind, quotation.id),
    });

  await add('requested', await request());
  const submitted = await request();
  await priced(submitted.id, '30');
  await add('submitted', await api.ok('submit-quotation', { id: submitted.id }));
  const approved = await request();
  await priced(approved.id, '0');
  await add('approved', await api.ok('submit-quotation', { id: approved.id }));
  // Returned with a discount over the threshold, then revised into a draft with another discount.
  const returned = await request();
  const v1 = await priced(returned.id, '30');
  await api.ok('submit-quotation', { id: v1.id });
  await api.ok('decide-quotation', { id: v1.id, decision: 'return', reason: 'Too much discount' }, 'sales');
  const v2 = await api.ok('revise-quotation', { id: v1.id });
  await priced(v2.id, '5');
  await add('returned', v1, v2.id);
  await add('draft', v2, v1.id);
  for (const quotation of subjects)
    expect((await api.get<QuotationInfo>(quotation.id)).data.status).toBe(quotation.status);
  expect(subjects.some((subject) => subject.processId !== null)).toBe(true);

  for (const status of ['draft', 'returned'] as const) {
    const id = await solutionOf(world, world.openA, 'approved');
    await world.ctx.db.execute(
      // A solution not (or no longer) offered to the partner: planning's draft, or returned by sales.
      sql`UPDATE solutions SET status = ${status} WHERE id = ${id}`,
    );
    const info = await call<SolutionInfo>(world.ctx.app, 'GET', '/solution/get-solution-info', {
      token: world.tokens.planner,
      query: { id: String(id) },
    });
    subjects.push({
      kind: 'solution',
      status,
      id,
      otherId: id,
      number: info.data.solutionNo,
      processId: await processOf(solutionProcessKind, id),
    });
  }
}, 120_000);
afterAll(() => world.ctx.close());

/** The areas walked: their calls, read and write alike, and their exports (`<area>Exports` in the contract). */
const walkedAreas = ['quotations', 'solutions', 'processes', 'notices'];
const walked = Object.entries(endpoints)
  .filter(([group]) => walkedAreas.some((area) => group === area || group === `${area}Exports`))
  .flatMap(([, group]): Endpoint[] => Object.values(group))
  .filter((e) => !e.multipart);

/** A request of `e` about `subject`: every id field names it, a keyword finds it. */
function requestOf(e: Endpoint, subject: Subject): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const schema of [e.body, e.query]) {
    if (!schema) continue;
    for (const field of schemaFields(schema)) {
      if (field.path.length !== 1) continue;
      const name = field.path[0]!;
      if (name === 'id' && e.path.startsWith('/process/')) values[name] = subject.processId ?? maxRecordId;
      else if (name === 'fromId') values[name] = subject.otherId;
      else if (/^(id|toId|quotationId|solutionId|questionId)$/.test(name)) values[name] = subject.id;
      else if (name === 'keyword') values[name] = subject.number;
      else if (name === 'allVersions') values[name] = true;
      else if (name === 'fileId') values[name] = '00000000-0000-4000-8000-000000000000';
      else if (name === 'text') values[name] = 'Is this the final price?';
    }
  }
  return values;
}

/** Everything in an answer the partner's detail of a record not offered to it does not show. */
function leaks(value: unknown, subject: Subject, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => leaks(item, subject, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  const found: string[] = [];
  const record: Record<string, unknown> = Object.fromEntries(Object.entries(value));
  // A diff entry of an amount (compare-versions, the returned detail).
  if (
    typeof record.field === 'string' &&
    amountFields.has(record.field) &&
    ('from' in record || 'to' in record)
  )
    found.push(`${path}: the ${record.field} of two versions`);
  for (const [key, item] of Object.entries(record)) {
    const at = `${path}.${key}`;
    if (subject.kind === 'quotation' && costFields.has(key)) found.push(`${at}: a cost field`);
    const amounts = subject.kind === 'quotation' ? amountFields : solutionAmountFields;
    if (amounts.has(key) && typeof item === 'string' && decimalText.test(item) && Number(item) !== 0)
      found.push(`${at} = ${item}`);
    if ((key === 'lines' || key === 'lineReasons') && Array.isArray(item) && item.length > 0)
      found.push(`${at}: ${item.length} lines`);
    if (key === 'lineCount' && typeof item === 'number' && item > 0) found.push(`${at} = ${item}`);
    found.push(...leaks(item, subject, at));
  }
  return found;
}

/** The amount cells of a spreadsheet's rows about the subject (its number in the first column). */
async function sheetLeaks(bytes: Buffer, subject: Subject): Promise<string[]> {
  const sheet = (await loadWorkbook(bytes)).worksheets[0];
  if (!sheet) return [];
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push(cellValues(row)));
  const [header = [], ...body] = rows;
  const labels =
    subject.kind === 'quotation'
      ? diffAmountFields
          .map((field) => `quotation.field.${field}`)
          .filter(isMessageKey)
          .map((key) => translate('en', key))
      : [translate('en', 'solution.field.listTotal'), translate('en', 'solution.field.lines')];
  const columns = header.flatMap((label, i) => (labels.includes(String(label)) ? [i] : []));
  return body
    .filter((row) => row.includes(subject.number))
    .flatMap((row) =>
      columns
        .filter((i) => row[i] !== null && row[i] !== undefined && row[i] !== '' && Number(row[i]) !== 0)
        .map((i) => `${String(header[i])} = ${String(row[i])}`),
    );
}

describe('a partner reads only what has been offered to it (issue 21 §1)', () => {
  it('walks every quotation, solution and notice endpoint of the contract', () => {
    expect(walked.some((e) => e.path === '/quotation/compare-versions')).toBe(true);
    expect(walked.some((e) => e.path === '/quotation/export-quotation-list')).toBe(true);
    expect(walked.some((e) => e.path === '/solution/get-solution-info')).toBe(true);
  });

  const cases = ['requested', 'draft', 'submitted', 'approved', 'returned'].flatMap((status) =>
    walked.filter((e) => !e.path.startsWith('/solution/')).map((e) => ['quotation', status, e] as const),
  );
  const solutionCases = ['draft', 'returned'].flatMap((status) =>
    walked.filter((e) => !e.path.startsWith('/quotation/')).map((e) => ['solution', status, e] as const),
  );

  it.each(
    [...cases, ...solutionCases].map(
      ([kind, status, e]) => [`${kind} ${status}: ${e.method} ${e.path}`, kind, status, e] as const,
    ),
  )('%s', async (_name, kind, status, e) => {
    const subject = subjects.find((s) => s.kind === kind && s.status === status)!;
    const values = requestOf(e, subject);
    const response = await world.ctx.app.inject({
      method: e.method,
      url: `/api${e.path}`,
      headers: { authorization: `Bearer ${world.tokens[partner]}`, language: 'en' },
      ...(e.method === 'GET'
        ? { query: Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)])) }
        : { payload: values }),
    });
    expect(response.statusCode).toBeLessThan(500);
    const type = String(response.headers['content-type']);
    if (type.includes('json')) {
      const envelope = response.json<{ code: number; data: unknown }>();
      expect(envelope.code).not.toBe(500);
      expect(leaks(envelope.data, subject)).toEqual([]);
    } else if (type.includes('spreadsheetml')) {
      expect(await sheetLeaks(response.rawPayload, subject)).toEqual([]);
    } else {
      // Any other file (a PDF, an attachment) of a record not offered to the partner is a leak.
      expect(type, `${e.path} answered a file`).toContain('json');
    }
  });
});
