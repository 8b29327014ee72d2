import type { BusinessCalendar, TicketSite } from '@portal/contract';
import { businessCalendarsEndpoints as ep } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { insertAuditEntry } from '../../core/audit';
import { route } from '../../core/endpoint-route';
import type { Principal } from '../../core/principal';
import type { Database, DbOrTx } from '../../db/database';
import type { ModuleDeps } from '../module-deps';
import { cacheOf, ticketSlaAt } from './tickets.service';
import { updateSlaCache } from './tickets.repository';
import type { CalendarRow } from './tickets.business-calendars.repository';
import * as calendarsRepo from './tickets.business-calendars.repository';

const toCalendar = (row: CalendarRow): BusinessCalendar => ({
  site: row.site,
  timeZone: row.timeZone,
  week: row.week.map((periods) => periods.map(([a, b]) => [a, b] as [number, number])),
  holidays: row.holidays,
  workdays: row.workdays,
});

/** What an audit entry keeps of a calendar: everything but its site (the entry's subject). */
const rulesOf = ({ site: _site, ...rules }: BusinessCalendar) => rules;

const sortedDates = (dates: readonly string[]) => [...new Set(dates)].sort();

/**
 * The sites' business calendars on the system-management screen. A save writes the calendar, its audit entry
 * (before and after) and the due times of the site's open tickets, computed again with the new hours, in one
 * transaction. The SLA clock reads the calendar row on every computation and compiles calendars by their
 * rules (business-calendar.ts keeps compiled ones keyed by the rules themselves), so every server process
 * uses the new hours on its next computation: there is no compiled copy of the old rules left to drop.
 */
export class BusinessCalendarsService {
  constructor(private readonly db: Database) {}

  async list(): Promise<BusinessCalendar[]> {
    const rows = await calendarsRepo.findCalendars(this.db);
    return rows.map(toCalendar);
  }

  async save(body: BusinessCalendar, principal: Principal) {
    const next: BusinessCalendar = {
      ...body,
      holidays: sortedDates(body.holidays),
      workdays: sortedDates(body.workdays),
    };
    return this.db.transaction(async (tx) => {
      const beforeRow = await calendarsRepo.lockCalendar(tx, next.site);
      const before = beforeRow ? toCalendar(beforeRow) : null;
      if (before && JSON.stringify(rulesOf(before)) === JSON.stringify(rulesOf(next)))
        return { calendar: before, recomputedTickets: 0 };
      const values = {
        timeZone: next.timeZone,
        // Each period is two minutes (the contract checked it).
        week: next.week.map((periods) => periods.map(([a = 0, b = 0]) => [a, b] as [number, number])),
        holidays: next.holidays,
        workdays: next.workdays,
      };
      await calendarsRepo.upsertCalendar(tx, { site: next.site, ...values });
      await insertAuditEntry(tx, {
        entity: 'business_calendar',
        entityId: next.site,
        action: before ? 'update' : 'create',
        actorId: principal.userId,
        before: before ? rulesOf(before) : null,
        after: rulesOf(next),
      });
      const recomputedTickets = await recomputeOpenTickets(tx, next.site, Date.now());
      return { calendar: next, recomputedTickets };
    });
  }
}

/**
 * Computes again the list's cache (due times, breach) of the site's tickets whose clocks may run (neither
 * resolved nor closed), with the calendar as the transaction sees it; answers how many.
 */
export async function recomputeOpenTickets(tx: DbOrTx, site: TicketSite, now: number): Promise<number> {
  const open = await calendarsRepo.findOpenTicketIds(tx, site);
  for (const id of open) {
    const { sla } = await ticketSlaAt(tx, id, site, now);
    await updateSlaCache(tx, id, cacheOf(sla));
  }
  return open.length;
}

export function businessCalendarsRoutes(app: FastifyInstance, { db }: ModuleDeps): void {
  const service = new BusinessCalendarsService(db);
  route(app, ep.listBusinessCalendars, () => service.list());
  route(app, ep.saveBusinessCalendar, ({ body, principal }) => service.save(body, principal));
}
