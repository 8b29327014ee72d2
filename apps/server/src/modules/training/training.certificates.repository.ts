/** Results and certificates: Drizzle queries (each takes `db` or `tx`). */
import type { TrainingResult } from '@portal/contract';
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import {
  companies,
  trainingCertificates,
  trainingCourses,
  trainingRegistrations,
  trainingSessions,
  users,
} from '../../db/schema';

export type CertificateInsert = typeof trainingCertificates.$inferInsert;

export async function setResult(tx: DbOrTx, id: number, result: TrainingResult, score: number | null) {
  await tx
    .update(trainingRegistrations)
    .set({
      result,
      score,
      updatedAt: new Date(),
      rowVersion: sql`${trainingRegistrations.rowVersion} + 1`,
    })
    .where(eq(trainingRegistrations.id, id));
}

/**
 * What a certificate of a registration shows, read when it is issued: the person, the company's and the
 * course's names, the day the session ended (in its time zone) and the day the certificate expires.
 */
export async function certificateFacts(db: DbOrTx, registrationId: number) {
  const issuedOn = sql<string>`(${trainingSessions.endsAt} AT TIME ZONE ${trainingSessions.timeZone})::date`;
  const [row] = await db
    .select({
      registrationId: trainingRegistrations.id,
      userId: trainingRegistrations.userId,
      companyId: trainingRegistrations.companyId,
      courseId: trainingCourses.id,
      productLineCode: trainingCourses.productLineCode,
      personName: users.displayName,
      companyName: companies.name,
      companyNameEn: companies.nameEn,
      companyNameKr: companies.nameKr,
      courseNameCn: trainingCourses.nameCn,
      courseNameEn: trainingCourses.nameEn,
      courseNameKr: trainingCourses.nameKr,
      issuedOn: sql<string>`to_char(${issuedOn}, 'YYYY-MM-DD')`,
      expiresOn: sql<string>`to_char(${issuedOn} + make_interval(months => ${trainingCourses.validityMonths}), 'YYYY-MM-DD')`,
    })
    .from(trainingRegistrations)
    .innerJoin(trainingSessions, eq(trainingSessions.id, trainingRegistrations.sessionId))
    .innerJoin(trainingCourses, eq(trainingCourses.id, trainingSessions.courseId))
    .innerJoin(users, eq(users.id, trainingRegistrations.userId))
    .innerJoin(companies, eq(companies.id, trainingRegistrations.companyId))
    .where(eq(trainingRegistrations.id, registrationId));
  return row;
}

export async function insertCertificate(tx: DbOrTx, values: CertificateInsert) {
  const [row] = await tx
    .insert(trainingCertificates)
    .values(values)
    .returning({ id: trainingCertificates.id });
  return row!.id;
}

const certificateColumns = {
  id: trainingCertificates.id,
  code: trainingCertificates.code,
  registrationId: trainingCertificates.registrationId,
  userId: trainingCertificates.userId,
  companyId: trainingCertificates.companyId,
  productLineCode: trainingCertificates.productLineCode,
  personName: trainingCertificates.personName,
  companyNameCn: trainingCertificates.companyNameCn,
  companyNameEn: trainingCertificates.companyNameEn,
  companyNameKr: trainingCertificates.companyNameKr,
  courseNameCn: trainingCertificates.courseNameCn,
  courseNameEn: trainingCertificates.courseNameEn,
  courseNameKr: trainingCertificates.courseNameKr,
  issuedOn: trainingCertificates.issuedOn,
  expiresOn: trainingCertificates.expiresOn,
  expired: sql<boolean>`${trainingCertificates.expiresOn} < current_date`,
  status: trainingCertificates.status,
  revokedOn: sql<string | null>`to_char(${trainingCertificates.revokedAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`,
  revokedReason: trainingCertificates.revokedReason,
  rowVersion: trainingCertificates.rowVersion,
};
export type CertificateRow = NonNullable<Awaited<ReturnType<typeof findCertificate>>>;

