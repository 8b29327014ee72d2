import type {
  Dashboard,
  DashboardFilters,
  Figure,
  FigureKey,
  GetDashboardBody,
  Language,
} from '@portal/contract';
import { dashboardFigureKeys, dashboardFilterFields, partnerCompanyName } from '@portal/contract';
import { refused } from '../../core/app-error';
import type { FigureListFilters, FigureSide, FigureSource } from '../../core/figures';
import { monthBounds } from '../../core/figures';
import type { Principal } from '../../core/principal';
import type { Database } from '../../db/database';
import * as repo from './dashboards.repository';

/** Whether the reader may open the list behind a source's numbers (a channel manager without the ticket list gets none). */
const opens = (source: FigureSource, principal: Principal) =>
  source.listPermission === undefined || principal.permissions.has(source.listPermission);

/**
 * Figures whose summaries keep each record's whole hours in the series (`<series>:<hours>`): the answer
 * folds them into their series and gives the median of the hours (quotation turnaround).
 */
const withMedian: ReadonlySet<FigureKey> = new Set<FigureKey>(['quotationTurnaround']);

/** The median of the hours of the rows `<series>:<hours>` (n records each); null without records. */
export function medianOf(rows: readonly { series: string; n: number }[]): number | null {
  const counted = rows
    .map((row) => ({ hours: Number(row.series.split(':')[1] ?? 0), n: row.n }))
    .filter((row) => row.n > 0)
    .sort((a, b) => a.hours - b.hours);
  const size = counted.reduce((sum, row) => sum + row.n, 0);
  if (size === 0) return null;
  /** The hours of the record at this position (from 0) in order. */
  const at = (position: number) => {
    let seen = 0;
    for (const row of counted) {
      seen += row.n;
      if (position < seen) return row.hours;
    }
    return counted.at(-1)?.hours ?? 0;
  };
  return size % 2 === 1 ? at((size - 1) / 2) : (at(size / 2 - 1) + at(size / 2)) / 2;
}

/** Rows `<series>:<hours>` folded into their series (counts and totals summed). */
function folded(rows: readonly repo.SummaryRow[]): repo.SummaryRow[] {
  const byPoint = new Map<string, repo.SummaryRow>();
  for (const row of rows) {
    const series = row.series.split(':')[0] ?? '';
    const key = `${row.x}|${series}`;
    const seen = byPoint.get(key);
    if (seen) {
      seen.n += row.n;
      seen.total += row.total;
    } else byPoint.set(key, { ...row, series });
  }
  return [...byPoint.values()];
}

type Shape = Pick<Figure, 'unit' | 'axis' | 'seriesOf' | 'ignores'>;

/** How each figure reads: what its categories and series are, and the filters it cannot narrow. */
const shapes: Record<FigureKey, Shape> = {
  pipeline: { unit: 'count', axis: 'stage', seriesOf: 'productLine', ignores: [] },
  registrations: { unit: 'count', axis: 'month', seriesOf: 'status', ignores: [] },
  conversion: { unit: 'count', axis: 'step', seriesOf: 'none', ignores: [] },
  winRate: { unit: 'count', axis: 'outcome', seriesOf: 'none', ignores: [] },
  ordersByRegion: { unit: 'count', axis: 'month', seriesOf: 'region', ignores: [] },
  ordersByPartner: { unit: 'count', axis: 'company', seriesOf: 'none', ignores: [] },
  quotationTurnaround: { unit: 'count', axis: 'month', seriesOf: 'turnaround', ignores: [] },
  slaCompliance: { unit: 'count', axis: 'outcome', seriesOf: 'none', ignores: ['productLine'] },
  manHours: { unit: 'hours', axis: 'workKind', seriesOf: 'none', ignores: ['productLine'] },
  protectionEnding: { unit: 'count', axis: 'bucket', seriesOf: 'none', ignores: ['period'] },
  certifiedPeople: { unit: 'count', axis: 'productLine', seriesOf: 'none', ignores: [] },
};

/** The order of a figure's categories and series where it is not their text's (stages, steps, outcomes). */
const orders: Partial<Record<FigureKey, readonly string[]>> = {
  pipeline: ['design', 'quotation', 'negotiation'],
  registrations: ['submitted', 'approved', 'rejected'],
  conversion: ['registrations', 'opportunities', 'orders'],
  winRate: ['won', 'lost'],
  slaCompliance: ['met', 'breached', 'open'],
  protectionEnding: ['days14', 'days30'],
  quotationTurnaround: ['d1', 'd3', 'd7', 'more'],
};

/** Compares two codes by the figure's order (unlisted ones after, by their text). */
function byOrder(key: FigureKey) {
  const order = orders[key] ?? [];
  const rank = (code: string) => (order.includes(code) ? order.indexOf(code) : order.length);
  return (a: string, b: string) => rank(a) - rank(b) || a.localeCompare(b);
}

/** The filters a request may carry, without the flag asking for the saved ones. */
type Filters = DashboardFilters;

function sideOf(principal: Principal): FigureSide {
  return principal.kind === 'partner' ? 'partner' : 'staff';
}

/** The filters as the lists behind the numbers take them (a partner's company is its lists' own scope). */
function listFiltersOf(filters: Filters, side: FigureSide): FigureListFilters {
  return {
    createdFrom: filters.from ? monthBounds(filters.from).from : undefined,
    createdTo: filters.to ? monthBounds(filters.to).to : undefined,
    region: filters.region ?? undefined,
    productLineCode: filters.productLineCode ?? undefined,
    companyId: side === 'staff' ? (filters.companyId ?? undefined) : undefined,
  };
}

