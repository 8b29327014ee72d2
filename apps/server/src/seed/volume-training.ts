/**
 * Training registrations at volume (`seed:volume -- --registrations 100000`): the session and registration
 * lists' benchmark (bench/training-lists-bench.mjs, issue 22: the session list at 100 000 registrations within
 * 2× its raw SQL). Generated in SQL with generate_series on the courses and active partner people that exist:
 * sessions of the courses over two years (a year back, a year ahead), each with up to 40 people of any company
 * (a person once a session), three quarters of them holding a seat and the rest on the waiting list; past
 * sessions attended (one in five absent), their waiting people cancelled; future seats seated or approved.
 * Each session's seat count is the seats its registrations hold, as the guarded UPDATE keeps it.
 */
import type { PoolClient } from 'pg';

export interface VolumeRegistrations {
  sessions: number;
  registrations: number;
}

export async function addVolumeRegistrations(
  client: PoolClient,
  count: number,
  inTransaction: <T>(client: PoolClient, work: () => Promise<T>) => Promise<T>,
): Promise<VolumeRegistrations> {
  const facts = await client.query<{
    courses: number[] | null;
    people: number[] | null;
    companies: number[] | null;
  }>(
    `SELECT (SELECT array_agg(id ORDER BY id) FROM training_courses) AS courses,
            array_agg(id ORDER BY id) AS people, array_agg(company_id ORDER BY id) AS companies
       FROM users WHERE kind = 'partner' AND status = 'active'`,
  );
  const { courses, people, companies } = facts.rows[0]!;
  if (!courses?.length || !people || people.length < 10)
    throw new Error(
      'registrations need training courses and at least 10 partner people: seed the demo first',
    );
  const perSession = Math.min(40, people.length);
  const capacity = Math.max(1, Math.round(perSession * 0.75));
  const sessions = Math.ceil(count / perSession);
  return inTransaction(client, async () => {
    const inserted = await client.query<{ first: number; n: string }>(
      `WITH ins AS (
         INSERT INTO training_sessions (course_id, starts_at, ends_at, registration_deadline, time_zone, place,
                                        trainer, capacity, created_at, updated_at)
         SELECT ($1::int[])[1 + i % array_length($1::int[], 1)],
                date_trunc('hour', now()) + ((i::bigint * 730 / $2::int) - 365) * interval '1 day',
                date_trunc('hour', now()) + ((i::bigint * 730 / $2::int) - 365) * interval '1 day' + interval '8 hours',
                date_trunc('hour', now()) + ((i::bigint * 730 / $2::int) - 367) * interval '1 day',
                CASE WHEN i % 3 = 0 THEN 'Asia/Seoul' ELSE 'Asia/Shanghai' END,
                'Volume room ' || (i % 20), 'Volume trainer ' || (i % 15), $3::int, now(), now()
           FROM generate_series(1, $2::int) AS i
         RETURNING id)
       SELECT min(id) AS first, count(*) AS n FROM ins`,
      [courses, sessions, capacity],
    );
    const first = inserted.rows[0]!.first;
    const registrations = await client.query<{ n: string }>(
      `WITH slots AS (
         SELECT s.id AS session_id, s.starts_at < now() AS past, k,
                1 + ((s.id - $1::int) * 7 + k) % array_length($3::int[], 1) AS person
           FROM training_sessions s, generate_series(0, $4::int - 1) AS k
          WHERE s.id >= $1::int AND s.id < $1::int + $2::int
            AND (s.id - $1::int) * $4::int + k < $5::int),
       ins AS (
         INSERT INTO training_registrations (session_id, user_id, company_id, status, registered_by, created_at,
                                             updated_at)
         SELECT session_id, ($3::int[])[person], ($6::int[])[person],
                CASE WHEN k >= $7::int THEN CASE WHEN past THEN 'cancelled' ELSE 'waiting' END
                     WHEN past THEN CASE WHEN k % 5 = 0 THEN 'absent' ELSE 'attended' END
                     WHEN k % 3 = 0 THEN 'approved' ELSE 'seated' END,
                ($3::int[])[person], now(), now()
           FROM slots
         RETURNING 1)
       SELECT count(*) AS n FROM ins`,
      [first, sessions, people, perSession, count, companies, capacity],
    );
    await client.query(
      `UPDATE training_sessions s SET seats_taken = (
         SELECT count(*) FROM training_registrations r
          WHERE r.session_id = s.id AND r.status IN ('seated', 'approved', 'attended', 'absent'))
        WHERE s.id >= $1::int AND s.id < $1::int + $2::int`,
      [first, sessions],
    );
    return { sessions: Number(inserted.rows[0]!.n), registrations: Number(registrations.rows[0]!.n) };
  });
}
