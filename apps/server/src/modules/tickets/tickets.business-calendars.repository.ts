import type { TicketSite } from '@portal/contract';
import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { businessCalendars, tickets } from '../../db/schema';

export type CalendarRow = typeof businessCalendars.$inferSelect;
type CalendarValues = Omit<typeof businessCalendars.$inferInsert, 'id' | 'updatedAt'>;

export function findCalendars(db: DbOrTx): Promise<CalendarRow[]> {
  return db.select().from(businessCalendars).orderBy(asc(businessCalendars.site));
}

/** A site's calendar, locked for the transaction (two saves do not read the same "before"). */
export async function lockCalendar(tx: DbOrTx, site: TicketSite): Promise<CalendarRow | undefined> {
  const [row] = await tx
    .select()
    .from(businessCalendars)
    .where(eq(businessCalendars.site, site))
    .for('update');
  return row;
}

export async function upsertCalendar(tx: DbOrTx, values: CalendarValues): Promise<void> {
  const { site: _site, ...rules } = values;
  await tx
    .insert(businessCalendars)
    .values(values)
    .onConflictDoUpdate({ target: businessCalendars.site, set: { ...rules, updatedAt: new Date() } });
}

/** The site's tickets whose clocks may run: neither resolved nor closed. */
export async function findOpenTicketIds(tx: DbOrTx, site: TicketSite): Promise<number[]> {
  const rows = await tx
    .select({ id: tickets.id })
    .from(tickets)
    .where(and(eq(tickets.site, site), notInArray(tickets.status, ['resolved', 'closed'])))
    .orderBy(asc(tickets.id));
  return rows.map((row) => row.id);
}
