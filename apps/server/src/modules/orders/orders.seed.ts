/**
 * Demo orders: ~150 across both demo companies in every status, 1–6 lines each with exact totals, a
 * status history of audit entries with plausible dates (as the later quotation issue would write them),
 * and a link to one of the company's business opportunities on part of them.
 */
import type { OrderStatus } from '@portal/contract';
import { asc, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { auditEntries, businessOpportunities, orderLines, orders } from '../../db/schema';
import { orderEntity } from './orders.repository';
import type { DemoContext } from '../../core/demo-seed';

const materials = [
  { code: 'VMC-850-B', desc: 'Vertical machining centre VMC-850, BT40 spindle', price: 385_000_00 },
  { code: 'HMC-630-T', desc: 'Horizontal machining centre HMC-630 with pallet changer', price: 1_260_000_00 },
  { code: 'CNC-LT-200', desc: 'CNC turning centre LT-200, 8-inch chuck', price: 268_500_00 },
  { code: 'RB-20-6AX', desc: 'Six-axis industrial robot RB-20, 20 kg payload', price: 142_800_00 },
  { code: 'RB-7-SCARA', desc: 'SCARA robot RB-7, 600 mm reach', price: 58_600_00 },
  { code: 'RB-CTRL-X5', desc: 'Robot controller X5 with teach pendant', price: 36_900_00 },
  { code: 'LS-FB-3015', desc: 'Fibre laser cutter 3015, 6 kW source', price: 920_000_00 },
  { code: 'LS-HEAD-W2', desc: 'Laser welding head W2 with wobble optics', price: 48_750_50 },
  { code: 'AT-CONV-12', desc: 'Belt conveyor module, 1.2 m, variable speed', price: 12_480_00 },
  { code: 'AT-PLC-S7', desc: 'PLC control cabinet with HMI, 24 I/O', price: 27_360_75 },
  { code: 'IN-CMM-0907', desc: 'Coordinate measuring machine 0907', price: 498_000_00 },
  { code: 'IN-VIS-3D', desc: '3D vision inspection camera kit', price: 31_299_99 },
  { code: 'SP-SPDL-BT40', desc: 'Spare spindle cartridge BT40', price: 45_600_00 },
  { code: 'SP-FILTER-K', desc: 'Coolant filter cartridge (pack of 10)', price: 1_288_80 },
  { code: 'SV-INSTALL-D', desc: 'On-site installation and commissioning, per day', price: 6_800_00 },
  { code: 'SV-TRAIN-OP', desc: 'Operator training course, per person', price: 3_450_00 },
];

const customers = [
  '苏州精工机械有限公司',
  '宁波海天装备股份有限公司',
  '青岛智造科技有限公司',
  '深圳优控自动化有限公司',
  '武汉光谷激光有限公司',
  '成都天府检测技术有限公司',
  'Busan Precision Co., Ltd.',
  'Osaka Motion Works',
  'Stuttgart Feinmechanik GmbH',
  'Detroit Fabrication Inc.',
  '(주)한빛정밀',
  '东莞松湖电子科技有限公司',
];

/** Days each step takes after the previous one (min, max). */
const stepDays: Record<Exclude<OrderStatus, 'created' | 'cancelled'>, [number, number]> = {
  confirmed: [1, 3],
  shipped: [5, 15],
  delivered: [2, 7],
  closed: [10, 30],
};
const path: OrderStatus[] = ['created', 'confirmed', 'shipped', 'delivered', 'closed'];
const actions: Record<OrderStatus, string> = {
  created: 'create',
  confirmed: 'confirm',
  shipped: 'ship',
  delivered: 'deliver',
  closed: 'close',
  cancelled: 'cancel',
};

function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const money = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
const hour = 3_600_000;
const day = 24 * hour;

/** The statuses of the demo orders: every one, weighted like a real book of orders. */
const statusPlan: OrderStatus[] = [
  ...Array<OrderStatus>(20).fill('created'),
  ...Array<OrderStatus>(25).fill('confirmed'),
  ...Array<OrderStatus>(25).fill('shipped'),
  ...Array<OrderStatus>(30).fill('delivered'),
  ...Array<OrderStatus>(35).fill('closed'),
  ...Array<OrderStatus>(15).fill('cancelled'),
];

export async function seedDemoOrders(tx: Tx, demo: DemoContext): Promise<void> {
  const next = random(4242);
  const between = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error('Nothing to pick from an empty list');
    return item;
  };
  const staff = ['sales', 'channel', 'admin']
    .map((name) => demo.userIds.get(name))
    .filter((id): id is number => id !== undefined);
  const actor = () => (staff.length > 0 ? pick(staff) : null);
  const now = Date.now();

  const opportunities = await tx
    .select({
      id: businessOpportunities.id,
      companyId: businessOpportunities.companyId,
      customerName: businessOpportunities.customerName,
    })
    .from(businessOpportunities)
    .orderBy(asc(businessOpportunities.id));
  const opportunitiesOf = (companyId: number) => opportunities.filter((o) => o.companyId === companyId);

  for (const [index, status] of statusPlan.entries()) {
    const companyId = index % 3 === 2 ? demo.companyIds.B : demo.companyIds.A;
    // The history: the normal path up to the status, or cancelled after created or confirmed.
    const reached: OrderStatus[] =
      status === 'cancelled'
        ? [...path.slice(0, between(1, 2)), 'cancelled']
        : path.slice(0, path.indexOf(status) + 1);
    const gaps = reached.slice(1).map((s) => {
      if (s === 'cancelled') return between(1, 10);
      if (s === 'created') throw new Error('An order is created only as its first step');
      return between(...stepDays[s]);
    });
    const span = gaps.reduce((sum, gap) => sum + gap, 0);
    const orderedAt = new Date(
      now - (span + between(1, 330)) * day - between(0, 23) * hour - between(0, 59) * 60_000,
    );

    const linked = opportunitiesOf(companyId);
    const opportunity = linked.length > 0 && next() < 0.35 ? pick(linked) : null;
    const lineCount = between(1, 6);
    const lines = Array.from({ length: lineCount }, (_, sort) => {
      const material = pick(materials);
      const quantity =
        material.code.startsWith('SP-') || material.code.startsWith('SV-') ? between(1, 20) : between(1, 4);
      // A negotiated price: list price less 0–12 %, to the cent.
      const unitCents = Math.round((material.price * (100 - between(0, 12))) / 100);
      return { material, quantity, unitCents, amountCents: unitCents * quantity, sort };
    });
    const totalCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
    const year = orderedAt.getUTCFullYear();
    const currency = companyId === demo.companyIds.B && next() < 0.5 ? 'USD' : 'CNY';

    const [order] = await tx
      .insert(orders)
      .values({
        orderNo: sql`'SO' || ${String(year)} || lpad(nextval('order_no_seq')::text, 6, '0')`,
        companyId,
        customerName: opportunity?.customerName ?? pick(customers),
        opportunityId: opportunity?.id ?? null,
        quotationNo: `QM${year}${String(between(1, 999_999)).padStart(6, '0')}`,
        currency,
        total: money(totalCents),
        status,
        orderedAt,
        createdBy: actor(),
        createdAt: orderedAt,
        updatedAt: new Date(orderedAt.getTime() + span * day),
      })
      .returning({ id: orders.id });
    const orderId = order!.id;
    await tx.insert(orderLines).values(
      lines.map((line) => ({
        orderId,
        materialCode: line.material.code,
        materialDesc: line.material.desc,
        quantity: line.quantity,
        unitPrice: money(line.unitCents),
        amount: money(line.amountCents),
        sort: line.sort,
      })),
    );

    let at = orderedAt.getTime();
    const history = reached.map((to, step) => {
      if (step > 0) at += (gaps[step - 1] ?? 1) * day + between(0, 8) * hour;
      return {
        entity: orderEntity,
        entityId: String(orderId),
        action: actions[to],
        fromState: step === 0 ? null : (reached[step - 1] ?? null),
        toState: to,
        actorId: actor(),
        comment:
          to === 'cancelled'
            ? pick(['Customer postponed the project', 'Replaced by a revised order', 'Budget not approved'])
            : null,
        createdAt: new Date(at),
      };
    });
    await tx.insert(auditEntries).values(history);
  }
}
