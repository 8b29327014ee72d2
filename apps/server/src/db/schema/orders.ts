/** Tables owned by the orders module: only that module writes them. */
import { index, integer, pgSequence, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { amount, createdAt, rowVersion, updatedAt } from './columns';
import { businessOpportunities } from './opportunities';
import { companies, users } from './partners';

export const orderNoSequence = pgSequence('order_no_seq', { startWith: 1 });

/** Orders: created → confirmed → shipped → delivered → closed, or cancelled before shipping. */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderNo: text('order_no').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    customerName: text('customer_name').notNull(),
    opportunityId: integer('opportunity_id').references(() => businessOpportunities.id),
    /** The formal quotation the order came from (quotations arrive with a later issue). */
    quotationNo: text('quotation_no'),
    currency: text('currency').notNull().default('CNY'),
    total: amount('total').notNull(),
    status: text('status', {
      enum: ['created', 'confirmed', 'shipped', 'delivered', 'closed', 'cancelled'],
    })
      .notNull()
      .default('created'),
    orderedAt: timestamp('ordered_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    rowVersion: rowVersion(),
  },
  (t) => [
    uniqueIndex('orders_no_uq').on(t.orderNo),
    index('orders_company_idx').on(t.companyId, t.orderedAt.desc().nullsFirst()),
    index('orders_ordered_idx').on(t.orderedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    materialCode: text('material_code').notNull(),
    materialDesc: text('material_desc'),
    quantity: integer('quantity').notNull(),
    unitPrice: amount('unit_price').notNull(),
    amount: amount('amount').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);
