/** The volume generator on a small scale: what it adds, and that it adds more when run again. */
import { isValidCreditCode } from '@portal/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase } from '../../test/test-app';
import { generateVolume } from './volume';

let pool: pg.Pool;
beforeAll(async () => {
  pool = new pg.Pool({ connectionString: await createTestDatabase(), max: 2 });
});
afterAll(() => pool.end());

/** The first row of a query, parsed with the schema of its columns. */
const one = async <S extends z.ZodType>(
  schema: S,
  text: string,
  values: unknown[] = [],
): Promise<z.output<S>> => schema.parse((await pool.query(text, values)).rows[0]);
const count = z.object({ n: z.number() });
const counts = z.object({ n: z.number(), companies: z.number() });

describe('generateVolume', () => {
  it('adds companies, reporters, reports in every status with lines, numbered from the sequence', async () => {
    const before = await one(
      counts,
      `SELECT (SELECT count(*)::int FROM opportunity_reports) AS n, (SELECT count(*)::int FROM companies) AS companies`,
    );
    const lines: string[] = [];
    const added = await generateVolume(pool, {
      reports: 3000,
      batch: 1000,
      companies: 12,
      log: (l) => lines.push(l),
    });
    expect(added).toMatchObject({ companies: 12, reports: 3000 });
    expect(lines.at(-1)).toContain('done: 3,000 reports');

    const after = await one(
      counts,
      `SELECT (SELECT count(*)::int FROM opportunity_reports) AS n, (SELECT count(*)::int FROM companies) AS companies`,
    );
    expect(after.n - before.n).toBe(3000);
    expect(after.companies - before.companies).toBe(12);

    const statuses = (
      await pool.query(`SELECT DISTINCT r.status FROM opportunity_reports r JOIN companies c ON c.id = r.company_id
                        WHERE c.code LIKE 'VOL%' ORDER BY 1`)
    ).rows.map((r) => r.status);
    expect(statuses).toEqual(['approved', 'discarded', 'draft', 'rejected', 'submitted', 'withdrawn']);

    // Each new company's credit code passes its check characters, so the company form can save it.
    const codes = (
      await pool.query(`SELECT credit_code FROM companies WHERE code LIKE 'VOL%' ORDER BY id`)
    ).rows.map((r) => z.string().parse(r.credit_code));
    expect(codes).toHaveLength(12);
    expect(codes.filter((code) => !isValidCreditCode(code))).toEqual([]);

    // Every generated report: a BR number, a reporter of its own company, consistent dates, lines.
    const bad = await one(
      count,
      `SELECT count(*)::int AS n FROM opportunity_reports r
       JOIN users u ON u.id = r.reporter_id
       WHERE r.id > (SELECT coalesce(max(id), 0) FROM opportunity_reports) - 3000
         AND (r.report_no !~ '^BR20[0-9]{2}[0-9]{6,}$' OR u.company_id <> r.company_id
              OR (r.status = 'draft') <> (r.submitted_at IS NULL)
              OR (r.status IN ('approved', 'rejected')) <> (r.decided_at IS NOT NULL)
              OR r.created_at > now() OR r.created_at < now() - interval '1096 days'
              OR r.amount <= 0 OR r.rate <= 0 OR r.rate > 100
              OR NOT EXISTS (SELECT 1 FROM opportunity_report_lines l WHERE l.report_id = r.id))`,
    );
    expect(bad.n).toBe(0);
    const unique = await one(
      z.object({ n: z.number(), d: z.number() }),
      `SELECT count(*)::int AS n, count(DISTINCT report_no)::int AS d FROM opportunity_reports`,
    );
    expect(unique.d).toBe(unique.n);
    // Demo Partner A gets its share (8 % by default), so one company has many reports.
    const a = await one(
      count,
      `SELECT count(*)::int AS n FROM opportunity_reports r JOIN companies c ON c.id = r.company_id
       WHERE c.code = 'P-A001' AND r.id > (SELECT max(id) FROM opportunity_reports) - 3000`,
    );
    expect(a.n).toBeGreaterThan(120);
    expect(a.n).toBeLessThan(400);
    // The generated reporters cannot sign in with the demo password.
    const reporter = await one(
      z.object({ password_hash: z.string() }),
      `SELECT password_hash FROM users WHERE email LIKE '%@volume.example' LIMIT 1`,
    );
    expect(reporter.password_hash).toMatch(/^\$argon2/);
  });

  it('adds more when run again', async () => {
    const before = await one(count, 'SELECT count(*)::int AS n FROM opportunity_reports');
    await generateVolume(pool, { reports: 500, companies: 10 });
    const after = await one(count, 'SELECT count(*)::int AS n FROM opportunity_reports');
    expect(after.n - before.n).toBe(500);
  });

  it('adds virtual materials in every status and function structure, codes from the sequence', async () => {
    const added = await generateVolume(pool, {
      reports: 0,
      companies: 10,
      virtualMaterials: 700,
      batch: 500,
    });
    expect(added.virtualMaterials).toBe(700);
    const rows = (
      await pool.query(
        `SELECT count(DISTINCT status)::int AS statuses, count(DISTINCT function_structure)::int AS structures,
                count(DISTINCT code)::int AS codes, count(*)::int AS n FROM virtual_materials WHERE name_en LIKE 'Virtual material %'`,
      )
    ).rows[0];
    expect(rows).toMatchObject({ statuses: 3, structures: 7, codes: 700, n: 700 });
  });

  it('adds customers with unique numbers and links a quarter of the submitted reports to them', async () => {
    const before = await one(count, 'SELECT count(*)::int AS n FROM customers');
    const lines: string[] = [];
    await generateVolume(pool, { reports: 400, companies: 10, customers: 700, log: (l) => lines.push(l) });
    const after = await one(count, 'SELECT count(*)::int AS n FROM customers');
    expect(after.n - before.n).toBe(700);
    expect(lines.some((l) => l.includes('700 customers'))).toBe(true);
    const linked = await one(
      count,
      `SELECT count(*)::int AS n FROM opportunity_reports r JOIN customers c ON c.id = r.customer_id
       WHERE c.registration_number LIKE 'V%'`,
    );
    expect(linked.n).toBeGreaterThan(0);
  });

  it('adds running and finished report reviews with their tasks and history, spread over the reviewers', async () => {
    const { n: lastId } = await one(count, 'SELECT coalesce(max(id), 0)::int AS n FROM processes');
    const added = await generateVolume(pool, {
      reports: 3000,
      companies: 10,
      processesOpen: 150,
      processesFinished: 600,
    });
    expect(added.processes).toEqual({ open: 150, finished: 600 });
    const figures = await one(
      z.object({
        open: z.number(),
        finished: z.number(),
        unlike_report: z.number(),
        reviewers: z.number(),
        deciders: z.number(),
      }),
      `WITH p AS (SELECT p.*, r.status AS report_status FROM processes p
                  JOIN opportunity_reports r ON r.id = p.subject_id WHERE p.id > $1),
            reviewers AS (SELECT count(DISTINCT assignee_id)::int AS n FROM process_tasks WHERE process_id > $1)
       SELECT count(*) FILTER (WHERE status = 1)::int AS open,
              count(*) FILTER (WHERE status <> 1)::int AS finished,
              count(*) FILTER (WHERE NOT (
                (status = 1 AND report_status = 'submitted' AND step_index = 0 AND finished_at IS NULL)
                OR (status = 2 AND outcome = report_status AND finished_at IS NOT NULL)
                OR (status = -1 AND outcome = 'withdrawn' AND report_status = 'withdrawn')
                OR (status = 3 AND outcome = 'closed' AND report_status = 'withdrawn')))::int AS unlike_report,
              (SELECT n FROM reviewers) AS reviewers,
              (SELECT count(DISTINCT actor_id)::int FROM process_history
                WHERE process_id > $1 AND action IN ('approve', 'reject')) AS deciders
       FROM p`,
      [lastId],
    );
    expect(figures).toMatchObject({ open: 150, finished: 600, unlike_report: 0 });
    // The demo reviewers (admin, channel) and the four added ones; decisions spread over them.
    expect(figures.reviewers).toBeGreaterThanOrEqual(6);
    expect(figures.deciders).toBe(figures.reviewers);
    // Every reviewer has a pending task on every running process and none elsewhere; a decided process has
    // exactly one decided task, by the reviewer its history names; every process starts with "submit".
    const wrong = await one(
      count,
      `SELECT count(*)::int AS n FROM processes p WHERE p.id > $1 AND (
         (SELECT count(*) FROM process_tasks t WHERE t.process_id = p.id AND t.status = 'pending')
           <> CASE WHEN p.status = 1 THEN $2::int ELSE 0 END
         OR (p.outcome IN ('approved', 'rejected') AND (
           SELECT count(*) FROM process_tasks t JOIN process_history h ON h.process_id = t.process_id
             AND h.actor_id = t.assignee_id AND h.action = CASE p.outcome WHEN 'approved' THEN 'approve' ELSE 'reject' END
           WHERE t.process_id = p.id AND t.status = p.outcome AND t.acted_at = h.created_at) <> 1)
         OR NOT EXISTS (SELECT 1 FROM process_history h WHERE h.process_id = p.id AND h.action = 'submit'
                          AND h.actor_id = p.submitter_id AND h.created_at = p.started_at))`,
      [lastId, figures.reviewers],
    );
    expect(wrong.n).toBe(0);
  });

  it('adds tickets over a year: the recent ones mostly open with their due time cached, each with its log', async () => {
    const lastId = (await one(count, 'SELECT coalesce(max(id), 0)::int AS n FROM tickets')).n;
    const lines: string[] = [];
    const added = await generateVolume(pool, {
      reports: 0,
      companies: 10,
      tickets: 3000,
      batch: 1000,
      log: (l) => lines.push(l),
    });
    expect(added.tickets.tickets).toBe(3000);
    expect(lines.some((l) => l.startsWith(`  3,000 tickets, ${added.tickets.open} open (`))).toBe(true);
    const figures = z
      .object({
        n: z.number(),
        statuses: z.array(z.string()),
        open: z.number(),
        running_without_due: z.number(),
        stopped_with_due: z.number(),
        old_open: z.number(),
        numbers: z.number(),
        logs_wrong: z.number(),
      })
      .parse(
        (
          await pool.query(
            `SELECT count(*)::int AS n,
                    array_agg(DISTINCT status ORDER BY status) AS statuses,
                    count(*) FILTER (WHERE status NOT IN ('resolved', 'closed'))::int AS open,
                    count(*) FILTER (WHERE status IN ('new', 'assigned', 'inProgress')
                                       AND resolution_due_at IS NULL)::int AS running_without_due,
                    count(*) FILTER (WHERE status IN ('waitingForCustomer', 'resolved', 'closed')
                                       AND resolution_due_at IS NOT NULL)::int AS stopped_with_due,
                    count(*) FILTER (WHERE status NOT IN ('resolved', 'closed')
                                       AND created_at < now() - interval '30 days')::int AS old_open,
                    count(DISTINCT ticket_no)::int AS numbers,
                    count(*) FILTER (WHERE (SELECT count(*) FROM ticket_events e WHERE e.ticket_id = t.id) <> 3
                                       OR NOT EXISTS (SELECT 1 FROM ticket_events e WHERE e.ticket_id = t.id
                                                        AND e.kind = 'status' AND e.status = 'new'
                                                        AND e.at = t.created_at))::int AS logs_wrong
               FROM tickets t WHERE id > $1`,
            [lastId],
          )
        ).rows[0],
      );
    expect(figures).toMatchObject({
      n: 3000,
      open: added.tickets.open,
      running_without_due: 0,
      stopped_with_due: 0,
      numbers: 3000,
      logs_wrong: 0,
    });
    expect(figures.statuses).toEqual([
      'assigned',
      'closed',
      'inProgress',
      'new',
      'resolved',
      'waitingForCustomer',
    ]);
    // Three weeks of a year open, plus one in 200 of the older ones, long overdue.
    expect(figures.open).toBeGreaterThan(150);
    expect(figures.open).toBeLessThan(300);
    expect(figures.old_open).toBeGreaterThan(0);
  });

  it('adds training registrations on new sessions: seats within capacity, counted, a person once a session', async () => {
    const lastSession = (await one(count, 'SELECT coalesce(max(id), 0)::int AS n FROM training_sessions')).n;
    const added = await generateVolume(pool, { reports: 0, companies: 10, registrations: 1000 });
    expect(added.training.registrations).toBe(1000);
    const figures = z
      .object({
        sessions: z.number(),
        registrations: z.number(),
        statuses: z.array(z.string()),
        miscounted: z.number(),
        twice: z.number(),
        other_company: z.number(),
      })
      .parse(
        (
          await pool.query(
            `SELECT (SELECT count(*)::int FROM training_sessions WHERE id > $1) AS sessions,
                    count(*)::int AS registrations,
                    array_agg(DISTINCT r.status ORDER BY r.status) AS statuses,
                    (SELECT count(*)::int FROM training_sessions s WHERE s.id > $1 AND s.seats_taken <>
                       (SELECT count(*) FROM training_registrations x WHERE x.session_id = s.id
                           AND x.status IN ('seated', 'approved', 'attended', 'absent'))) AS miscounted,
                    count(*)::int - count(DISTINCT (r.session_id, r.user_id))::int AS twice,
                    count(*) FILTER (WHERE r.company_id <> u.company_id)::int AS other_company
               FROM training_registrations r JOIN users u ON u.id = r.user_id
              WHERE r.session_id > $1`,
            [lastSession],
          )
        ).rows[0],
      );
    expect(figures).toMatchObject({
      sessions: added.training.sessions,
      registrations: 1000,
      miscounted: 0,
      twice: 0,
      other_company: 0,
    });
    expect(figures.statuses).toEqual(['absent', 'approved', 'attended', 'cancelled', 'seated', 'waiting']);
  });
});
