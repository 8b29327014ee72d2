/**
 * The process centre on the demo data: step names in the reader's language, the lists' sorting by the
 * contract's sort fields, and the `step_names` migration reading a definition stored in the old shape.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { Page, ProcessDefinition, ProcessInfo, ProcessListItem } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/test-app';
import { call, createTestApp, tokenOf } from '../../../test/test-app';

let ctx: TestContext;
let admin = '';

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await tokenOf(ctx.app, 'admin');
});
afterAll(() => ctx.close());

const page = (body: object, lang: 'cn' | 'en' | 'kr' = 'en') =>
  call<Page<ProcessListItem>>(ctx.app, 'POST', '/process/page-process-list', {
    token: admin,
    body: { view: 'all', pageNum: 1, pageSize: 200, ...body },
    lang,
  });

describe('demo step names', () => {
  it("shows the demo review step in the reader's language, in the list and in the detail", async () => {
    const expected = { cn: '渠道审核', en: 'Channel review', kr: '채널 검토' };
    for (const lang of ['cn', 'en', 'kr'] as const) {
      const listed = await page({ kind: 'opportunityReport', status: 1 }, lang);
      expect(listed.data.list.length).toBeGreaterThan(0);
      expect(new Set(listed.data.list.map((row) => row.stepName))).toEqual(new Set([expected[lang]]));
      const detail = await call<ProcessInfo>(ctx.app, 'GET', '/process/get-process-info', {
        token: admin,
        query: { id: String(listed.data.list[0]!.id) },
        lang,
      });
      expect(detail.data.steps[0]!.name).toBe(expected[lang]);
    }
  });
});

describe('sorting the lists', () => {
  const times = (rows: ProcessListItem[], field: 'startedAt' | 'dueAt' | 'finishedAt') =>
    rows.map((row) => row[field]).filter((value): value is string => value !== null);
  const ascending = (values: (string | number)[]) => values.every((v, i) => i === 0 || values[i - 1]! <= v);

  it('sorts by start (newest first by default), due time and status, empty times last', async () => {
    const byDefault = (await page({})).data.list;
    expect(byDefault.length).toBeGreaterThan(3);
    expect(ascending(times(byDefault, 'startedAt').reverse())).toBe(true);
    const oldest = (await page({ sortField: 'startedAt', sortOrder: 'asc' })).data.list;
    expect(ascending(times(oldest, 'startedAt'))).toBe(true);

    for (const order of ['asc', 'desc'] as const) {
      const due = (await page({ sortField: 'dueAt', sortOrder: order })).data.list;
      const shown = times(due, 'dueAt');
      expect(ascending(order === 'asc' ? shown : [...shown].reverse())).toBe(true);
      // Processes without a due time (not processing) come after every due one.
      expect(due.slice(0, shown.length).every((row) => row.dueAt !== null)).toBe(true);
    }
    const byStatus = (await page({ sortField: 'status', sortOrder: 'asc' })).data.list;
    expect(ascending(byStatus.map((row) => row.status))).toBe(true);
    expect(new Set(byStatus.map((row) => row.status)).size).toBe(4);
  });

  it('refuses a sort field the contract does not list', async () => {
    const bad = await page({ sortField: 'submitter_id' });
    expect(bad.code).toBe(100);
  });
});

describe('the step_names migration', () => {
  it('rewrites a definition stored with one name per step, and the engine reads it', async () => {
    const oldSteps = [
      {
        name: '旧审核',
        approvers: [{ kind: 'permission', permission: 'quotation.approve' }],
        mode: 'oneOf',
        condition: null,
        dueHours: 24,
      },
      {
        names: { cn: '已迁移', en: 'Migrated' },
        approvers: [{ kind: 'owner' }],
        mode: 'allOf',
        condition: { field: 'amount', above: '100' },
        dueHours: 12,
      },
    ];
    await ctx.db.execute(sql`INSERT INTO process_definitions (kind, version, steps)
      VALUES ('planningQuotation', 900, ${JSON.stringify(oldSteps)}::jsonb)`);
    // Found by its name: the migrations' numbers change when branches merge.
    const folder = new URL('../../../drizzle/', import.meta.url);
    const file = readdirSync(folder).find((name) => name.endsWith('_step_names.sql'))!;
    const migration = readFileSync(new URL(file, folder), 'utf8');
    await ctx.db.execute(sql.raw(migration));
    // Twice: a step already migrated is left as it is.
    await ctx.db.execute(sql.raw(migration));

    const read = await call<ProcessDefinition>(ctx.app, 'GET', '/work-flow/get-definition', {
      token: admin,
      query: { kind: 'planningQuotation', version: '900' },
    });
    expect(read.code, read.msg).toBe(0);
    expect(read.data.steps).toEqual([
      {
        names: { cn: '旧审核' },
        approvers: [{ kind: 'permission', permission: 'quotation.approve' }],
        mode: 'oneOf',
        condition: null,
        dueHours: 24,
      },
      oldSteps[1],
    ]);
    const rows = await ctx.db.execute<{ n: string }>(
      sql`SELECT count(*) AS n FROM process_definitions, jsonb_array_elements(steps) AS s(step) WHERE s.step ? 'name'`,
    );
    expect(Number(rows.rows[0]!.n)).toBe(0);
  });
});
