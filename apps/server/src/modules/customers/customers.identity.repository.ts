/** Finding a customer by its identity, and the writes of find-or-create. */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { customers } from '../../db/schema';
import { indexCustomers } from './customers.search.repository';

export type NewCustomer = typeof customers.$inferInsert;

/** The customer of this country and (normalised) registration number. */
export async function findCustomerByNumber(tx: DbOrTx, country: string | null, number: string) {
  const [row] = await tx
    .select({ id: customers.id, name: customers.name, verified: customers.verified })
    .from(customers)
    .where(
      and(
        sql`coalesce(${customers.country}, '') = ${country ?? ''}`,
        eq(customers.registrationNumber, number),
      ),
    );
  return row;
}

/** The first customer without a registration number of this exact name and country. */
export async function findCustomerByName(tx: DbOrTx, country: string | null, name: string) {
  const [row] = await tx
    .select({ id: customers.id, name: customers.name, verified: customers.verified })
    .from(customers)
    .where(
      and(
        isNull(customers.registrationNumber),
        eq(customers.name, name),
        sql`${customers.country} IS NOT DISTINCT FROM ${country}`,
      ),
    )
    .orderBy(asc(customers.id))
    .limit(1);
  return row;
}

export async function markCustomerVerified(tx: DbOrTx, id: number): Promise<void> {
  await tx
    .update(customers)
    .set({ verified: true, updatedAt: new Date(), rowVersion: sql`${customers.rowVersion} + 1` })
    .where(eq(customers.id, id));
}

export async function insertCustomer(tx: DbOrTx, values: NewCustomer): Promise<number> {
  const [row] = await tx.insert(customers).values(values).returning({ id: customers.id });
  await indexCustomers(tx, [row!.id]);
  return row!.id;
}
