import type { Language, Monitoring, MonitoringItem, MonitoringItemKey } from '@portal/contract';
import { monitoringItemKeys } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/test-app';
import { call, createTestApp, tokenOf } from '../../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  // Give every item something to count: an overdue task, a breached ticket, a protection ending in 3 days,
  // a mail queued an hour ago and never sent, an exception logged just now.
  await ctx.db.execute(sql`UPDATE process_tasks SET due_at = now() - interval '2 hours'
    WHERE id = (SELECT min(id) FROM process_tasks WHERE status = 'pending')`);
  await ctx.db.execute(sql`UPDATE tickets SET breached = true WHERE id = (SELECT min(id) FROM tickets)`);
  await ctx.db.execute(sql`UPDATE business_opportunities SET protected_until = now() + interval '3 days'
    WHERE id = (SELECT min(id) FROM business_opportunities WHERE stage NOT IN ('won', 'lost'))`);
  await ctx.db.execute(sql`INSERT INTO mail_outbox (to_address, purpose, language, subject, body, created_at)
    VALUES ('stuck@example.com', 'notice', 'en', 'Stuck mail', 'Body', now() - interval '1 hour')`);
  await ctx.db.execute(sql`INSERT INTO exception_logs (type) VALUES ('monitoring-test')`);
});
afterAll(() => ctx.close());

async function monitoring(username: string, lang: Language = 'en') {
  return call<Monitoring>(ctx.app, 'POST', '/reports/get-monitoring', {
    token: await tokenOf(ctx.app, username),
    body: {},
    lang,
  });
}

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const result = await ctx.db.execute<{ n: number }>(query);
  return Number(result.rows[0]?.n ?? 0);
}

const item = (data: Monitoring, key: MonitoringItemKey): MonitoringItem => {
  const found = data.items.find((i) => i.key === key);
  if (!found) throw new Error(`no item ${key}`);
  return found;
};

/** The list call behind a link, and its total (the list's own filters from the link's query). */
const lists: Record<string, string> = {
  '/tickets': '/ticket/page-ticket-list',
  '/system/exception-log': '/exceptionLog/page',
};

async function listTotal(link: string): Promise<number> {
  const [path = '', query = ''] = link.split('?');
  const endpoint = lists[path];
  if (!endpoint) throw new Error(`no list for ${path}`);
  const body: Record<string, unknown> = { pageNum: 1, pageSize: 1 };
  for (const [key, value] of new URLSearchParams(query)) body[key] = value;
  const answer = await call<{ total: number }>(ctx.app, 'POST', endpoint, {
    token: await tokenOf(ctx.app, 'admin'),
    body,
  });
  expect(answer.code, `${link}: ${answer.msg}`).toBe(0);
  return answer.data.total;
}

describe('reports/get-monitoring', () => {
  it('answers every item in one request, each count equal to a direct SQL count', async () => {
    const answer = await monitoring('admin');
    expect(answer.code).toBe(0);
    const data = answer.data;
    expect(data.items.map((i) => i.key)).toEqual([...monitoringItemKeys]);
    const at = data.at;
    const direct: Record<MonitoringItemKey, number> = {
      overdueApprovals: await count(
        sql`SELECT count(*) AS n FROM process_tasks WHERE status = 'pending' AND due_at < ${at}::timestamptz`,
      ),
      slaBreached: await count(sql`SELECT count(*) AS n FROM tickets WHERE breached`),
      protectionEnding: await count(sql`SELECT count(*) AS n FROM business_opportunities
        WHERE protected_until > ${at}::timestamptz AND protected_until <= ${at}::timestamptz + interval '14 days'
          AND stage NOT IN ('won', 'lost')`),
      failedJobs: (
        await ctx.db.execute<{ present: boolean }>(
          sql`SELECT to_regclass('pgboss.job') IS NOT NULL AS present`,
        )
      ).rows[0]?.present
        ? await count(sql`SELECT count(*) AS n FROM pgboss.job WHERE (state = 'failed' OR retry_count > 0)
            AND created_on >= ${at}::timestamptz - interval '7 days'`)
        : 0,
      undeliveredMails: await count(sql`SELECT count(*) AS n FROM mail_outbox
        WHERE sent_at IS NULL AND created_at < ${at}::timestamptz - interval '15 minutes'`),
      recentExceptions: await count(sql`SELECT count(*) AS n FROM exception_logs
        WHERE created_at >= ${at}::timestamptz - interval '24 hours'`),
    };
    for (const key of monitoringItemKeys) expect(item(data, key).count, key).toBe(direct[key]);
    for (const key of [
      'overdueApprovals',
      'slaBreached',
      'protectionEnding',
      'undeliveredMails',
      'recentExceptions',
    ] as const)
      expect(item(data, key).count, key).toBeGreaterThan(0);
  });

  it('opens each list with the same count, and lists the records of the items without a list screen', async () => {
    const data = (await monitoring('admin')).data;
    for (const one of data.items) {
      if (one.link !== null) expect(await listTotal(one.link), one.key).toBe(one.count);
      else expect(one.rows.length, one.key).toBe(Math.min(one.count, 10));
    }
    expect(item(data, 'slaBreached').link).toBe('/tickets?slaOutcome=breached');
    expect(item(data, 'undeliveredMails').rows[0]).toMatchObject({
      title: 'stuck@example.com',
      detail: 'Stuck mail',
    });
  });

  it('names what is wrong in the reader’s language', async () => {
    const kr = (await monitoring('admin', 'kr')).data;
    expect(item(kr, 'overdueApprovals').rows[0]?.detail).toMatch(/승인 대기$/);
    const cn = (await monitoring('admin', 'cn')).data;
    expect(item(cn, 'overdueApprovals').rows[0]?.detail).toMatch(/^等待 .+ 审批$/);
  });

  it('refuses a partner and a staff user who is not an administrator, on the server', async () => {
    for (const username of ['partner.admin', 'channel', 'sales']) {
      const answer = await monitoring(username);
      expect(answer.code, username).toBe(100);
      expect(answer.data, username).toBeNull();
    }
  });
});
