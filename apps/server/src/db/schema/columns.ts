import { amountColumn } from '@portal/contract';
import { integer, numeric, timestamp } from 'drizzle-orm/pg-core';

/** The creation time every table carries. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** The last-change time of tables whose rows are edited. */
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** The version of an editable row, raised by one on every change (optimistic concurrency). */
export const rowVersion = () => integer('row_version').notNull().default(1);

/** A money amount: `numeric(18, 2)`, the precision every amount the server computes is bounded by. */
export const amount = (name: string) => numeric(name, { ...amountColumn });
