/** Tables owned by the dashboards module: only that module writes them (docs/areas/dashboards.md). */
import { date, doublePrecision, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';
import { users } from './partners';

/**
 * The kept summaries of the dashboard figures: one row per figure, month, company, region, product line and
 * point, counted from the modules' tables by the refresh job (each module's `figures` summary query), and
 * their roll-up over every company (`company_id` null). A dashboard request sums these rows and never reads
 * the raw tables.
 */
export const dashboardFigures = pgTable(
  'dashboard_figures',
  {
    figure: text('figure').notNull(),
    month: date('month').notNull(),
    companyId: integer('company_id'),
    region: text('region'),
    productLine: text('product_line'),
    x: text('x').notNull(),
    series: text('series').notNull(),
    n: integer('n').notNull(),
    /** Hours summed, for an hours figure (an average is total / n); 0 otherwise. */
    total: doublePrecision('total').notNull().default(0),
  },
  (t) => [
    index('dashboard_figures_month_idx').on(t.month, t.figure),
    index('dashboard_figures_company_idx').on(t.companyId, t.month),
  ],
);

/** When the summaries were last refreshed (one row). */
export const dashboardRefreshes = pgTable('dashboard_refreshes', {
  id: integer('id').primaryKey(),
  refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull(),
  /** How long the refresh took, for the log and the performance notes. */
  millis: integer('millis').notNull(),
});

/** A user's saved dashboard filters (the filters of the last dashboard they opened). */
export const dashboardFilterChoices = pgTable('dashboard_filter_choices', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  filters: jsonb('filters').$type<Record<string, string | number>>().notNull(),
  updatedAt: updatedAt(),
});
