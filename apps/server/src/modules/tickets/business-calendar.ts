import { IANAZone } from 'luxon';

const MINUTE = 60_000;
const DAY = 86_400_000;
const WEEK = 7 * DAY;
/** How far a due time is looked for: a calendar without working hours has none. */
const MAX_SEARCH_DAYS = 3700;

/** One stretch of working time in a day: [start, end) in minutes after local midnight. */
export type WorkingPeriod = readonly [start: number, end: number];

/**
 * A site's business calendar: its IANA time zone, the working periods of each weekday (several per
 * day for breaks and split shifts), the holidays and the make-up working days (weekend dates worked
 * with Monday's hours, as China's adjusted weekends are).
 */
export interface BusinessCalendarRules {
  timeZone: string;
  /** Index 0 is Monday, 6 is Sunday; periods ordered and not overlapping, within 0..1440. */
  week: readonly (readonly WorkingPeriod[])[];
  /** Local dates (YYYY-MM-DD) without working time. */
  holidays: readonly string[];
  /** Local dates (YYYY-MM-DD) worked with Monday's periods although their weekday is not. */
  workdays?: readonly string[];
}

interface Day {
  /** Working intervals as instants, flat pairs [start, end, start, end, …]. */
  intervals: number[];
  /** Their total length in ms. */
  total: number;
}

interface OffsetChunk {
  before: number;
  after: number;
  /** The instant the offset changes within the chunk (Infinity: it does not). */
  switchAt: number;
}

/**
 * A calendar made ready for computing: the working intervals of each local day as instants, built
 * lazily and kept, and the zone's UTC offsets kept per week (the zone's rules come from luxon,
 * which reads them through Intl). A week whose two ends have different offsets has its change found
 * to the minute; a zone changing its offset twice within one week is not supported (none does today).
 */
export class CompiledCalendar {
  private readonly zone: IANAZone;
  private readonly week: readonly (readonly WorkingPeriod[])[];
  private readonly holidays: ReadonlySet<string>;
  private readonly workdays: ReadonlySet<string>;
  private readonly days = new Map<number, Day>();
  private readonly dayStarts = new Map<number, number>();
  private readonly chunks = new Map<number, OffsetChunk>();

  constructor(rules: BusinessCalendarRules) {
    const zone = IANAZone.create(rules.timeZone);
    if (!zone.isValid) throw new RangeError(`unknown time zone ${rules.timeZone}`);
    if (rules.week.length !== 7) throw new RangeError('a calendar week has 7 days');
    for (const periods of rules.week) {
      let last = 0;
      for (const [start, end] of periods) {
        if (!(start >= last && end > start && end <= 1440)) {
          throw new RangeError('working periods are ordered, within a day and not overlapping');
        }
        last = end;
      }
    }
    this.zone = zone;
    this.week = rules.week;
    this.holidays = new Set(rules.holidays);
    this.workdays = new Set(rules.workdays ?? []);
  }

  /** The zone's offset from UTC at instant `t`, in ms. */
  offsetAt(t: number): number {
    const index = Math.floor(t / WEEK);
    let chunk = this.chunks.get(index);
    if (!chunk) {
      const start = index * WEEK;
      const before = this.zone.offset(start) * MINUTE;
      const after = this.zone.offset(start + WEEK) * MINUTE;
      let switchAt = Infinity;
      if (before !== after) {
        // The first minute with the new offset.
        let low = start;
        let high = start + WEEK;
        while (high - low > MINUTE) {
          const mid = low + Math.floor((high - low) / 2 / MINUTE) * MINUTE;
          if (this.zone.offset(mid) * MINUTE === before) low = mid;
          else high = mid;
        }
        switchAt = high;
      }
      chunk = { before, after, switchAt };
      this.chunks.set(index, chunk);
    }
    return t >= chunk.switchAt ? chunk.after : chunk.before;
  }

