/**
 * Demo man-hours, written through the module's own service (its rules and the approval engine), relative
 * to the week the demo data is made in (W = this week, W-1 the week before):
 * - Sora Partner (partner A): W-5 approved, W-4 rejected (one entry with its reason), W-3 waiting for the
 *   channel manager (submitted by Alex, the partner administrator), W-2 waiting for Alex (submitted by
 *   Sora), W-1 withdrawn (open again), W open;
 * - Alex Partner: W-1 waiting for the channel manager, W open; Ben Partner (partner B): W open;
 * - Seo Service (staff): W-2 approved, W-1 waiting for an administrator, W open; Sam Sales: W open
 *   (pre-sales hours on opportunities).
 */
import type { Principal } from '../../core/principal';
import type { DemoContext } from '../../core/demo-seed';
import type { Tx } from '../../db/database';
import { findSubjects } from './man-hours.repository';
import { addDays, ManHoursService, weekOf } from './man-hours.service';

const actor = (
  userId: number,
  kind: Principal['kind'],
  companyId: number | null,
  roles: string[],
): Principal => ({
  userId,
  username: 'seed',
  kind,
  companyId,
  employeeId: null,
  sessionId: 'seed',
  roles,
  permissions: new Set(['manHours']),
});

export async function seedDemoManHours(tx: Tx, demo: DemoContext): Promise<void> {
  // The service runs its transactions as savepoints of the seeding transaction.
  const service = new ManHoursService(tx);
  const id = (name: string) => demo.userIds.get(name)!;
  const { A, B } = demo.companyIds;
  const sora = actor(id('partner.sales'), 'partner', A, ['partner_sales']);
  const alex = actor(id('partner.admin'), 'partner', A, ['partner_admin']);
  const ben = actor(id('partner.b'), 'partner', B, ['partner_admin']);
  const channel = actor(id('channel'), 'internal', null, ['channel']);
  const admin = actor(id('admin'), 'internal', null, ['admin']);
  const seo = actor(id('service'), 'internal', null, ['service']);
  const sam = actor(id('sales'), 'internal', null, ['sales']);

  const [ticketA] = await findSubjects(tx, 'ticket', {}, A, 'en');
  const [ticketB] = await findSubjects(tx, 'ticket', {}, B, 'en');
  const [opportunityA] = await findSubjects(tx, 'opportunity', {}, A, 'en');
  const [anyOpportunity] = await findSubjects(tx, 'opportunity', {}, undefined, 'en');
  const [session] = await findSubjects(tx, 'trainingSession', {}, undefined, 'en');
  const [solution] = await findSubjects(tx, 'solution', {}, undefined, 'en');
  const W = weekOf(new Date().toISOString().slice(0, 10));
  const week = (n: number) => addDays(W, -7 * n);

  const log = async (
    who: Principal,
    userId: number,
    weekStart: string,
    rows: Array<
      [
        day: number,
        hours: string,
        kind: 'ticket' | 'opportunity' | 'solution' | 'trainingSession',
        subject: { id: number } | undefined,
        note: string | null,
      ]
    >,
  ) => {
    const ids: number[] = [];
    for (const [day, hours, kind, subject, note] of rows)
      if (subject)
        ids.push(
          (
            await service.saveEntry(
              { userId, workDate: addDays(weekStart, day), hours, kind, subjectId: subject.id, note },
              who,
              'en',
            )
          ).id,
        );
    return ids;
  };
  const partnerWeek = (weekStart: string) =>
    log(sora, sora.userId, weekStart, [
      [0, '7.5', 'ticket', ticketA, '现场排查主轴报警'],
      [1, '8', 'ticket', ticketA, '更换编码器'],
      [2, '4', 'opportunity', opportunityA, '与客户确认产线布局'],
      [3, '3.5', 'trainingSession', session, null],
    ]);

  // Sora: approved, rejected, waiting for the channel manager, waiting for Alex, withdrawn, open.
  await partnerWeek(week(5));
  const approved = await service.submit({ weekStart: week(5) }, sora, 'en');
  await service.approve({ ids: [approved.id], comment: null }, alex, 'en');
  await service.approve({ ids: [approved.id], comment: null }, channel, 'en');

  const rejectedIds = await partnerWeek(week(4));
  const rejected = await service.submit({ userId: sora.userId, weekStart: week(4) }, alex, 'en');
  if (rejectedIds[2] !== undefined)
    await service.reject(
      {
        id: rejected.id,
        entries: [{ id: rejectedIds[2], reason: '售前工时应由销售团队填报' }],
      },
      channel,
      'en',
    );

  await partnerWeek(week(3));
  await service.submit({ userId: sora.userId, weekStart: week(3) }, alex, 'en');
  await partnerWeek(week(2));
  await service.submit({ weekStart: week(2) }, sora, 'en');
  await partnerWeek(week(1));
  const withdrawn = await service.submit({ weekStart: week(1) }, sora, 'en');
  await service.withdraw({ id: withdrawn.id }, sora, 'en');
  await log(sora, sora.userId, W, [[0, '6', 'ticket', ticketA, '设备调试']]);

  // Alex: waiting for the channel manager; this week open.
  await log(alex, alex.userId, week(1), [
    [0, '2', 'opportunity', opportunityA, '报价评审'],
    [2, '1.5', 'ticket', ticketA, null],
  ]);
  await service.submit({ weekStart: week(1) }, alex, 'en');
  await log(alex, alex.userId, W, [[1, '3', 'opportunity', opportunityA, '客户拜访']]);
  await log(ben, ben.userId, W, [[0, '5', 'ticket', ticketB, '정기 점검']]);

  // Staff: Seo approved and waiting; Sam's pre-sales week open.
  await log(seo, seo.userId, week(2), [
    [0, '8', 'ticket', ticketA, '现场维修'],
    [1, '8', 'ticket', ticketB, '现场维修'],
  ]);
  const seoApproved = await service.submit({ weekStart: week(2) }, seo, 'en');
  await service.approve({ ids: [seoApproved.id], comment: null }, admin, 'en');
  await log(seo, seo.userId, week(1), [[0, '6.5', 'ticket', ticketA, '远程诊断']]);
  await service.submit({ weekStart: week(1) }, seo, 'en');
  await log(seo, seo.userId, W, [[0, '4', 'ticket', ticketA, null]]);
  await log(sam, sam.userId, W, [
    [0, '3', 'opportunity', anyOpportunity, '演示准备'],
    [1, '2.5', 'solution', solution, '方案讲解'],
  ]);
}
