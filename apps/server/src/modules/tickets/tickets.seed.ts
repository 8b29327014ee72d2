/**
 * Demo tickets: the business calendars of the China and Korea sites, a default SLA policy and Demo
 * Partner A's own, and 60 tickets of both demo companies over the past year in every status, with
 * pauses (waiting for the customer), priority changes, reopenings, shared replies, internal notes and
 * breaches; their SLA cache is computed by the SLA clock from the status log written here.
 */
import type { TicketPriority, TicketSite, TicketStatus, TicketType } from '@portal/contract';
import { asc, sql } from 'drizzle-orm';
import type { DemoContext } from '../../core/demo-seed';
import type { Tx } from '../../db/database';
import {
  auditEntries,
  businessCalendars,
  orders,
  slaPolicies,
  ticketComments,
  ticketEvents,
  tickets,
} from '../../db/schema';
import type { SlaLogEntry, SlaTargets } from './sla-clock';
import { computeSla } from './sla-clock';
import { chinaCalendar, koreaCalendar } from './tickets.calendars';
import { ticketEntity } from './tickets.repository';
import { cacheOf } from './tickets.service';

const defaultTargets: SlaTargets = {
  urgent: { responseMinutes: 60, resolutionMinutes: 480 },
  high: { responseMinutes: 120, resolutionMinutes: 960 },
  normal: { responseMinutes: 240, resolutionMinutes: 2400 },
  low: { responseMinutes: 480, resolutionMinutes: 4800 },
};
const goldTargets: SlaTargets = {
  urgent: { responseMinutes: 30, resolutionMinutes: 240 },
  high: { responseMinutes: 60, resolutionMinutes: 480 },
  normal: { responseMinutes: 120, resolutionMinutes: 1440 },
  low: { responseMinutes: 240, resolutionMinutes: 2880 },
};

const equipment = [
  { model: 'VMC-850', serial: 'VMC850-', customer: '苏州精工机械有限公司', site: 'CN' as TicketSite },
  { model: 'HMC-630', serial: 'HMC630-', customer: '宁波海天装备股份有限公司', site: 'CN' as TicketSite },
  { model: 'RB-20', serial: 'RB20-', customer: '青岛智造科技有限公司', site: 'CN' as TicketSite },
  { model: 'LS-FB-3015', serial: 'LS3015-', customer: '武汉光谷激光有限公司', site: 'CN' as TicketSite },
  {
    model: 'IN-CMM-0907',
    serial: 'CMM0907-',
    customer: 'Busan Precision Co., Ltd.',
    site: 'KR' as TicketSite,
  },
  { model: 'RB-7-SCARA', serial: 'SCARA7-', customer: '(주)한빛정밀', site: 'KR' as TicketSite },
];

const titles: Record<TicketType, string[]> = {
  installation: ['Install and commission the machine', 'Level the machine and align the axes'],
  repair: ['Spindle alarm 2041 on start', 'Axis Y following error', 'Coolant pump does not start'],
  maintenance: ['Yearly preventive maintenance', 'Replace the way covers and wipers'],
  question: ['How to back up the parameters', 'Which grease for the ball screws'],
};

/** The way each demo ticket goes, from creation: the statuses it passes through in order. */
const ways: TicketStatus[][] = [
  ['new'],
  ['new', 'assigned'],
  ['new', 'inProgress'],
  ['new', 'inProgress', 'waitingForCustomer'],
  ['new', 'inProgress', 'waitingForCustomer', 'inProgress'],
  ['new', 'inProgress', 'resolved'],
  ['new', 'inProgress', 'waitingForCustomer', 'inProgress', 'resolved'],
  ['new', 'inProgress', 'resolved', 'closed'],
  ['new', 'inProgress', 'waitingForCustomer', 'inProgress', 'resolved', 'closed'],
  ['new', 'inProgress', 'resolved', 'inProgress'],
];
const actionOf: Partial<Record<TicketStatus, string>> = {
  assigned: 'take',
  inProgress: 'take',
  waitingForCustomer: 'waitForCustomer',
  resolved: 'resolve',
  closed: 'close',
};

