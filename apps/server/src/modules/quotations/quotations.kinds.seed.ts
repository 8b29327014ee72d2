/**
 * Demo additional and supplementary quotations and a Q&A thread, beside the planning and formal ones:
 * Partner A asks for an additional quotation (requested) and has one issued; the issued formal
 * quotation has a Q&A thread with an answered and an unanswered question; on Partner A's first demo
 * opportunity already won, a formal quotation is accepted into an order (a second one is issued for the
 * deal's next phase) and a supplementary quotation
 * (a warranty extension) is issued on it.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import {
  businessOpportunities,
  quotationLines,
  quotationQuestions,
  quotations as quotationsTable,
} from '../../db/schema';
import { notify } from '../notifications';
import { amendOrderWithLines, createOrderFromLines } from '../orders';
import type { DemoContext } from '../../core/demo-seed';

type Status = (typeof quotationsTable.$inferSelect)['status'];
type Kind = (typeof quotationsTable.$inferSelect)['kind'];
interface Wanted {
  itemKind: 'material';
  itemId: number;
  quantity: string;
  discountType: 'percent';
  discountValue: string;
}
interface Step {
  action: string;
  from: Status | null;
  to: Status;
  actor: number | null;
  comment?: string;
}

/** What the planning and formal demo quotations lend: their insert, their lines, the issued formal one. */
export interface DemoQuotationKit {
  insert: (
    values: {
      kind: Kind;
      status: Status;
      discount: string;
      opportunity?: { id: number; customerId: number | null };
      items?: Wanted[];
      requestNote?: string;
      orderId?: number;
      sourceQuotationId?: number;
      validUntil?: string;
    },
    trail: Step[],
  ) => Promise<number>;
  wanted: (discount: string) => Wanted[];
  /** The issued formal quotation. */
  issued: number;
  opportunityId: number;
}

