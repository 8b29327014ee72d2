/**
 * Demo training: four courses (one requiring another) and sessions over three months (one past, the rest
 * ahead, in Shanghai, Seoul and online), with registrations in every state: attended and absent on the
 * past session, seated, approved, cancelled and rejected ones, a full session with a waiting list of two,
 * a session with one seat left (the Korean registration journey fills it), and one (Busan) with four seats
 * held for demo partner A, one of them assigned. Passes on past sessions
 * hold certificates: valid ones, one expiring within 30 days, one expired and one revoked.
 */
import { sql } from 'drizzle-orm';
import type { RegistrationState, TrainingResult } from '@portal/contract';
import type { Tx } from '../../db/database';
import type { DemoContext } from '../../core/demo-seed';
import { trainingRegistrations, trainingSessionQuotas, trainingSessions } from '../../db/schema';
import type { Principal } from '../../core/principal';
import { enterApproval } from './training.approval';
import { revokeCertificate } from './training.certificates.repository';
import { issueCertificate } from './training.certificates.service';
import { insertCourse, insertSession, replacePrerequisites } from './training.repository';

const courses = [
  {
    code: 'CNC-101',
    nameCn: '数控机床基础',
    nameEn: 'CNC machine basics',
    nameKr: 'CNC 장비 기초',
    descriptionCn: '机床结构、安全操作和日常保养。',
    descriptionEn: 'Machine structure, safe operation and daily care.',
    descriptionKr: '장비 구조, 안전한 조작, 일상 점검.',
    productLineCode: 'CNC',
    level: 'basic' as const,
    durationHours: 8,
  },
  {
    code: 'CNC-201',
    nameCn: '数控编程进阶',
    nameEn: 'CNC programming, advanced',
    nameKr: 'CNC 프로그래밍 심화',
    descriptionCn: '宏程序、刀具补偿和多轴加工。',
    descriptionEn: 'Macros, tool compensation and multi-axis machining.',
    descriptionKr: '매크로, 공구 보정, 다축 가공.',
    productLineCode: 'CNC',
    level: 'advanced' as const,
    durationHours: 16,
  },
  {
    code: 'SVC-110',
    nameCn: '售后服务入门',
    nameEn: 'After-sales service fundamentals',
    nameKr: '사후 서비스 입문',
    descriptionCn: '工单流程、备件和现场服务。',
    descriptionEn: 'Ticket flow, spare parts and field service.',
    descriptionKr: '티켓 흐름, 예비 부품, 현장 서비스.',
    productLineCode: null,
    level: 'intermediate' as const,
    durationHours: 6,
  },
  {
    code: 'SAFE-100',
    nameCn: '安全操作（线上）',
    nameEn: 'Safe operation (online)',
    nameKr: '안전 조작(온라인)',
    descriptionCn: null,
    descriptionEn: null,
    descriptionKr: null,
    productLineCode: null,
    level: 'basic' as const,
    durationHours: 2,
    validityMonths: 12,
  },
];

/** A wall-clock time `days` from today at `time`, as YYYY-MM-DDTHH:mm. */
function localDay(days: number, time: string): string {
  const at = new Date(Date.now() + days * 86_400_000);
  return `${at.toISOString().slice(0, 10)}T${time}`;
}

interface DemoSession {
  course: string;
  days: number;
  zone: string;
  place: string | null;
  link: string | null;
  trainer: string;
  /** The trainer's portal account, and whether registrations also wait for the trainer's approval. */
  trainerAccount?: string;
  trainerApproval?: boolean;
  capacity: number;
  registrations: [username: string, status: RegistrationState, result?: TrainingResult][];
  /** Seats held for demo partner A; `assigned`: its people seated on held seats. */
  quotaA?: { seats: number; assigned: string[] };
}

const sessions: DemoSession[] = [
  {
    course: 'CNC-101',
    days: -20,
    zone: 'Asia/Shanghai',
    place: '上海培训中心 2 号教室',
    link: null,
    trainer: '王工',
    capacity: 10,
    registrations: [
      ['partner.sales', 'attended', 'pass'],
      ['partner.mismatch', 'absent'],
      ['partner.b', 'attended', 'pass'],
    ],
  },
  {
    course: 'CNC-101',
    days: 12,
    zone: 'Asia/Shanghai',
    place: '上海培训中心 2 号教室',
    link: null,
    trainer: '王工',
    capacity: 3,
    registrations: [
      ['partner.admin', 'seated'],
      ['partner.b', 'cancelled'],
      ['partner.sales', 'approved'],
      ['partner.mismatch', 'rejected'],
    ],
  },
  {
    course: 'SVC-110',
    days: 18,
    zone: 'Asia/Seoul',
    place: '서울 교육장 A',
    link: null,
    trainer: 'Kim Minsu',
    trainerAccount: 'admin',
    trainerApproval: true,
    capacity: 2,
    registrations: [['partner.b', 'seated']],
  },
  {
    course: 'CNC-201',
    days: 26,
    zone: 'Asia/Shanghai',
    place: '苏州工厂培训室',
    link: null,
    trainer: 'Li Wei',
    capacity: 2,
    registrations: [
      ['partner.sales', 'seated'],
      ['partner.b', 'seated'],
      ['partner.admin', 'waiting'],
      ['partner.mismatch', 'waiting'],
    ],
  },
  {
    course: 'SAFE-100',
    days: 40,
    zone: 'UTC',
    place: null,
    link: 'https://meet.portal.example/safe-100',
    trainer: 'Emma Clark',
    capacity: 50,
    registrations: [['partner.admin', 'seated']],
  },
  {
    course: 'CNC-101',
    days: 55,
    zone: 'Asia/Seoul',
    place: '부산 교육장',
    link: null,
    trainer: 'Park Jiho',
    capacity: 12,
    registrations: [],
    quotaA: { seats: 4, assigned: ['partner.sales'] },
  },
  {
    course: 'SVC-110',
    days: 70,
    zone: 'Asia/Shanghai',
    place: null,
    link: 'https://meet.portal.example/svc-110',
    trainer: 'Zhao Lei',
    capacity: 30,
    registrations: [],
  },
  {
    course: 'CNC-201',
    days: 85,
    zone: 'Europe/Berlin',
    place: 'Stuttgart Academy',
    link: null,
    trainer: 'Jonas Weber',
    capacity: 8,
    registrations: [],
  },
  // Past sessions whose certificates are about to expire (SAFE-100 is valid 12 months) and have expired.
  {
    course: 'SAFE-100',
    days: -350,
    zone: 'UTC',
    place: null,
    link: 'https://meet.portal.example/safe-100',
    trainer: 'Emma Clark',
    capacity: 50,
    registrations: [
      ['partner.admin', 'attended', 'pass'],
      ['partner.b', 'attended', 'fail'],
    ],
  },
  {
    course: 'SVC-110',
    days: -800,
    zone: 'Asia/Shanghai',
    place: '上海培训中心 1 号教室',
    link: null,
    trainer: 'Zhao Lei',
    capacity: 20,
    registrations: [['partner.mismatch', 'attended', 'pass']],
  },
];

