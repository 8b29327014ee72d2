import { eq, max, sql } from 'drizzle-orm';
import { insertAuditEntry } from '../../core/audit';
import { decimal, moneyString, sum } from '../../core/money';
import type { DbOrTx } from '../../db/database';
import { orderLines, orders } from '../../db/schema';
import { orderEntity } from './orders.repository';

/** An order to make from priced lines (an accepted quotation's). */
export interface NewOrderFromLines {
  companyId: number;
  customerName: string;
  opportunityId: number | null;
  /** The quotation it comes from, named on the order. */
  quotationNo: string | null;
  currency: string;
  actorId: number;
  lines: {
    materialCode: string;
    materialDesc: string | null;
    /** A whole number (an order line counts pieces). */
    quantity: string;
    unitPrice: string;
    amount: string;
  }[];
}

/**
 * Makes an order (status created) from lines taken exactly as given, in the caller's transaction; its
 * total is the sum of its line amounts. Answers its id and number.
 */
export async function createOrderFromLines(
  tx: DbOrTx,
  order: NewOrderFromLines,
): Promise<{ id: number; orderNo: string }> {
  for (const line of order.lines)
    if (!decimal(line.quantity).round(0).eq(line.quantity))
      throw new Error(`An order line takes a whole quantity, not ${line.quantity}`);
  const [row] = await tx
    .insert(orders)
    .values({
      orderNo: sql`'SO' || to_char(now(), 'YYYY') || lpad(nextval('order_no_seq')::text, 6, '0')`,
      companyId: order.companyId,
      customerName: order.customerName,
      opportunityId: order.opportunityId,
      quotationNo: order.quotationNo,
      currency: order.currency,
      total: moneyString(sum(order.lines.map((line) => line.amount)), order.currency),
      createdBy: order.actorId,
    })
    .returning({ id: orders.id, orderNo: orders.orderNo });
  const created = row!;
  if (order.lines.length > 0)
    await tx.insert(orderLines).values(
      order.lines.map((line, sort) => ({
        orderId: created.id,
        materialCode: line.materialCode,
        materialDesc: line.materialDesc,
        quantity: Number(decimal(line.quantity).toFixed(0)),
        unitPrice: line.unitPrice,
        amount: line.amount,
        sort,
      })),
    );
  await insertAuditEntry(tx, {
    entity: orderEntity,
    entityId: created.id,
    action: 'create',
    toState: 'created',
    actorId: order.actorId,
    comment: order.quotationNo,
  });
  return created;
}

/** Lines added to an existing order by an accepted supplementary quotation. */
export interface OrderAmendment {
  orderId: number;
  /** The supplementary quotation, named in the order's audit trail. */
  quotationNo: string;
  actorId: number;
  lines: NewOrderFromLines['lines'];
}

/**
 * Amends an order, in the caller's transaction: appends the lines exactly as given after its own, adds
 * their amounts to its total and audits the amendment with the quotation's number. An order cancelled
 * or closed takes no amendment: answers null then, else its id and number.
 */
export async function amendOrderWithLines(
  tx: DbOrTx,
  amendment: OrderAmendment,
): Promise<{ id: number; orderNo: string } | null> {
  for (const line of amendment.lines)
    if (!decimal(line.quantity).round(0).eq(line.quantity))
      throw new Error(`An order line takes a whole quantity, not ${line.quantity}`);
  const [order] = await tx
    .select({ id: orders.id, orderNo: orders.orderNo, status: orders.status, currency: orders.currency })
    .from(orders)
    .where(eq(orders.id, amendment.orderId))
    .for('update');
  if (!order || order.status === 'cancelled' || order.status === 'closed') return null;
  const [last] = await tx
    .select({ sort: max(orderLines.sort) })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id));
  const start = (last?.sort ?? -1) + 1;
  if (amendment.lines.length > 0)
    await tx.insert(orderLines).values(
      amendment.lines.map((line, index) => ({
        orderId: order.id,
        materialCode: line.materialCode,
        materialDesc: line.materialDesc,
        quantity: Number(decimal(line.quantity).toFixed(0)),
        unitPrice: line.unitPrice,
        amount: line.amount,
        sort: start + index,
      })),
    );
  const added = moneyString(sum(amendment.lines.map((line) => line.amount)), order.currency);
  await tx
    .update(orders)
    .set({
      total: sql`${orders.total} + ${added}::numeric`,
      updatedAt: new Date(),
      rowVersion: sql`${orders.rowVersion} + 1`,
    })
    .where(eq(orders.id, order.id));
  await insertAuditEntry(tx, {
    entity: orderEntity,
    entityId: order.id,
    action: 'amend',
    fromState: order.status,
    toState: order.status,
    actorId: amendment.actorId,
    comment: `${amendment.quotationNo} +${added}`,
  });
  return { id: order.id, orderNo: order.orderNo };
}