const dayFrom = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export async function seedMoreKinds(tx: Tx, demo: DemoContext, kit: DemoQuotationKit): Promise<void> {
  const planner = demo.userIds.get('planner');
  const sales = demo.userIds.get('sales');
  const partner = demo.userIds.get('partner.sales');
  if (planner === undefined || sales === undefined || partner === undefined) return;
  const created = (to: Status, actor = planner): Step => ({ action: 'create', from: null, to, actor });
  const [first] = kit.wanted('0');
  if (!first) return;

  await kit.insert(
    {
      kind: 'additional',
      status: 'requested',
      discount: '0',
      items: [{ ...first, quantity: '1' }],
      requestNote: '请再报一台同型号机器人，用于第二条焊接线。',
    },
    [created('requested', partner)],
  );
  await kit.insert(
    {
      kind: 'additional',
      status: 'issued',
      discount: '5',
      items: kit.wanted('5'),
      requestNote: '第二期项目同样配置，请单独报价。',
      validUntil: dayFrom(20),
    },
    [
      created('requested', partner),
      { action: 'edit', from: 'requested', to: 'draft', actor: planner },
      { action: 'submit', from: 'draft', to: 'submitted', actor: planner },
      {
        action: 'approve',
        from: 'submitted',
        to: 'approved',
        actor: planner,
        comment: 'within discount thresholds',
      },
      { action: 'issue', from: 'approved', to: 'issued', actor: planner },
    ],
  );

  const hour = 3_600_000;
  await tx.insert(quotationQuestions).values({
    rootId: kit.issued,
    quotationId: kit.issued,
    question: '安全围栏能否先于机器人发货？现场需要提前施工。',
    askedBy: partner,
    askedAt: new Date(Date.now() - 26 * hour),
    answer: '可以，围栏可在合同生效后第 4 周单独发货，运费不变。',
    answeredBy: planner,
    answeredAt: new Date(Date.now() - 20 * hour),
  });
  const [issued] = await tx
    .select({ no: quotationsTable.quotationNo, companyId: quotationsTable.partnerCompanyId })
    .from(quotationsTable)
    .where(eq(quotationsTable.id, kit.issued));
  await notify(tx, [partner], {
    kind: 'qaAnswered',
    subjectKind: 'quotation',
    subjectId: kit.issued,
    params: { no: issued!.no },
    companyId: issued!.companyId,
  });
  await tx.insert(quotationQuestions).values({
    rootId: kit.issued,
    quotationId: kit.issued,
    question: '质保期能否延长到两年？如可以，请说明费用。',
    askedBy: partner,
    askedAt: new Date(Date.now() - 2 * hour),
  });

  // An accepted formal quotation needs a won opportunity: Partner A's first one already won.
  const [won] = await tx
    .select({
      id: businessOpportunities.id,
      customerId: businessOpportunities.customerId,
      customerName: businessOpportunities.customerName,
    })
    .from(businessOpportunities)
    .where(
      and(eq(businessOpportunities.companyId, demo.companyIds.A), eq(businessOpportunities.stage, 'won')),
    )
    .orderBy(asc(businessOpportunities.id))
    .limit(1);
  const warranty = demo.materialIds.get('SV-WAR-1Y');
  if (!won || warranty === undefined) return;
  const opportunity = { id: won.id, customerId: won.customerId };
  // Planning owns it, so the demo planner can supplement its accepted quotation by hand.
  await tx
    .update(businessOpportunities)
    .set({ planningOwnerId: planner })
    .where(and(eq(businessOpportunities.id, won.id), isNull(businessOpportunities.planningOwnerId)));
  const formal = await kit.insert(
    { kind: 'formal', status: 'accepted', discount: '8', opportunity, validUntil: dayFrom(10) },
    [created('issued'), { action: 'accept', from: 'issued', to: 'accepted', actor: partner }],
  );
  const order = await orderOf(tx, demo, formal, won, partner);
  await kit.insert(
    {
      kind: 'supplementary',
      status: 'issued',
      discount: '0',
      opportunity,
      sourceQuotationId: formal,
      items: [
        {
          itemKind: 'material',
          itemId: warranty,
          quantity: '1',
          discountType: 'percent',
          discountValue: '0',
        },
      ],
      validUntil: dayFrom(15),
    },
    [
      created('draft'),
      { action: 'submit', from: 'draft', to: 'submitted', actor: planner },
      { action: 'approve', from: 'submitted', to: 'approved', actor: sales },
      { action: 'issue', from: 'approved', to: 'issued', actor: planner },
    ],
  );
  // The second phase of the same won deal: a formal quotation issued and waiting for the customer.
  await kit.insert(
    { kind: 'formal', status: 'issued', discount: '5', opportunity, validUntil: dayFrom(30) },
    [created('issued')],
  );

  // Every other status of the kinds planning prices: additional ones on the open opportunity (the
  // accepted one on the won deal, as accepting wins), supplementary ones of the accepted formal quotation.
  const trailTo = (status: Status, start: Step[]): Step[] => {
    const trail = [...start];
    const last = () => trail[trail.length - 1]!.to;
    const step = (action: string, to: Status, actor: number | null, comment?: string) =>
      trail.push({ action, from: last(), to, actor, ...(comment ? { comment } : {}) });
    if (status === 'draft') return trail;
    step('submit', 'submitted', planner);
    if (status === 'submitted') return trail;
    if (status === 'returned') {
      step('return', 'returned', sales, '折扣过高，请按产品线上限重新报价');
      return trail;
    }
    step('approve', 'approved', sales);
    if (status === 'approved') return trail;
    step('issue', 'issued', planner);
    if (status === 'accepted') step('accept', 'accepted', partner);
    if (status === 'declined') step('decline', 'declined', partner);
    if (status === 'expired') step('expire', 'expired', null);
    return trail;
  };
  const laterStatuses: Status[] = ['draft', 'submitted', 'approved', 'returned', 'declined', 'expired'];
  const requested: Step[] = [
    created('requested', partner),
    { action: 'edit', from: 'requested', to: 'draft', actor: planner },
  ];
  const validity = (status: Status) =>
    status === 'expired' ? dayFrom(-3) : ['declined', 'accepted'].includes(status) ? dayFrom(12) : undefined;
  for (const status of [...laterStatuses, 'accepted' as const]) {
    const id = await kit.insert(
      {
        kind: 'additional',
        status,
        discount: status === 'submitted' || status === 'returned' ? '30' : '3',
        requestNote: '请报一套备用控制柜和安装调试服务。',
        validUntil: validity(status),
        ...(status === 'accepted' ? { opportunity } : {}),
      },
      trailTo(status, requested),
    );
    if (status === 'accepted') await orderOf(tx, demo, id, won, partner);
  }
  const extra = (discount: string): Wanted[] => [
    {
      itemKind: 'material',
      itemId: warranty,
      quantity: '2',
      discountType: 'percent',
      discountValue: discount,
    },
  ];
  for (const status of [...laterStatuses, 'accepted' as const]) {
    const id = await kit.insert(
      {
        kind: 'supplementary',
        status,
        discount: '0',
        opportunity,
        sourceQuotationId: formal,
        items: extra(status === 'submitted' || status === 'returned' ? '40' : '0'),
        validUntil: validity(status),
      },
      trailTo(status, [created('draft')]),
    );
    if (status === 'accepted') {
      const amendment = await amendOrderWithLines(tx, {
        orderId: order.id,
        quotationNo: (await quotationOf(tx, id)).quotationNo,
        actorId: partner,
        lines: await orderLinesOf(tx, id),
      });
      if (amendment) await setOrder(tx, id, amendment.id);
    }
  }
}

/** The order lines of a quotation: its lines exactly. */
async function orderLinesOf(tx: Tx, quotationId: number) {
  const lines = await tx.select().from(quotationLines).where(eq(quotationLines.quotationId, quotationId));
  return lines.map((line) => ({
    materialCode: line.code,
    materialDesc: line.nameEn ?? line.nameCn,
    quantity: line.quantity,
    unitPrice: line.netPrice,
    amount: line.lineTotal,
  }));
}

/** The order an accepted quotation made on the won deal. */
async function orderOf(
  tx: Tx,
  demo: DemoContext,
  quotationId: number,
  won: { id: number; customerName: string },
  partner: number,
) {
  const { quotationNo, currency } = await quotationOf(tx, quotationId);
  const order = await createOrderFromLines(tx, {
    companyId: demo.companyIds.A,
    customerName: won.customerName,
    opportunityId: won.id,
    quotationNo,
    currency,
    actorId: partner,
    lines: await orderLinesOf(tx, quotationId),
  });
  await setOrder(tx, quotationId, order.id);
  return order;
}

async function quotationOf(tx: Tx, id: number) {
  const [row] = await tx
    .select({ quotationNo: quotationsTable.quotationNo, currency: quotationsTable.currency })
    .from(quotationsTable)
    .where(eq(quotationsTable.id, id));
  return row!;
}

async function setOrder(tx: Tx, id: number, orderId: number) {
  await tx.update(quotationsTable).set({ orderId }).where(eq(quotationsTable.id, id));
}