/** Only the filters that are set, as the saved choice and the answer carry them. */
function setFilters(filters: Filters): Record<string, string | number> {
  const set: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined && value !== null && value !== '') set[key] = value;
  return set;
}

/**
 * Dashboards (docs/areas/dashboards.md): every figure of the reader's dashboard from the kept summaries in
 * one statement, each number with the list behind it under the same filters. A partner's dashboard is its
 * own company's, whatever it asks.
 */
export class DashboardsService {
  constructor(
    private readonly db: Database,
    private readonly sources: readonly FigureSource[],
  ) {}

  /** The filters a request asks for: its own, or the reader's saved ones; unknown codes refused. */
  private async filtersOf(body: GetDashboardBody, principal: Principal): Promise<Filters> {
    let filters: Filters = {
      from: body.from,
      to: body.to,
      region: body.region,
      productLineCode: body.productLineCode,
      companyId: body.companyId,
    };
    if (body.saved) {
      const saved = await repo.findSavedFilters(this.db, principal.userId);
      const parsed = dashboardFilterFields.safeParse(saved ?? {});
      // A saved choice a later release no longer reads is dropped, never an error.
      filters =
        parsed.success && !(parsed.data.from && parsed.data.to && parsed.data.from > parsed.data.to)
          ? parsed.data
          : {};
    }
    if (principal.kind === 'partner') filters = { ...filters, companyId: undefined };
    await this.checkCodes(filters);
    return filters;
  }

  private async checkCodes(filters: Filters): Promise<void> {
    const known = await repo.findKnownCodes(this.db, {
      region: filters.region ?? undefined,
      productLine: filters.productLineCode ?? undefined,
      companyId: filters.companyId ?? undefined,
    });
    if (!known.region) throw refused('dashboard.validation.unknownRegion', { code: filters.region ?? '' });
    if (!known.productLine)
      throw refused('dashboard.validation.unknownProductLine', { code: filters.productLineCode ?? '' });
    if (!known.company) throw refused('dashboard.validation.unknownPartner', { id: filters.companyId ?? 0 });
  }

  async dashboard(body: GetDashboardBody, principal: Principal, lang: Language): Promise<Dashboard> {
    const filters = await this.filtersOf(body, principal);
    const side = sideOf(principal);
    const figures = await this.figures(dashboardFigureKeys[side], filters, principal);
    if (!body.saved) await repo.saveFilters(this.db, principal.userId, setFilters(filters));
    // Staff choose among every partner company (and the figures name them by id); a partner sees its own.
    const [names, refreshedAt] = await Promise.all([
      repo.findCompanyNames(this.db, side === 'staff' ? 'all' : [principal.companyId ?? -1]),
      repo.findRefreshedAt(this.db),
    ]);
    return {
      filters: setFilters(filters),
      scope: side,
      refreshedAt: refreshedAt?.toISOString() ?? null,
      figures,
      companies: names.map((company) => ({ id: company.id, name: partnerCompanyName(company, lang) })),
    };
  }

  /** One figure of the reader's dashboard (its export), under the request's filters. */
  async figure(key: FigureKey, body: DashboardFilters, principal: Principal): Promise<Figure | undefined> {
    const filters = await this.filtersOf(body, principal);
    const side = sideOf(principal);
    if (!dashboardFigureKeys[side].includes(key)) return undefined;
    const [figure] = await this.figures([key], filters, principal);
    return figure;
  }

  /** The figures asked, from the summaries in one statement; a partner's scoped to its company. */
  private async figures(
    keys: readonly FigureKey[],
    filters: Filters,
    principal: Principal,
  ): Promise<Figure[]> {
    const side = sideOf(principal);
    const sourcesOf = (key: FigureKey) =>
      this.sources.filter((source) => source.figure === key && source.sides.includes(side));
    const offered = keys.filter((key) => sourcesOf(key).length > 0);
    const companyId = side === 'partner' ? (principal.companyId ?? -1) : (filters.companyId ?? undefined);
    const rows =
      offered.length === 0
        ? []
        : await repo.sumSummaries(
            this.db,
            offered,
            offered.filter((key) => shapes[key].ignores.includes('productLine')),
            {
              from: filters.from ? `${filters.from}-01` : undefined,
              to: filters.to ? `${filters.to}-01` : undefined,
              region: filters.region ?? undefined,
              productLine: filters.productLineCode ?? undefined,
              companyId,
            },
          );
    const listFilters = listFiltersOf(filters, side);
    return keys.map((key) => {
      const shape = shapes[key];
      const sources = sourcesOf(key);
      if (sources.length === 0) return { key, state: 'noData', ...shape, points: [] };
      const compare = byOrder(key);
      const own = rows.filter((row) => row.figure === key);
      const median = withMedian.has(key) ? { median: medianOf(own) } : {};
      const points = (withMedian.has(key) ? folded(own) : own)
        .sort((a, b) => compare(a.x, b.x) || compare(a.series, b.series))
        .map((row) => {
          // A step of the conversion is one module's: the source whose summary made the point links it.
          const source = sources.find((s) => s.fills === undefined || s.fills.includes(row.x));
          const value = shape.unit === 'count' ? row.n : row.total;
          return {
            x: row.x,
            series: row.series,
            value,
            link:
              source && opens(source, principal)
                ? source.link({ x: row.x, series: row.series }, listFilters, side)
                : null,
          };
        });
      return { key, state: 'ready', ...shape, ...median, points };
    });
  }
}
