import { sql } from 'drizzle-orm';
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