  /**
   * The instant of a local wall time (ms since 1970-01-01 00:00 as if in UTC). A wall time that
   * happens twice (the hour the clocks go back) is its first instant; one that does not happen (the
   * hour they go forward) moves forward by the gap, as Temporal's "compatible" does.
   */
  instantOf(wall: number): number {
    const early = this.offsetAt(wall - DAY);
    const late = this.offsetAt(wall + DAY);
    const first = wall - early;
    const second = wall - late;
    const firstFits = this.offsetAt(first) === early;
    const secondFits = this.offsetAt(second) === late;
    if (firstFits && secondFits) return Math.min(first, second);
    if (firstFits) return first;
    if (secondFits) return second;
    return wall - early;
  }

  private dayStart(d: number): number {
    let start = this.dayStarts.get(d);
    if (start === undefined) {
      start = this.instantOf(d * DAY);
      this.dayStarts.set(d, start);
    }
    return start;
  }

  /** The local day (days since 1970-01-01 in the calendar's zone) of instant `t`. */
  dayOf(t: number): number {
    let d = Math.floor((t + this.offsetAt(t)) / DAY);
    while (t < this.dayStart(d)) d -= 1;
    while (t >= this.dayStart(d + 1)) d += 1;
    return d;
  }

  private day(d: number): Day {
    let day = this.days.get(d);
    if (day) return day;
    const date = new Date(d * DAY).toISOString().slice(0, 10);
    const weekday = (((d + 3) % 7) + 7) % 7; // 1970-01-01 was a Thursday; 0 is Monday
    const periods = this.holidays.has(date)
      ? []
      : this.workdays.has(date)
        ? (this.week[0] ?? [])
        : (this.week[weekday] ?? []);
    const intervals: number[] = [];
    let total = 0;
    if (periods.length > 0) {
      const start = this.dayStart(d);
      const plain = this.dayStart(d + 1) - start === DAY;
      for (const [from, to] of periods) {
        const a = plain ? start + from * MINUTE : this.instantOf(d * DAY + from * MINUTE);
        const b = plain ? start + to * MINUTE : this.instantOf(d * DAY + to * MINUTE);
        if (b > a) {
          intervals.push(a, b);
          total += b - a;
        }
      }
    }
    day = { intervals, total };
    this.days.set(d, day);
    return day;
  }

  /** The working time between two instants, in ms. */
  businessBetween(a: number, b: number): number {
    if (b <= a) return 0;
    const first = this.dayOf(a);
    const last = this.dayOf(b);
    let sum = 0;
    for (let d = first; d <= last; d += 1) {
      const day = this.day(d);
      if (day.total === 0) continue;
      if (d > first && d < last) {
        sum += day.total;
        continue;
      }
      const iv = day.intervals;
      for (let i = 0; i < iv.length; i += 2) {
        const s = Math.max(iv[i]!, a);
        const e = Math.min(iv[i + 1]!, b);
        if (e > s) sum += e - s;
      }
    }
    return sum;
  }

  /** The first instant at which `ms` of working time have passed since `t` (null: never). */
  addBusiness(t: number, ms: number): number | null {
    if (ms <= 0) return t;
    let left = ms;
    const first = this.dayOf(t);
    for (let d = first; d < first + MAX_SEARCH_DAYS; d += 1) {
      const iv = this.day(d).intervals;
      for (let i = 0; i < iv.length; i += 2) {
        const s = Math.max(iv[i]!, t);
        const e = iv[i + 1]!;
        if (e <= s) continue;
        if (left <= e - s) return s + left;
        left -= e - s;
      }
    }
    return null;
  }
}

const compiled = new Map<string, CompiledCalendar>();
const KEPT = 64;

/** The compiled form of a calendar, kept for the next call with the same rules. */
export function compileCalendar(rules: BusinessCalendarRules): CompiledCalendar {
  const key = JSON.stringify([rules.timeZone, rules.week, rules.holidays, rules.workdays ?? []]);
  let calendar = compiled.get(key);
  if (!calendar) {
    calendar = new CompiledCalendar(rules);
    if (compiled.size >= KEPT) compiled.delete(compiled.keys().next().value!);
    compiled.set(key, calendar);
  }
  return calendar;
}