/** A certificate by id, within a company (a partner's) or any (staff). */
export async function findCertificate(db: DbOrTx, id: number, companyId?: number, userId?: number) {
  const [row] = await db
    .select(certificateColumns)
    .from(trainingCertificates)
    .where(
      and(
        eq(trainingCertificates.id, id),
        companyId === undefined ? undefined : eq(trainingCertificates.companyId, companyId),
        userId === undefined ? undefined : eq(trainingCertificates.userId, userId),
      ),
    );
  return row;
}

/** A certificate by its verification code (one indexed lookup, whatever the code). */
export async function findCertificateByCode(db: DbOrTx, code: string) {
  const [row] = await db
    .select(certificateColumns)
    .from(trainingCertificates)
    .where(eq(trainingCertificates.code, code));
  return row;
}

export async function lockCertificate(tx: DbOrTx, id: number) {
  const [row] = await tx
    .select({
      id: trainingCertificates.id,
      registrationId: trainingCertificates.registrationId,
      status: trainingCertificates.status,
      rowVersion: trainingCertificates.rowVersion,
    })
    .from(trainingCertificates)
    .where(eq(trainingCertificates.id, id))
    .for('update');
  return row;
}

export async function revokeCertificate(tx: DbOrTx, id: number, reason: string, actorId: number) {
  await tx
    .update(trainingCertificates)
    .set({
      status: 'revoked',
      revokedAt: new Date(),
      revokedReason: reason,
      revokedBy: actorId,
      updatedAt: new Date(),
      rowVersion: sql`${trainingCertificates.rowVersion} + 1`,
    })
    .where(eq(trainingCertificates.id, id));
}

/** A company's valid certificates (not revoked, not expired), by product line, then person. */
export function companyValidCertificates(db: DbOrTx, companyId: number) {
  return db
    .select({
      productLineCode: trainingCertificates.productLineCode,
      userId: trainingCertificates.userId,
      personName: trainingCertificates.personName,
      courseNameCn: trainingCertificates.courseNameCn,
      courseNameEn: trainingCertificates.courseNameEn,
      courseNameKr: trainingCertificates.courseNameKr,
      expiresOn: trainingCertificates.expiresOn,
    })
    .from(trainingCertificates)
    .where(
      and(
        eq(trainingCertificates.companyId, companyId),
        eq(trainingCertificates.status, 'valid'),
        sql`${trainingCertificates.expiresOn} >= current_date`,
      ),
    )
    .orderBy(
      sql`${trainingCertificates.productLineCode} NULLS LAST`,
      asc(trainingCertificates.personName),
      asc(trainingCertificates.expiresOn),
    );
}

/**
 * The valid certificates expiring by `until` (YYYY-MM-DD) whose notice has not gone out, locked and
 * skipping those another sweep holds; marked as noticed by `markNoticed` in the same transaction.
 */
export function lockExpiringUnnoticed(tx: DbOrTx, until: string, limit: number) {
  return tx
    .select({
      id: trainingCertificates.id,
      userId: trainingCertificates.userId,
      companyId: trainingCertificates.companyId,
      registrationId: trainingCertificates.registrationId,
      courseCode: trainingCourses.code,
      expiresOn: trainingCertificates.expiresOn,
    })
    .from(trainingCertificates)
    .innerJoin(trainingCourses, eq(trainingCourses.id, trainingCertificates.courseId))
    .where(
      and(
        eq(trainingCertificates.status, 'valid'),
        isNull(trainingCertificates.expiryNoticedAt),
        lte(trainingCertificates.expiresOn, until),
        sql`${trainingCertificates.expiresOn} >= current_date`,
      ),
    )
    .orderBy(asc(trainingCertificates.id))
    .limit(limit)
    .for('update', { of: trainingCertificates, skipLocked: true });
}

export async function markNoticed(tx: DbOrTx, ids: readonly number[], at: Date) {
  if (ids.length === 0) return;
  await tx
    .update(trainingCertificates)
    .set({ expiryNoticedAt: at })
    .where(sql`${trainingCertificates.id} = ANY(${sql.param([...ids])}::int[])`);
}

/** The language a person reads (their certificate's PDF is in it). */
export async function personLanguage(db: DbOrTx, userId: number) {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return row?.language ?? null;
}
