import { insertAuditEntry } from '../../core/audit';
import { decimal, moneyString, sum } from '../../core/money';
import type { DbOrTx } from '../../db/database';
import * as repo from './orders.creation.repository';
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

/** The rows of `lines` on an order, placed from `start` on. */
function lineRows(orderId: number, lines: NewOrderFromLines['lines'], start: number) {
  return lines.map((line, index) => ({
    orderId,
    materialCode: line.materialCode,
    materialDesc: line.materialDesc,
    quantity: Number(decimal(line.quantity).toFixed(0)),
    unitPrice: line.unitPrice,
    amount: line.amount,
    sort: start + index,
  }));
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
  const created = await repo.insertOrder(tx, {
    companyId: order.companyId,
    customerName: order.customerName,
    opportunityId: order.opportunityId,
    quotationNo: order.quotationNo,
    currency: order.currency,
    total: moneyString(sum(order.lines.map((line) => line.amount)), order.currency),
    createdBy: order.actorId,
  });
  await repo.insertOrderLines(tx, lineRows(created.id, order.lines, 0));
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
  const order = await repo.lockOrder(tx, amendment.orderId);
  if (!order || order.status === 'cancelled' || order.status === 'closed') return null;
  const start = (await repo.findLastLineSort(tx, order.id)) + 1;
  await repo.insertOrderLines(tx, lineRows(order.id, amendment.lines, start));
  const added = moneyString(sum(amendment.lines.map((line) => line.amount)), order.currency);
  await repo.addToOrderTotal(tx, order.id, added);
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
