/** The writes of orders made from quotations: a new order with its lines, and lines appended to one. */
import { eq, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { orderLines, orders } from '../../db/schema';
import { indexOrders } from './orders.search.repository';

export type NewOrderRow = Omit<typeof orders.$inferInsert, 'orderNo'>;
export type NewOrderLineRow = typeof orderLines.$inferInsert;

/** Inserts an order under the next order number (`SO<year><6 digits>`); answers its id and number. */
export async function insertOrder(tx: DbOrTx, values: NewOrderRow): Promise<{ id: number; orderNo: string }> {
  const [row] = await tx
    .insert(orders)
    .values({
      ...values,
      orderNo: sql`'SO' || to_char(now(), 'YYYY') || lpad(nextval('order_no_seq')::text, 6, '0')`,
    })
    .returning({ id: orders.id, orderNo: orders.orderNo });
  await indexOrders(tx, [row!.id]);
  return row!;
}

export async function insertOrderLines(tx: DbOrTx, lines: readonly NewOrderLineRow[]): Promise<void> {
  if (lines.length > 0) await tx.insert(orderLines).values([...lines]);
}

/** Locks an order (`FOR UPDATE`) and answers its number, status and currency. */
export async function lockOrder(tx: DbOrTx, id: number) {
  const [row] = await tx
    .select({ id: orders.id, orderNo: orders.orderNo, status: orders.status, currency: orders.currency })
    .from(orders)
    .where(eq(orders.id, id))
    .for('update');
  return row;
}

/** The highest line position of an order (-1 without lines). */
export async function findLastLineSort(tx: DbOrTx, orderId: number): Promise<number> {
  const [last] = await tx
    .select({ sort: max(orderLines.sort) })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  return last?.sort ?? -1;
}

/** Adds `amount` (a decimal string) to an order's total. */
export async function addToOrderTotal(tx: DbOrTx, id: number, amount: string): Promise<void> {
  await tx
    .update(orders)
    .set({
      total: sql`${orders.total} + ${amount}::numeric`,
      updatedAt: new Date(),
      rowVersion: sql`${orders.rowVersion} + 1`,
    })
    .where(eq(orders.id, id));
}