/** The demo certificate revoked (partner.b's of the past CNC-101 session). */
const revoked = { username: 'partner.b', days: -20, reason: 'Issued in error: the final test was not taken' };

/** The seed acts for the demo person who registered; only its id and kind matter to the engine here. */
const seedActor = (userId: number, companyId: number): Principal => ({
  userId,
  username: 'seed',
  kind: 'partner',
  companyId,
  employeeId: null,
  sessionId: 'seed',
  roles: [],
  permissions: new Set(),
});

const seatHolding = new Set<RegistrationState>(['seated', 'approved', 'attended', 'absent']);

export async function seedDemoTraining(tx: Tx, ctx: DemoContext): Promise<void> {
  const admin = ctx.userIds.get('channel') ?? null;
  const courseIds = new Map<string, number>();
  for (const course of courses)
    courseIds.set(course.code, await insertCourse(tx, { ...course, updatedBy: admin }));
  await replacePrerequisites(tx, courseIds.get('CNC-201')!, [courseIds.get('CNC-101')!]);

  for (const s of sessions) {
    const startsLocal = localDay(s.days, '09:00');
    const sessionId = await insertSession(tx, {
      courseId: courseIds.get(s.course)!,
      startsLocal,
      endsLocal: localDay(s.days, '17:00'),
      deadlineLocal: localDay(s.days - 3, '18:00'),
      timeZone: s.zone,
      place: s.place,
      onlineLink: s.link,
      trainer: s.trainer,
      trainerId: ctx.userIds.get(s.trainerAccount ?? 'channel') ?? null,
      trainerApproval: s.trainerApproval ?? false,
      capacity: s.capacity,
      audienceCompanyTypes: [],
      audienceTiers: [],
      updatedBy: admin,
    });
    let seats = 0;
    for (const [username, status, result] of s.registrations) {
      const userId = ctx.userIds.get(username);
      if (userId === undefined) continue;
      const companyId = username === 'partner.b' ? ctx.companyIds.B : ctx.companyIds.A;
      const [row] = await tx
        .insert(trainingRegistrations)
        .values({ sessionId, userId, companyId, status, registeredBy: userId, result: result ?? null })
        .returning({ id: trainingRegistrations.id });
      if (seatHolding.has(status)) seats += 1;
      // A seated registration waits for its approval, as one registered on screen does.
      if (status === 'seated') await enterApproval(tx, row!.id, userId, seedActor(userId, companyId), 'en');
      if (result !== 'pass') continue;
      const certificateId = await issueCertificate(tx, row!.id, admin);
      if (username === revoked.username && s.days === revoked.days && admin !== null)
        await revokeCertificate(tx, certificateId, revoked.reason, admin);
    }
    let held = 0;
    if (s.quotaA) {
      const companyId = ctx.companyIds.A;
      for (const username of s.quotaA.assigned) {
        const userId = ctx.userIds.get(username)!;
        const [row] = await tx
          .insert(trainingRegistrations)
          .values({
            sessionId,
            userId,
            companyId,
            status: 'seated',
            heldSeat: true,
            registeredBy: ctx.userIds.get('partner.admin') ?? userId,
          })
          .returning({ id: trainingRegistrations.id });
        seats += 1;
        await enterApproval(tx, row!.id, userId, seedActor(userId, companyId), 'en');
      }
      await tx.insert(trainingSessionQuotas).values({
        sessionId,
        companyId,
        seats: s.quotaA.seats,
        assigned: s.quotaA.assigned.length,
        updatedBy: admin,
      });
      held = s.quotaA.seats - s.quotaA.assigned.length;
    }
    await tx
      .update(trainingSessions)
      .set({ seatsTaken: seats, seatsHeld: held })
      .where(sql`${trainingSessions.id} = ${sessionId}`);
  }
}
