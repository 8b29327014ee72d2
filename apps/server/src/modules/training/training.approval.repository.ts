/** What the registration's approval process reads of a registration: Drizzle queries (each takes `db` or `tx`). */
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { companies, trainingCourses, trainingRegistrations, trainingSessions, users } from '../../db/schema';

/**
 * A registration as the engine reads it: its person, company (channel manager, region, tier), the
 * session's trainer and whether it asks for the trainer's approval, the course.
 */
export async function findApprovalSubject(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: trainingRegistrations.id,
      userId: trainingRegistrations.userId,
      companyId: trainingRegistrations.companyId,
      registeredBy: trainingRegistrations.registeredBy,
      sessionId: trainingRegistrations.sessionId,
      personName: users.displayName,
      courseCode: trainingCourses.code,
      productLineCode: trainingCourses.productLineCode,
      startsLocal: sql<string>`to_char(${trainingSessions.startsAt} AT TIME ZONE ${trainingSessions.timeZone}, 'YYYY-MM-DD HH24:MI')`,
      trainerId: trainingSessions.trainerId,
      trainerApproval: trainingSessions.trainerApproval,
      channelManagerId: companies.channelManagerId,
      region: companies.region,
      tier: companies.companyRole,
    })
    .from(trainingRegistrations)
    .innerJoin(trainingSessions, eq(trainingSessions.id, trainingRegistrations.sessionId))
    .innerJoin(trainingCourses, eq(trainingCourses.id, trainingSessions.courseId))
    .innerJoin(users, eq(users.id, trainingRegistrations.userId))
    .innerJoin(companies, eq(companies.id, trainingRegistrations.companyId))
    .where(eq(trainingRegistrations.id, id));
  return row;
}
