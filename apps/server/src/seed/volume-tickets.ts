/**
 * Tickets at volume (`seed:volume -- --tickets 1000000`): the ticket list's benchmark (bench/tickets-bench.mjs,
 * issue 23: "breaching within 4 hours" at 1M tickets). Generated in SQL with generate_series, in batches, on
 * the partner companies and the default SLA policy that exist. The spread: raised over the last year, one
 * a few minutes apart; those of the last three weeks mostly still open (new, assigned, in progress: the
 * resolution clock running, its due time cached 1–20 days after raising; waiting for the customer: paused,
 * no due time), older ones resolved or closed (every clock stopped), and one in 200 of them still open,
 * long overdue. Each ticket gets the status log entries it was raised with (status, priority, policy: what
 * the SLA clock reads; the later moves are not generated, the list reads the cache).
 */
import type { PoolClient } from 'pg';

export interface VolumeTickets {
  tickets: number;
  open: number;
}

/** Adds `count` tickets in batches of `batch` (each its own transaction, through `inTransaction`). */
export async function addVolumeTickets(
  client: PoolClient,
  count: number,
  batch: number,
  inTransaction: <T>(client: PoolClient, work: () => Promise<T>) => Promise<T>,
  log: (line: string) => void,
): Promise<VolumeTickets> {
  const facts = await client.query<{
    companies: number[] | null;
    policy: number | null;
    raiser: number | null;
  }>(
    `SELECT (SELECT array_agg(id ORDER BY id) FROM companies) AS companies,
            (SELECT id FROM sla_policies WHERE company_id IS NULL ORDER BY id LIMIT 1) AS policy,
            (SELECT id FROM users WHERE username = 'admin') AS raiser`,
  );
  const { companies, policy, raiser } = facts.rows[0]!;
  if (!companies?.length || policy === null || raiser === null)
    throw new Error(
      'tickets need partner companies, the default SLA policy and the admin user: seed the demo first',
    );
  const span = 365 * 24 * 60; // minutes in the year the tickets are raised over
  let added = 0;
  let open = 0;
  while (added < count) {
    const size = Math.min(batch, count - added);
    const t = Date.now();
    const result = await inTransaction(client, async () => {
      const inserted = await client.query<{ n: string; open: string }>(
        `WITH params AS (SELECT $1::int AS size, $2::int AS offset_, $3::int[] AS companies, $4::int AS span),
         g AS (
           SELECT p.offset_ + i AS n,
                  -- newest first as n grows: minute n·span/total back from now
                  now() - (((p.offset_ + i)::bigint * p.span / greatest($5::int, 1)) || ' minutes')::interval AS created_at,
                  p.companies[1 + (p.offset_ + i) % array_length(p.companies, 1)] AS company_id
             FROM params p, generate_series(1, (SELECT size FROM params)) AS i),
         s AS (
           SELECT g.*,
                  CASE
                    WHEN g.created_at > now() - interval '21 days' OR g.n % 200 = 0 THEN
                      (ARRAY['new','assigned','inProgress','inProgress','waitingForCustomer'])[1 + g.n % 5]
                    ELSE (ARRAY['resolved','closed','closed'])[1 + g.n % 3]
                  END AS status
             FROM g),
         ins AS (
           INSERT INTO tickets (ticket_no, company_id, title, type, priority, status, serial_no, customer_name, site,
                                policy_id, raised_by, resolved_at, response_due_at, resolution_due_at, breached,
                                created_at, updated_at)
           SELECT 'TKV' || lpad(nextval('ticket_no_seq')::text, 8, '0'), s.company_id,
                  'Volume ticket ' || s.n,
                  (ARRAY['installation','repair','maintenance','question'])[1 + s.n % 4],
                  (ARRAY['urgent','high','normal','normal','low'])[1 + s.n % 5],
                  s.status,
                  'VSN' || lpad((s.n % 50000)::text, 6, '0'),
                  'Volume customer ' || (s.n % 5000),
                  CASE WHEN s.n % 3 = 0 THEN 'KR' ELSE 'CN' END,
                  $6::int, $7::int,
                  CASE WHEN s.status IN ('resolved','closed') THEN s.created_at + interval '2 days' END,
                  NULL,
                  CASE WHEN s.status IN ('new','assigned','inProgress')
                       THEN s.created_at + (1 + s.n % 20) * interval '1 day' + (s.n % 1440) * interval '1 minute' END,
                  s.status IN ('resolved','closed') AND s.n % 10 = 0
                    OR s.status IN ('new','assigned','inProgress') AND s.created_at + (1 + s.n % 20) * interval '1 day' < now(),
                  s.created_at, s.created_at
             FROM s
           RETURNING id, status, priority, created_at),
         ev AS (
           INSERT INTO ticket_events (ticket_id, at, kind, status, priority, policy_id, actor_id)
           SELECT id, created_at, e.kind, e.status, e.priority, e.policy_id, $7::int
             FROM ins, LATERAL (VALUES ('status', 'new', NULL, NULL::int),
                                       ('priority', NULL, ins.priority, NULL),
                                       ('policy', NULL, NULL, $6::int)) AS e(kind, status, priority, policy_id))
         SELECT count(*) AS n, count(*) FILTER (WHERE status NOT IN ('resolved','closed')) AS open FROM ins`,
        [size, added, companies, span, count, policy, raiser],
      );
      return { n: Number(inserted.rows[0]?.n ?? 0), open: Number(inserted.rows[0]?.open ?? 0) };
    });
    added += result.n;
    open += result.open;
    log(`  ${added.toLocaleString('en')} tickets, ${open.toLocaleString('en')} open (${Date.now() - t} ms)`);
    if (result.n === 0) break;
  }
  return { tickets: added, open };
}
