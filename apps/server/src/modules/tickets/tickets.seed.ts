/**
 * Demo tickets: the installed equipment of the demo orders, the business calendars of the China and Korea sites, a default SLA policy and Demo
 * Partner A's own, and 60 tickets of both demo companies over the past year in every status, with
 * pauses (waiting for the customer), priority changes, reopenings, shared replies, internal notes and
 * breaches; their SLA cache is computed by the SLA clock from the status log written here.
 */
import type { TicketPriority, TicketStatus, TicketType } from '@portal/contract';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DemoContext } from '../../core/demo-seed';
import type { Tx } from '../../db/database';
import {
  auditEntries,
  businessCalendars,
  customers,
  installedEquipment,
  orderLines,
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

/** The machines of the demo orders that are installed (spares and services are not), with their serial prefix. */
const machines: Record<string, string> = {
  'VMC-850-B': 'VMC850',
  'HMC-630-T': 'HMC630',
  'CNC-LT-200': 'LT200',
  'RB-20-6AX': 'RB20',
  'RB-7-SCARA': 'SCARA7',
  'LS-FB-3015': 'LS3015',
  'IN-CMM-0907': 'CMM0907',
};

type Language = 'cn' | 'en' | 'kr';
/** Titles in the language of the raising partner: Demo Partner A is Chinese, Demo Partner B Korean. */
const titles: Record<Language, Record<TicketType, string[]>> = {
  en: {
    installation: ['Install and commission the machine', 'Level the machine and align the axes'],
    repair: ['Spindle alarm 2041 on start', 'Axis Y following error', 'Coolant pump does not start'],
    maintenance: ['Yearly preventive maintenance', 'Replace the way covers and wipers'],
    question: ['How to back up the parameters', 'Which grease for the ball screws'],
  },
  cn: {
    installation: ['设备安装与调试', '设备调平及各轴校准'],
    repair: ['开机时主轴报警 2041', 'Y 轴跟随误差报警', '冷却泵无法启动'],
    maintenance: ['年度预防性维护', '更换导轨防护罩和刮屑板'],
    question: ['如何备份机床参数', '滚珠丝杠应使用哪种润滑脂'],
  },
  kr: {
    installation: ['장비 설치 및 시운전', '장비 수평 조정 및 축 정렬'],
    repair: ['기동 시 주축 알람 2041', 'Y축 추종 오차', '절삭유 펌프가 작동하지 않음'],
    maintenance: ['연간 예방 정비', '가이드 커버 및 와이퍼 교체'],
    question: ['파라미터 백업 방법 문의', '볼스크류에 사용할 그리스 문의'],
  },
};
const descriptionOf: Record<Language, (model: string, serial: string) => string> = {
  en: (model, serial) => `${model}, serial number ${serial}.`,
  cn: (model, serial) => `设备型号 ${model}，序列号 ${serial}。`,
  kr: (model, serial) => `장비 모델 ${model}, 일련번호 ${serial}.`,
};
const replies: Record<Language, { received: string; photo: string; note: string }> = {
  en: {
    received: 'We have received your ticket and an engineer is looking into it.',
    photo: 'Please send a photo of the alarm screen and the machine number plate.',
    note: 'Spare part in stock at the Shanghai warehouse.',
  },
  cn: {
    received: '我们已收到您的工单，工程师正在处理。',
    photo: '请发送报警画面和设备铭牌的照片。',
    note: '上海仓库有备件库存。',
  },
  kr: {
    received: '티켓을 접수했으며 엔지니어가 확인하고 있습니다.',
    photo: '알람 화면과 장비 명판 사진을 보내 주세요.',
    note: '상하이 창고에 예비 부품 재고 있음.',
  },
};

/**
 * The installed-equipment register from the demo orders: every machine of a shipped, delivered or closed
 * order whose customer is on file, one row per unit (at most two a line), at the customer's site
 * (Korea for a Korean customer), installed some days after the order.
 */
async function seedDemoEquipment(tx: Tx): Promise<number> {
  const rows = await tx
    .select({
      orderId: orders.id,
      companyId: orders.companyId,
      orderedAt: orders.orderedAt,
      lineId: orderLines.id,
      code: orderLines.materialCode,
      quantity: orderLines.quantity,
      customerId: customers.id,
      country: customers.country,
    })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .innerJoin(
      customers,
      sql`${customers.id} = (SELECT c.id FROM customers c
        WHERE ${orders.customerName} IN (c.name, c.name_en, c.name_kr) ORDER BY c.id LIMIT 1)`,
    )
    .where(inArray(orders.status, ['shipped', 'delivered', 'closed']))
    .orderBy(asc(orders.id), asc(orderLines.sort));
  const values: (typeof installedEquipment.$inferInsert)[] = [];
  for (const row of rows) {
    const prefix = machines[row.code];
    if (!prefix) continue;
    for (let unit = 0; unit < Math.min(row.quantity, 2); unit += 1) {
      const installed = new Date(row.orderedAt.getTime() + (20 + (values.length % 15)) * 24 * HOUR);
      values.push({
        serialNo: `${prefix}-${24001 + values.length}`,
        modelName: row.code,
        companyId: row.companyId,
        customerId: row.customerId,
        site: row.country === 'KR' ? 'KR' : 'CN',
        orderId: row.orderId,
        orderLineId: row.lineId,
        installedOn: installed.toISOString().slice(0, 10),
      });
    }
  }
  if (values.length > 0) await tx.insert(installedEquipment).values(values);
  return values.length;
}

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
  await seedDemoEquipment(tx);
  const register = await tx
    .select({
      id: installedEquipment.id,
      serialNo: installedEquipment.serialNo,
      model: installedEquipment.modelName,
      companyId: installedEquipment.companyId,
      customerId: installedEquipment.customerId,
      customer: customers.name,
      site: installedEquipment.site,
      orderId: installedEquipment.orderId,
    })
    .from(installedEquipment)
    .innerJoin(customers, eq(customers.id, installedEquipment.customerId))
    .orderBy(asc(installedEquipment.id));
  const now = Date.now();
  const priorities: TicketPriority[] = ['urgent', 'high', 'normal', 'low'];
  const types: TicketType[] = ['installation', 'repair', 'maintenance', 'question'];

  for (let i = 0; i < 60; i += 1) {
    const side = i % 3 === 2 ? 'B' : 'A';
    const companyId = demo.companyIds[side];
    const policy = side === 'A' ? gold! : standard!;
    const targets = side === 'A' ? goldTargets : defaultTargets;
    const owned = register.filter((e) => e.companyId === companyId);
    const kit = owned[Math.floor(i / 3) % owned.length];
    if (!kit) throw new Error('The demo orders installed no equipment of a demo company');
    const lang: Language = side === 'A' ? 'cn' : 'kr';
    const type = types[i % types.length]!;
    const way = ways[i % ways.length]!;
    let priority = priorities[between(0, 3)]!;
    const finished = way.includes('resolved');
    // Open tickets are mostly hours to a day old, one in four days to weeks (those breach); finished ones
    // spread over the year.
    const ageHours =
      i < 6
        ? between(1, 20)
        : finished
          ? between(24 * 20, 24 * 360)
          : i % 4 === 0
            ? between(24 * 5, 24 * 30)
            : between(2, 30);
    const createdAt = now - ageHours * HOUR;
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
    // How long the handling took: an open ticket's moves reach up to now; a finished one was handled in hours
    // to a day or so, and one in five took days (those breach their targets), as a service desk's year looks.
    const spanHours = finished
      ? Math.min(ageHours, i % 5 === 0 ? between(48, 24 * 10) : between(1, 30))
      : ageHours;
    const stepMinutes = Math.max(1, Math.floor((spanHours * 60) / (way.length + 1)));
    let at = createdAt;
    let resolvedAt: number | null = null;
    for (let s = 1; s < way.length; s += 1) {
      // The first reply comes within the hour or two on most tickets; every sixth waits its turn like the rest.
      const quickReply = s === 1 && i % 6 !== 0;
      at +=
        (quickReply
          ? Math.min(between(5, 90), stepMinutes)
          : between(Math.ceil(stepMinutes / 2), stepMinutes)) * MINUTE;
      const from = way[s - 1]!;
      const to = way[s]!;
      if (s === 1 && service !== null) {
        comments.push({
          at,
          body: replies[lang].received,
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
          body: replies[lang].photo,
          shared: true,
          author: service,
        });
      }
      if (to === 'resolved') resolvedAt = at;
    }
    if (service !== null && i % 5 === 1) {
      comments.push({
        at: createdAt + Math.floor((spanHours * HOUR) / 2),
        body: replies[lang].note,
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
        title: titles[lang][type][i % titles[lang][type].length]!,
        description: descriptionOf[lang](kit.model, kit.serialNo),
        type,
        priority,
        status,
        equipmentId: kit.id,
        serialNo: kit.serialNo,
        modelName: kit.model,
        customerId: kit.customerId,
        customerName: kit.customer,
        site: kit.site,
        orderId: kit.orderId,
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
