/** A query fragment the subject modules use in their reads for the engine: an amount in the reporting currency. */
import type { AnyColumn, SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';

/** The currency conditions compare amounts in (the quotations' reporting currency). */
export const reportingCurrency = 'CNY';

/**
 * A subject's amount in the reporting currency, by the rate table the quotations keep, as text for a
 * condition (`ProcessSubject.values.amount`); null without an amount or a rate.
 */
export function amountInReportingCurrency(amount: AnyColumn, currency: AnyColumn): SQL<string | null> {
  return sql<string | null>`(CASE WHEN ${currency} = ${reportingCurrency}
    THEN ${amount}
    ELSE ${amount} * (SELECT rate FROM exchange_rates
      WHERE currency = ${currency} AND reporting_currency = ${reportingCurrency}) END)::text`;
}
