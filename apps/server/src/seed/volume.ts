/**
 * Volume generator for the benchmark:
 *
 *   npm run seed:volume -- --reports 1000000 [--companies 200] [--batch 100000] [--share-a 0.08]
 *
 * (apps/server/scripts/seed-volume.ts). Adds partner companies with two reporters each and N
 * opportunity reports with one to three equipment lines, spread over three years, every status,
 * every product line and realistic amounts. Everything is generated inside PostgreSQL with
 * `INSERT … SELECT generate_series(…)` in batches (one transaction each), report numbers come from
 * the report sequence, and the tables are analysed at the end. Running it again adds more.
 *
 * Demo Partner A (P-A001) receives `--share-a` of the reports (8 % by default) so that one company
 * has many: the benchmark's filter. The other reports are spread unevenly over the new companies.
 * `--customers N` adds N customers as well (the customer list's benchmark).
 * `--processes-open N --processes-finished M` adds report reviews of the approval engine (the process centre's
 * benchmark): four more reviewers, then N running processes on submitted reports and M finished ones on
 * approved, rejected and withdrawn reports, each with its tasks and history (`addProcesses`).
 */
import { creditCodeOf } from '@portal/contract';
import { createHash, randomBytes } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';
import { hashPassword } from '../modules/identity';
import { reportNoSql } from '../modules/opportunity-reports';
import { addVolumeTickets } from './volume-tickets';
import { addVolumeRegistrations } from './volume-training';

export interface VolumeOptions {
  reports: number;
  /** New partner companies; by default one per 5 000 reports (200 for a million), at least 10. */
  companies?: number;
  batch?: number;
  /** Share of the reports given to Demo Partner A, when it exists. */
  shareA?: number;
  /** Virtual materials to add (every product line, function structure and status); none by default. */
  virtualMaterials?: number;
  /** Customers to add (the customer list's volume); a quarter of the submitted reports are linked to them. */
  customers?: number;
  /** Running report reviews to start, on submitted reports without a process (the process centre's volume). */
  processesOpen?: number;
  /** Finished report reviews (approved, rejected, withdrawn, closed), on decided and withdrawn reports. */
  processesFinished?: number;
  /** Tickets to add (the ticket list's volume, volume-tickets.ts); none by default. */
  tickets?: number;
  /** Training registrations to add, on sessions added for them (volume-training.ts); none by default. */
  registrations?: number;
  log?: (line: string) => void;
}

/** Cumulative status spread: [status, upper bound of its share]. */
const statusSpread: Array<[string, number]> = [
  ['approved', 0.3],
  ['submitted', 0.55],
  ['draft', 0.7],
  ['rejected', 0.82],
  ['withdrawn', 0.93],
  ['discarded', 1],
];

const cities = [
  '苏州',
  '宁波',
  '深圳',
  '成都',
  '青岛',
  '天津',
  '武汉',
  '重庆',
  '西安',
  '东莞',
  '无锡',
  '常州',
  '佛山',
  '厦门',
  '合肥',
  '长沙',
  '郑州',
  '济南',
  '大连',
  '沈阳',
  '杭州',
  '南京',
  '上海',
  '北京',
  '广州',
  '昆山',
];
const words = [
  '精工',
  '海天',
  '华微',
  '航宇',
  '海川',
  '北方',
  '光谷',
  '长江',
  '秦川',
  '恒达',
  '宏图',
  '博远',
  '瑞丰',
  '鼎盛',
  '新锐',
  '联创',
  '智达',
  '金桥',
  '远航',
  '力拓',
  '华晟',
  '天成',
  '中科',
  '德信',
  '永泰',
  '晶圆',
];
const trades = [
  '机械制造',
  '汽车零部件',
  '电子科技',
  '精密制造',
  '医疗器械',
  '重型装备',
  '激光技术',
  '数控机床',
  '模具',
  '新能源',
  '半导体',
  '物流装备',
  '食品机械',
  '包装机械',
  '智能装备',
  '光伏科技',
];
const projects = [
  '焊接自动化改造',
  '装配线升级',
  '视觉检测项目',
  '码垛机器人',
  '喷涂线改造',
  '机加工上下料',
  '智能仓储',
  '打磨抛光工作站',
  '激光切割单元',
  '协作机器人试点',
  '总装线扩产',
  '检测实验室建设',
];
const descriptions = [
  '客户计划在下季度完成招标，需要提前锁定方案。',
  'Customer expects a pilot cell first, then roll-out to two plants.',
  '고객사는 연말까지 생산 라인 증설을 검토하고 있습니다.',
  '已完成技术交流，等待客户预算审批。',
  null,
];

