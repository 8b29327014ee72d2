/**
 * The stored precision of every amount (prices, line totals, subtotals, taxes, totals): PostgreSQL
 * `numeric(18, 2)`. The tables declare their amount columns with it and the server bounds every amount
 * it computes by it, so the bound has one source.
 */
export const amountColumn = { precision: 18, scale: 2 } as const;

/** The largest amount an amount column holds, as a decimal string ("9999999999999999.99"). */
export const maxAmount = `${'9'.repeat(amountColumn.precision - amountColumn.scale)}.${'9'.repeat(amountColumn.scale)}`;
