import { z } from 'zod';
import { recordIdSchema } from '../core/ids';
import { noNul } from '../core/texts';

/** A month of the dashboard's period, `YYYY-MM`. */
const month = z
  .string()
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'dashboard.validation.month' });

/** A code of a code table (region, product line): checked against the table by the server. */
const code = z.string().trim().min(1).max(64).refine(noNul, 'validation.invalid');

/**
 * The dashboard's filters, as its URL carries them: a period of whole months (`from` to `to`, both
 * included), a region (REGION code), a product line and a partner company (staff only; a partner always sees
 * its own company). Unknown codes are refused by the server, a reversed period here, each with its message.
 */
export const dashboardFilterFields = z.object({
  from: month.nullish(),
  to: month.nullish(),
  region: code.nullish(),
  productLineCode: code.nullish(),
  companyId: recordIdSchema.nullish(),
});

const checkPeriod = (filters: { from?: string | null; to?: string | null }, ctx: z.RefinementCtx) => {
  if (filters.from && filters.to && filters.from > filters.to)
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'dashboard.validation.periodReversed' });
};

export const dashboardFiltersSchema = dashboardFilterFields.superRefine(checkPeriod);
export type DashboardFilters = z.infer<typeof dashboardFiltersSchema>;

/**
 * The one request of the dashboard: its filters, or, with `saved`, the reader's saved filters (the screen
 * opened without any in its URL). The filters a request uses are saved for the reader.
 */
export const getDashboardBodySchema = dashboardFilterFields
  .extend({ saved: z.boolean().optional() })
  .superRefine(checkPeriod);
export type GetDashboardBody = z.infer<typeof getDashboardBodySchema>;

/** Every figure a dashboard may show; a staff and a partner dashboard show different ones. */
export const figureKeys = [
  'pipeline',
  'registrations',
  'conversion',
  'winRate',
  'ordersByRegion',
  'ordersByPartner',
  'quotationTurnaround',
  'slaCompliance',
  'manHours',
  'protectionEnding',
  'certifiedPeople',
] as const;
export type FigureKey = (typeof figureKeys)[number];

/**
 * The figures of each dashboard, in their order on the screen: staff (every company, or one) and a partner
 * (its own). A figure no module offers yet answers "no data yet" (man-hours before their module), never an
 * error.
 */
export const dashboardFigureKeys: Record<'staff' | 'partner', readonly FigureKey[]> = {
  staff: [
    'pipeline',
    'registrations',
    'conversion',
    'winRate',
    'ordersByRegion',
    'ordersByPartner',
    'quotationTurnaround',
    'slaCompliance',
    'manHours',
  ],
  partner: [
    'pipeline',
    'registrations',
    'protectionEnding',
    'certifiedPeople',
    'winRate',
    'ordersByRegion',
    'slaCompliance',
  ],
};

/** A filter a figure cannot narrow (orders carry no product line): the screen says so on its card. */
export const figureFilterNames = ['period', 'region', 'productLine', 'partner'] as const;
export type FigureFilterName = (typeof figureFilterNames)[number];

/**
 * One value of a figure: `x` is its category (a month `YYYY-MM`, a stage, a status, a region code, a company
 * id), `series` the bar it belongs to (a product line, a status, a region; `''` for a single series), and
 * `link` the list behind the number, opened with the same filters (null where no list shows it).
 */
export const figurePointSchema = z.object({
  x: z.string(),
  series: z.string(),
  value: z.number(),
  link: z.string().nullable(),
});
export type FigurePoint = z.infer<typeof figurePointSchema>;

export const figureSchema = z.object({
  key: z.enum(figureKeys),
  /** `noData`: the figure's source is not there yet (man-hours before their module): no points, never an error. */
  state: z.enum(['ready', 'noData']),
  /** What a value counts: records, or hours (turnaround: the average; man-hours: the sum). */
  unit: z.enum(['count', 'hours']),
  /** What `x` holds, for its label: a month, a code of a table, a company (named in `labels`). */
  axis: z.enum([
    'month',
    'stage',
    'status',
    'step',
    'region',
    'company',
    'outcome',
    'kind',
    'workKind',
    'bucket',
    'productLine',
  ]),
  /** What `series` holds. */
  seriesOf: z.enum(['none', 'productLine', 'status', 'region', 'outcome', 'kind', 'turnaround']),
  ignores: z.array(z.enum(figureFilterNames)),
  points: z.array(figurePointSchema),
  /** The median of the records' hours (quotation turnaround), when the figure has one; null with no records. */
  median: z.number().nullable().optional(),
});
export type Figure = z.infer<typeof figureSchema>;

export const dashboardSchema = z.object({
  /** The filters the figures answer (the saved ones when asked for), for the URL. */
  filters: dashboardFilterFields,
  scope: z.enum(['staff', 'partner']),
  /** When the kept summaries were last refreshed (null: never yet). */
  refreshedAt: z.string().nullable(),
  figures: z.array(figureSchema),
  /** The partner companies in the reader's language: every one for staff (the partner filter, the figures naming them), a partner's own. */
  companies: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** One figure's data as an .xlsx file, with the dashboard's filters. */
export const exportFigureQuerySchema = dashboardFilterFields
  .extend({ figure: z.enum(figureKeys) })
  .superRefine(checkPeriod);
export type ExportFigureQuery = z.infer<typeof exportFigureQuerySchema>;

/**
 * The message naming a code of a figure's axis or series (months, product lines and companies are named
 * otherwise): one table for the chart on the screen and the figure's .xlsx.
 */
const figureCodeKeys: Partial<Record<Figure['axis'] | Figure['seriesOf'], (code: string) => string>> = {
  stage: (code) => `opportunity.stage.${code}`,
  status: (code) => `report.status.${code}`,
  step: (code) => `dashboard.step.${code}`,
  region: (code) => `codeTable.REGION.${code}`,
  outcome: (code) => `dashboard.outcome.${code}`,
  bucket: (code) => `dashboard.bucket.${code}`,
  workKind: (code) => `manHours.kind.${code}`,
  turnaround: (code) => `dashboard.turnaround.${code}`,
};

/** The message key naming `code` on a figure's axis or series, if a message names it. */
export function figureCodeKey(kind: Figure['axis'] | Figure['seriesOf'], code: string): string | undefined {
  return code ? figureCodeKeys[kind]?.(code) : undefined;
}