function sqlArray(values: ReadonlyArray<string | null>): string {
  return `ARRAY[${values.map((v) => (v === null ? 'NULL' : `'${v.replace(/'/g, "''")}'`)).join(',')}]`;
}

async function inTransaction<T>(client: PoolClient, work: () => Promise<T>): Promise<T> {
  await client.query('BEGIN');
  try {
    // Generated rows reference only rows that exist: the foreign-key triggers can be skipped where
    // this role may (a superuser, as in the embedded database); elsewhere they simply run.
    await client.query('SAVEPOINT replica');
    try {
      await client.query('SET LOCAL session_replication_role = replica');
    } catch {
      await client.query('ROLLBACK TO SAVEPOINT replica');
    }
    await client.query('SET LOCAL synchronous_commit = off');
    const result = await work();
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

/** Adds `count` partner companies, each with two reporters; answers their ids and their users. */
async function addCompanies(client: PoolClient, count: number, passwordHash: string) {
  return inTransaction(client, async () => {
    const tag = `VOL${Date.now().toString(36).toUpperCase()}`;
    // Credit codes with their check characters (the company form accepts no other), one per company.
    const creditCodes = Array.from({ length: count }, (_, i) =>
      creditCodeOf(
        '91310000',
        createHash('md5')
          .update(`${tag}${i + 1}`)
          .digest('hex')
          .slice(0, 8)
          .toUpperCase(),
      ),
    );
    const inserted = await client.query<{ id: number }>(
      `INSERT INTO companies (code, name, name_en, credit_code, country_id, region, company_role, max_customers)
       SELECT $1 || '-' || lpad(g::text, 4, '0'),
              (${sqlArray(cities)})[1 + g % ${cities.length}] || (${sqlArray(words)})[1 + (g / ${cities.length}) % ${words.length}]
                || (${sqlArray(trades)})[1 + g % ${trades.length}] || '有限公司 ' || $1 || '-' || g,
              'Volume Partner ' || $1 || '-' || g,
              ($3::text[])[g],
              1 + g % 5,
              (ARRAY['CN','AP','US','JP','EU'])[1 + g % 5],
              CASE WHEN g % 3 = 0 THEN 'TIER2' ELSE 'TIER1' END,
              50
       FROM generate_series(1, $2::int) g
       RETURNING id`,
      [tag, count, creditCodes],
    );
    const ids = inserted.rows.map((row) => row.id);
    await client.query(
      `INSERT INTO company_types (company_id, type_code)
       SELECT id, (ARRAY['DISTRIBUTOR','SYSTEM_INTEGRATOR','RESELLER'])[1 + id % 3] FROM unnest($1::int[]) id`,
      [ids],
    );
    await client.query(
      `INSERT INTO users (username, display_name, email, kind, company_id, company_type, company_role, password_hash)
       SELECT lower(c.code) || '.' || n, '报备人' || n || ' ' || c.code, lower(c.code) || '.' || n || '@volume.example',
              'partner', c.id, 'DISTRIBUTOR', c.company_role, $2
       FROM companies c, generate_series(1, 2) n
       WHERE c.id = ANY($1::int[])`,
      [ids, passwordHash],
    );
    await client.query(
      `INSERT INTO user_roles (user_id, role_id)
       SELECT u.id, r.id FROM users u, roles r
       WHERE u.company_id = ANY($1::int[]) AND r.code = 'partner_sales'`,
      [ids],
    );
    return ids;
  });
}

/**
 * One batch of reports and their lines, in one statement: the reports come from a numbered series,
 * each takes a company (Demo Partner A for its share, else skewed over the new companies), a
 * reporter of that company, a status, dates and amounts; the lines join the equipment models of
 * the report's product line.
 */
async function addReportBatch(client: PoolClient, size: number, shareA: number, seed: number) {
  const statusCase = statusSpread
    .map(([status, upTo]) => `WHEN s.u_status < ${upTo} THEN '${status}'`)
    .join(' ');
  return inTransaction(client, async () => {
    const result = await client.query<{ reports: string; lines: string }>(
      `WITH
       pool AS (SELECT array_agg(id ORDER BY id) AS ids FROM companies WHERE code LIKE 'VOL%-%'),
       demo_a AS (SELECT id FROM companies WHERE code = 'P-A001'),
       lines AS (SELECT array_agg(code ORDER BY sort, code) AS codes FROM product_lines WHERE active),
       series AS (
         SELECT g,
                random() AS u_company, random() AS u_status, random() AS u_created, random() AS u_amount
         FROM generate_series(1, $1::int) g
       ),
       picked AS (
         SELECT s.*,
                CASE WHEN s.u_company < $2::float8 AND (SELECT id FROM demo_a) IS NOT NULL
                     THEN (SELECT id FROM demo_a)
                     ELSE pool.ids[1 + floor(power(random(), 1.6) * array_length(pool.ids, 1))::int]
                END AS company_id,
                CASE ${statusCase} END AS status,
                now() - (s.u_created * interval '1095 days') AS created_at,
                lines.codes[1 + floor(random() * array_length(lines.codes, 1))::int] AS product_line_code,
                floor(random() * 60000)::int AS customer
         FROM series s, pool, lines
       ),
       reporters AS (
         SELECT company_id, array_agg(id ORDER BY id) AS ids FROM users
         WHERE kind = 'partner' AND company_id IN (SELECT DISTINCT company_id FROM picked)
         GROUP BY company_id
       ),
       ins AS (
         INSERT INTO opportunity_reports (
           report_no, company_id, reporter_id, status, project_name, customer_name, customer_credit_code,
           customer_region, customer_address, customer_industry, product_line_code, amount, currency, rate,
           expected_close_date, description, submitted_at, decided_at, decided_by, reject_reason,
           created_at, updated_at)
         SELECT ${reportNoSql('p.created_at', 'p.n')},
                p.company_id,
                r.ids[1 + (p.g + $3::int) % array_length(r.ids, 1)],
                p.status,
                (${sqlArray(cities)})[1 + p.customer % ${cities.length}] || (${sqlArray(projects)})[1 + p.g % ${projects.length}],
                (${sqlArray(cities)})[1 + p.customer % ${cities.length}] || (${sqlArray(words)})[1 + (p.customer / 7) % ${words.length}]
                  || (${sqlArray(trades)})[1 + (p.customer / 3) % ${trades.length}] || '有限公司',
                '91' || upper(substr(md5('customer' || p.customer), 1, 16)),
                (ARRAY['CN','CN','CN','AP','US','JP','EU'])[1 + p.customer % 7],
                (${sqlArray(cities)})[1 + p.customer % ${cities.length}] || '市高新区科技路 ' || (1 + p.customer % 300) || ' 号',
                (${sqlArray(trades)})[1 + (p.customer / 3) % ${trades.length}],
                p.product_line_code,
                round((20000 + power(p.u_amount, 3) * 8000000)::numeric, 2),
                (ARRAY['CNY','CNY','CNY','USD','EUR','JPY'])[1 + p.g % 6],
                round((5 + random() * 90)::numeric, 2),
                (p.created_at + (30 + floor(random() * 300)::int) * interval '1 day')::date,
                (${sqlArray(descriptions)})[1 + p.g % ${descriptions.length}],
                CASE WHEN p.status = 'draft' THEN NULL ELSE p.created_at + random() * interval '3 days' END,
                CASE WHEN p.status IN ('approved', 'rejected')
                     THEN p.created_at + interval '3 days' + random() * interval '10 days' END,
                CASE WHEN p.status IN ('approved', 'rejected') THEN (SELECT min(id) FROM users WHERE username = 'channel') END,
                CASE WHEN p.status = 'rejected' THEN '客户信息不完整，请补充后重新提交。' END,
                p.created_at,
                p.created_at + interval '13 days'
         FROM (SELECT picked.*, nextval('opportunity_report_no_seq') AS n FROM picked) p
         JOIN reporters r ON r.company_id = p.company_id
         RETURNING id, product_line_code
       ),
       models AS (
         SELECT id, kind, product_line_code,
                row_number() OVER (PARTITION BY product_line_code ORDER BY id) - 1 AS k,
                count(*) OVER (PARTITION BY product_line_code) AS n
         FROM equipment_models WHERE active
       ),
       line_ins AS (
         INSERT INTO opportunity_report_lines (report_id, equipment_model_id, kind, quantity, sort)
         SELECT ins.id, m.id, m.kind, 1 + (ins.id * 7 + l) % 12, l
         FROM ins
         CROSS JOIN LATERAL generate_series(1, 1 + (ins.id % 3)) l
         JOIN models m ON m.product_line_code = ins.product_line_code AND m.k = (ins.id + l) % m.n
         RETURNING 1
       )
       SELECT (SELECT count(*) FROM ins) AS reports, (SELECT count(*) FROM line_ins) AS lines`,
      [size, shareA, seed],
    );
    return { reports: Number(result.rows[0]?.reports ?? 0), lines: Number(result.rows[0]?.lines ?? 0) };
  });
}

/**
 * Adds `size` virtual materials in one statement: codes from the sequence, names in three languages,
 * every product line, function structure, unit and status, prices in CNY, two attributes each.
 */
async function addVirtualMaterialBatch(client: PoolClient, size: number, offset: number): Promise<number> {
  const result = await client.query(
    `WITH lines AS (SELECT array_agg(code ORDER BY code) AS codes FROM product_lines WHERE active)
     INSERT INTO virtual_materials (code, name_cn, name_en, name_kr, product_line_code, function_structure, unit,
       attributes, reference_price, currency, status, updated_at, created_at)
     SELECT 'VM' || to_char(now(), 'YYYY') || lpad(nextval('virtual_material_no_seq')::text, 6, '0'),
       '虚拟物料 ' || (g + $2), 'Virtual material ' || (g + $2), CASE WHEN g % 3 = 0 THEN '가상 자재 ' || (g + $2) END,
       lines.codes[1 + (g % array_length(lines.codes, 1))], (1 + g % 7)::text,
       (ARRAY['PCS','SET','M','KG','DAY','H'])[1 + g % 6],
       jsonb_build_array(jsonb_build_object('key', 'Size', 'type', 'number', 'value', (g % 900)::text, 'unit', 'mm'),
                         jsonb_build_object('key', 'Colour', 'type', 'text', 'value', 'grey')),
       round((random() * 500000)::numeric, 2), 'CNY',
       (ARRAY['active','active','draft','retired'])[1 + g % 4],
       now() - (g % 1000) * interval '1 hour', now() - (g % 1000) * interval '1 hour'
     FROM generate_series(1, $1) AS g, lines`,
    [size, offset],
  );
  return result.rowCount ?? 0;
}

/**
 * Adds `count` customers of five countries (unique registration numbers, industries, two in three
 * verified, created over three years) and links every fourth submitted report without a customer to one
 * of them, so a partner's customer list has its scope to filter by.
 */
async function addCustomers(client: PoolClient, count: number) {
  return inTransaction(client, async () => {
    const tag = `V${Date.now().toString(36).toUpperCase()}`;
    const result = await client.query<{ first: number | null; n: string }>(
      `WITH ins AS (
         INSERT INTO customers (name, name_en, country, registration_number, region, industry_code, verified,
                                address, created_at, updated_at)
         SELECT (ARRAY['苏州','宁波','深圳','成都','青岛','天津','武汉','重庆'])[1 + i % 8]
                  || (ARRAY['精工','海天','华微','恒达','凯博','远航','瑞德','金桥'])[1 + (i / 8) % 8]
                  || (ARRAY['机械','电子','汽车零部件','新能源','物流','化工'])[1 + (i / 64) % 6] || '有限公司 ' || i,
                CASE WHEN i % 3 = 0 THEN 'Volume Customer ' || i END,
                (ARRAY['CN','CN','CN','KR','DE','JP','US'])[1 + i % 7],
                $2 || i,
                (ARRAY['CN','CN','CN','AP','EU','JP','US'])[1 + i % 7],
                (ARRAY['AUTOMATION','ROBOTICS','MACHINERY','ELECTRONICS','AUTOMOTIVE','ENERGY','OTHER'])[1 + i % 7],
                i % 3 <> 0,
                'Volume address ' || i,
                now() - (i % 1095) * interval '1 day' - (i % 86400) * interval '1 second',
                now()
           FROM generate_series(1, $1::int) AS i
         RETURNING id)
       SELECT min(id) AS first, count(*) AS n FROM ins`,
      [count, tag],
    );
    const first = result.rows[0]?.first ?? null;
    if (first !== null)
      await client.query(
        `UPDATE opportunity_reports SET customer_id = $1::int + (id % $2::int)
          WHERE customer_id IS NULL AND submitted_at IS NOT NULL AND id % 4 = 0`,
        [first, count],
      );
    return Number(result.rows[0]?.n ?? 0);
  });
}

/** The report review's kind, its history comments, and how many reviewers the volume adds. */
const reviewKind = 'opportunityReport';
const volumeReviewers = 4;

/**
 * Adds `count` internal reviewers (the channel role, so they hold the report review's permission) beside the
 * demo's (admin, channel): the volume's processes spread over all of them.
 */
async function addReviewers(client: PoolClient, count: number, passwordHash: string) {
  return inTransaction(client, async () => {
    const tag = `vr${Date.now().toString(36)}`;
    const result = await client.query(
      `WITH ins AS (
         INSERT INTO users (username, display_name, email, kind, employee_id, password_hash)
         SELECT $1 || '.' || g, (ARRAY['王审核','李审核','Kim Reviewer','Park Reviewer'])[1 + (g - 1) % 4] || ' ' || g,
                $1 || '.' || g || '@volume.example', 'internal', upper($1) || g, $3
         FROM generate_series(1, $2::int) g
         RETURNING id)
       INSERT INTO user_roles (user_id, role_id) SELECT ins.id, r.id FROM ins, roles r WHERE r.code = 'channel'`,
      [tag, count, passwordHash],
    );
    return result.rowCount ?? 0;
  });
}

/**
 * Report reviews, as the engine leaves them, in one statement per kind. The definition is the kind's current
 * one (version 1 with the engine's default step when there is none: any one active user with the report
 * review permission); every process's step has a task for each of those users, as the engine resolves it.
 * Running (`open`): status 1 on step 0, every task pending, due 48 hours after the start (some overdue),
 * history "submit". Finished: an approved or rejected report's process is completed with that outcome, one
 * reviewer (spread over all of them) decided with a comment and the other tasks were cancelled; a withdrawn
 * report's process is to be submitted again (outcome withdrawn), one in ten of those closed by an
 * administrator. Processes start when their reports were submitted; newest reports first.
 */
async function addProcesses(client: PoolClient, count: number, open: boolean) {
  return inTransaction(client, async () => {
    await client.query(
      `INSERT INTO process_definitions (kind, version, steps)
       SELECT $1, 1, jsonb_build_array(jsonb_build_object(
                'names', jsonb_build_object('cn', '审核', 'en', 'Review', 'kr', '검토'), 'approvers',
                jsonb_build_array(jsonb_build_object('kind', 'permission', 'permission', 'opportunity.review')),
                'mode', 'oneOf', 'condition', NULL, 'dueHours', 48, 'escalateTo', '[]'::jsonb))
       WHERE NOT EXISTS (SELECT 1 FROM process_definitions WHERE kind = $1)`,
      [reviewKind],
    );
    const statuses = open ? ['submitted'] : ['approved', 'rejected', 'withdrawn'];
    const result = await client.query<{ processes: string; tasks: string; history: string }>(
      `WITH
       def AS (SELECT id FROM process_definitions WHERE kind = $1 ORDER BY version DESC LIMIT 1),
       reviewers AS (
         SELECT array_agg(id ORDER BY id) AS ids FROM (
           SELECT DISTINCT u.id FROM users u JOIN user_roles ur ON ur.user_id = u.id
           WHERE u.status = 'active' AND u.kind = 'internal' AND (
             EXISTS (SELECT 1 FROM role_buttons rb JOIN buttons b ON b.id = rb.button_id
                     WHERE rb.role_id = ur.role_id AND b.code = 'opportunity.review')
             OR EXISTS (SELECT 1 FROM role_menus rm JOIN menus m ON m.id = rm.menu_id
                     WHERE rm.role_id = ur.role_id AND m.code = 'opportunity.review'))) r),
       admin AS (SELECT min(id) AS id FROM users WHERE username = 'admin'),
       picked AS (
         SELECT r.id, r.report_no, r.project_name, r.company_id, r.reporter_id, r.status AS report_status,
                coalesce(r.submitted_at, r.created_at) AS started_at,
                reviewers.ids[1 + r.id % array_length(reviewers.ids, 1)] AS decider,
                coalesce(r.decided_at, coalesce(r.submitted_at, r.created_at) + (1 + r.id % 70) * interval '1 hour')
                  AS ended_at
         FROM opportunity_reports r, reviewers
         WHERE r.status = ANY($3::text[])
           AND NOT EXISTS (SELECT 1 FROM processes p WHERE p.kind = $1 AND p.subject_id = r.id)
         ORDER BY r.id DESC LIMIT $2::int),
       shaped AS (
         SELECT picked.*,
                CASE WHEN report_status = 'submitted' THEN 1
                     WHEN report_status IN ('approved', 'rejected') THEN 2
                     WHEN id % 10 = 0 THEN 3 ELSE -1 END AS status,
                CASE WHEN report_status = 'submitted' THEN NULL
                     WHEN report_status = 'withdrawn' AND id % 10 = 0 THEN 'closed'
                     ELSE report_status END AS outcome
         FROM picked),
       ins AS (
         INSERT INTO processes (kind, subject_id, subject_no, title, definition_id, status, outcome, submitter_id,
           company_id, round, step_index, step_due_at, started_at, finished_at, created_at, updated_at)
         SELECT $1, s.id, s.report_no, s.project_name, def.id, s.status, s.outcome, s.reporter_id, s.company_id, 1,
                CASE WHEN s.status = 1 THEN 0 END,
                CASE WHEN s.status = 1 THEN s.started_at + interval '48 hours' END,
                s.started_at,
                CASE WHEN s.status IN (2, 3) THEN s.ended_at END,
                s.started_at,
                CASE WHEN s.status = 1 THEN s.started_at ELSE s.ended_at END
         FROM shaped s, def
         RETURNING id, subject_id),
       done AS (SELECT ins.id AS process_id, s.* FROM ins JOIN shaped s ON s.id = ins.subject_id),
       task_ins AS (
         INSERT INTO process_tasks (process_id, round, step_index, assignee_id, status, due_at, acted_at, created_at)
         SELECT d.process_id, 1, 0, a,
                CASE WHEN d.status = 1 THEN 'pending'
                     WHEN d.outcome IN ('approved', 'rejected') AND a = d.decider THEN d.outcome
                     ELSE 'cancelled' END,
                d.started_at + interval '48 hours',
                CASE WHEN d.outcome IN ('approved', 'rejected') AND a = d.decider THEN d.ended_at END,
                d.started_at
         FROM done d, reviewers, unnest(reviewers.ids) a
         RETURNING 1),
       history_ins AS (
         INSERT INTO process_history (process_id, round, step_index, action, actor_id, comment, created_at)
         SELECT d.process_id, 1, NULL, 'submit', d.reporter_id, NULL, d.started_at FROM done d
         UNION ALL
         SELECT d.process_id, 1, 0,
                CASE d.outcome WHEN 'approved' THEN 'approve' WHEN 'rejected' THEN 'reject' ELSE 'withdraw' END,
                CASE WHEN d.outcome IN ('approved', 'rejected') THEN d.decider ELSE d.reporter_id END,
                CASE d.outcome
                  WHEN 'approved' THEN (ARRAY['信息完整，同意报备。', 'Approved: customer and budget confirmed.', '확인했습니다. 승인합니다.', NULL])[1 + d.id % 4]
                  WHEN 'rejected' THEN (ARRAY['客户信息不完整，请补充后重新提交。', 'Duplicate of an existing opportunity.', '고객 정보가 부족합니다.'])[1 + d.id % 3]
                END,
                d.ended_at
         FROM done d WHERE d.status <> 1
         UNION ALL
         SELECT d.process_id, 1, NULL, 'close', admin.id, '项目已取消，关闭流程。', d.ended_at + interval '1 hour'
         FROM done d, admin WHERE d.outcome = 'closed'
         RETURNING 1)
       SELECT (SELECT count(*) FROM ins) AS processes, (SELECT count(*) FROM task_ins) AS tasks,
              (SELECT count(*) FROM history_ins) AS history`,
      [reviewKind, count, statuses],
    );
    const row = result.rows[0];
    return {
      processes: Number(row?.processes ?? 0),
      tasks: Number(row?.tasks ?? 0),
      history: Number(row?.history ?? 0),
    };
  });
}

/** Generates the volume into a migrated database; answers what it added. */
export async function generateVolume(pool: Pool, options: VolumeOptions) {
  const log = options.log ?? (() => {});
  const batch = options.batch ?? 100_000;
  const companyCount = options.companies ?? Math.max(10, Math.round(options.reports / 5000));
  const shareA = options.shareA ?? 0.08;
  const client = await pool.connect();
  const started = Date.now();
  try {
    // One generator at a time per database.
    await client.query('SELECT pg_advisory_lock(727274099)');
    const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
    const companyIds = await addCompanies(client, companyCount, passwordHash);
    log(`added ${companyIds.length} partner companies with ${companyIds.length * 2} reporters`);
    let reports = 0;
    let lines = 0;
    while (reports < options.reports) {
      const size = Math.min(batch, options.reports - reports);
      const t = Date.now();
      const added = await addReportBatch(client, size, shareA, reports);
      if (added.reports === 0) throw new Error('no report inserted: are the product lines seeded?');
      reports += added.reports;
      lines += added.lines;
      log(
        `  ${reports.toLocaleString('en')} reports, ${lines.toLocaleString('en')} lines (${Date.now() - t} ms)`,
      );
    }
    let virtualMaterials = 0;
    while (virtualMaterials < (options.virtualMaterials ?? 0)) {
      const size = Math.min(batch, (options.virtualMaterials ?? 0) - virtualMaterials);
      virtualMaterials += await client.query('BEGIN').then(async () => {
        const added = await addVirtualMaterialBatch(client, size, virtualMaterials);
        await client.query('COMMIT');
        return added;
      });
      log(`  ${virtualMaterials.toLocaleString('en')} virtual materials`);
    }
    const processCounts = { open: 0, finished: 0 };
    if (options.processesOpen || options.processesFinished) {
      const p = Date.now();
      await addReviewers(client, volumeReviewers, passwordHash);
      for (const [open, wanted] of [
        [true, options.processesOpen ?? 0],
        [false, options.processesFinished ?? 0],
      ] as const) {
        if (wanted === 0) continue;
        const added = await addProcesses(client, wanted, open);
        if (added.processes < wanted)
          throw new Error(
            `only ${added.processes} ${open ? 'submitted' : 'decided or withdrawn'} reports without a process: add reports (--reports)`,
          );
        processCounts[open ? 'open' : 'finished'] = added.processes;
        log(
          `  ${added.processes.toLocaleString('en')} ${open ? 'running' : 'finished'} processes, ${added.tasks.toLocaleString('en')} tasks, ${added.history.toLocaleString('en')} history entries`,
        );
      }
      log(`  processes in ${Date.now() - p} ms (${volumeReviewers} reviewers added)`);
    }
    if (options.customers) {
      const c = Date.now();
      const customers = await addCustomers(client, options.customers);
      log(`  ${customers.toLocaleString('en')} customers (${Date.now() - c} ms)`);
    }
    const ticketCounts = options.tickets
      ? await addVolumeTickets(client, options.tickets, batch, inTransaction, log)
      : { tickets: 0, open: 0 };
    const trainingCounts = { sessions: 0, registrations: 0 };
    if (options.registrations) {
      const r = Date.now();
      Object.assign(
        trainingCounts,
        await addVolumeRegistrations(client, options.registrations, inTransaction),
      );
      log(
        `  ${trainingCounts.registrations.toLocaleString('en')} training registrations on ${trainingCounts.sessions.toLocaleString('en')} sessions (${Date.now() - r} ms)`,
      );
    }
    const t = Date.now();
    await client.query(
      'ANALYZE virtual_materials, companies, users, opportunity_reports, opportunity_report_lines, company_types, user_roles, customers',
    );
    // The visibility map lets the list's count and page ids come from the index alone.
    await client.query('VACUUM (ANALYZE) opportunity_reports');
    if (options.customers) await client.query('VACUUM (ANALYZE) customers');
    if (virtualMaterials > 0) await client.query('VACUUM (ANALYZE) virtual_materials');
    if (processCounts.open + processCounts.finished > 0)
      await client.query('VACUUM (ANALYZE) processes, process_tasks, process_history');
    if (ticketCounts.tickets > 0) await client.query('VACUUM (ANALYZE) tickets, ticket_events');
    if (trainingCounts.registrations > 0)
      await client.query('VACUUM (ANALYZE) training_sessions, training_registrations');
    log(`analysed and vacuumed in ${Date.now() - t} ms`);
    log(`done: ${reports.toLocaleString('en')} reports in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return {
      companies: companyIds.length,
      reports,
      lines,
      virtualMaterials,
      processes: processCounts,
      tickets: ticketCounts,
      training: trainingCounts,
    };
  } finally {
    await client.query('SELECT pg_advisory_unlock(727274099)').catch(() => undefined);
    client.release();
  }
}