function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export async function seedDemoTickets(tx: Tx, demo: DemoContext): Promise<void> {
  await tx.insert(businessCalendars).values([
    {
      site: 'CN',
      ...chinaCalendar,
      week: chinaCalendar.week.map((d) => d.map(([a, b]) => [a, b] as [number, number])),
      holidays: [...chinaCalendar.holidays],
      workdays: [...(chinaCalendar.workdays ?? [])],
    },
    {
      site: 'KR',
      ...koreaCalendar,
      week: koreaCalendar.week.map((d) => d.map(([a, b]) => [a, b] as [number, number])),
      holidays: [...koreaCalendar.holidays],
      workdays: [],
    },
  ]);
  const [standard] = await tx
    .insert(slaPolicies)
    .values({
      code: 'STANDARD',
      name: '标准服务',
      nameEn: 'Standard service',
      nameKr: '표준 서비스',
      targets: defaultTargets,
    })
    .returning({ id: slaPolicies.id });
  const [gold] = await tx
    .insert(slaPolicies)
    .values({
      code: 'GOLD-A',
      name: '金牌服务（演示合作伙伴 A）',
      nameEn: 'Gold service (Demo Partner A)',
      nameKr: '골드 서비스(데모 파트너 A)',
      targets: goldTargets,
      companyId: demo.companyIds.A,
    })
    .returning({ id: slaPolicies.id });

  const next = random(2323);
  const between = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const service = demo.userIds.get('service') ?? null;
  const raisers = {
    A: demo.userIds.get('partner.admin') ?? service,
    B: demo.userIds.get('partner.b') ?? service,
  };
  const orderRows = await tx
    .select({ id: orders.id, companyId: orders.companyId })
    .from(orders)
    .orderBy(asc(orders.id));
  const now = Date.now();
  const priorities: TicketPriority[] = ['urgent', 'high', 'normal', 'low'];
  const types: TicketType[] = ['installation', 'repair', 'maintenance', 'question'];

  for (let i = 0; i < 60; i += 1) {
    const side = i % 3 === 2 ? 'B' : 'A';
    const companyId = demo.companyIds[side];
    const policy = side === 'A' ? gold! : standard!;
    const targets = side === 'A' ? goldTargets : defaultTargets;
    const kit = equipment[i % equipment.length]!;
    const type = types[i % types.length]!;
    const way = ways[i % ways.length]!;
    let priority = priorities[between(0, 3)]!;
    // Open tickets are recent (hours to weeks old); finished ones spread over the year.
    const finished = way.includes('resolved');
    const ageHours = i < 6 ? between(1, 20) : finished ? between(24 * 20, 24 * 360) : between(4, 24 * 30);
    const createdAt = now - ageHours * HOUR;
    const order = orderRows.filter((o) => o.companyId === companyId)[i % 7];
    const raisedBy = i % 4 === 0 && service !== null ? service : raisers[side]!;
    const calendar = kit.site === 'CN' ? chinaCalendar : koreaCalendar;

    const events: {
      at: number;
      kind: 'status' | 'priority' | 'policy' | 'sharedReply';
      status?: TicketStatus;
      priority?: TicketPriority;
    }[] = [
      { at: createdAt, kind: 'status', status: 'new' },
      { at: createdAt, kind: 'priority', priority },
      { at: createdAt, kind: 'policy' },
    ];
    const moves: { at: number; action: string; from: TicketStatus; to: TicketStatus }[] = [];
    const comments: { at: number; body: string; shared: boolean; author: number }[] = [];
    const stepMinutes = Math.max(1, Math.floor((ageHours * 60) / (way.length + 1)));
    let at = createdAt;
    let resolvedAt: number | null = null;
    for (let s = 1; s < way.length; s += 1) {
      at += between(Math.ceil(stepMinutes / 2), stepMinutes) * MINUTE;
      const from = way[s - 1]!;
      const to = way[s]!;
      if (s === 1 && service !== null) {
        comments.push({
          at,
          body: 'We have received your ticket and an engineer is looking into it.',
          shared: true,
          author: service,
        });
        events.push({ at, kind: 'sharedReply' });
      }
      // A priority raised mid-ticket on every seventh ticket.
      if (s === 1 && i % 7 === 3 && priority !== 'urgent') {
        priority = 'urgent';
        events.push({ at, kind: 'priority', priority });
      }
      events.push({ at, kind: 'status', status: to });
      const action =
        from === 'resolved'
          ? 'reopen'
          : from === 'waitingForCustomer' && to === 'inProgress'
            ? 'resume'
            : actionOf[to]!;
      moves.push({ at, action, from, to });
      if (to === 'waitingForCustomer' && service !== null) {
        comments.push({
          at,
          body: 'Please send a photo of the alarm screen and the machine number plate.',
          shared: true,
          author: service,
        });
      }
      if (to === 'resolved') resolvedAt = at;
    }
    if (service !== null && i % 5 === 1) {
      comments.push({
        at: createdAt + Math.floor((ageHours * HOUR) / 2),
        body: 'Spare part in stock at the Shanghai warehouse.',
        shared: false,
        author: service,
      });
    }
    const status = way[way.length - 1]!;
    const log: SlaLogEntry[] = events.map((e) =>
      e.kind === 'status'
        ? { at: e.at, kind: 'status', status: e.status! }
        : e.kind === 'priority'
          ? { at: e.at, kind: 'priority', priority: e.priority! }
          : e.kind === 'policy'
            ? { at: e.at, kind: 'policy', targets }
            : { at: e.at, kind: 'sharedReply' },
    );
    const cache = cacheOf(computeSla(log, calendar, now));
    const [row] = await tx
      .insert(tickets)
      .values({
        ticketNo: sql`'TK' || ${String(new Date(createdAt).getUTCFullYear())} || lpad(nextval('ticket_no_seq')::text, 6, '0')`,
        companyId,
        title: titles[type][i % titles[type].length]!,
        description: `${kit.model} at ${kit.customer}.`,
        type,
        priority,
        status,
        serialNo: `${kit.serial}${String(24001 + i)}`,
        modelName: kit.model,
        customerName: kit.customer,
        site: kit.site,
        orderId: order?.id ?? null,
        policyId: policy.id,
        assigneeId: status === 'new' ? null : service,
        raisedBy,
        resolvedAt:
          resolvedAt === null || !['resolved', 'closed'].includes(status) ? null : new Date(resolvedAt),
        ...cache,
        createdAt: new Date(createdAt),
        updatedAt: new Date(at),
      })
      .returning({ id: tickets.id });
    const ticketId = row!.id;
    await tx.insert(ticketEvents).values(
      events.map((e) => ({
        ticketId,
        at: new Date(e.at),
        kind: e.kind,
        status: e.status ?? null,
        priority: e.priority ?? null,
        policyId: e.kind === 'policy' ? policy.id : null,
        actorId: e.kind === 'status' && e.status === 'new' ? raisedBy : service,
      })),
    );
    if (comments.length > 0) {
      await tx.insert(ticketComments).values(
        comments.map((c) => ({
          ticketId,
          authorId: c.author,
          body: c.body,
          shared: c.shared,
          createdAt: new Date(c.at),
        })),
      );
    }
    await tx.insert(auditEntries).values([
      {
        entity: ticketEntity,
        entityId: String(ticketId),
        action: 'create',
        toState: 'new',
        actorId: raisedBy,
        createdAt: new Date(createdAt),
      },
      ...moves.map((m) => ({
        entity: ticketEntity,
        entityId: String(ticketId),
        action: m.action,
        fromState: m.from,
        toState: m.to,
        actorId: service,
        createdAt: new Date(m.at),
      })),
    ]);
  }
}
