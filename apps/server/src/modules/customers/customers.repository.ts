import type { Page, SortOrder } from '@portal/contract';
import type { SQL } from 'drizzle-orm';
import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import {
  containsPattern,
  countAllRows,
  keptRowCount,
  pagedQuery,
  pagedQueryWithTotal,
  pageIdsOf,
} from '../../core/sql';
import type { DbOrTx } from '../../db/database';
import {
  businessOpportunities,
  companies,
  customerContacts,
  customers,
  opportunityReports,
  orders,
  users,
} from '../../db/schema';

/** The entity name of customers in audit entries. */
export const customerEntity = 'customer' as const;

export interface CustomerFilters {
  /** A partner's company: only customers it has a registration of. */
  scopeCompanyId?: number;
  keyword?: string;
  country?: string;
  region?: string;
  industryCode?: string;
  verified?: boolean;
}

export type CustomerSortField = 'createdAt' | 'name' | 'country';

const sortColumns = {
  createdAt: customers.createdAt,
  name: customers.name,
  country: customers.country,
} as const;

/*
 * Correlated subqueries name their tables explicitly: drizzle writes a column of the query's own table
 * unqualified, which inside a subquery of another table would mean that table's column.
 */

/** A partner's customers: those with at least one registration of its company. */
const ofCompany = (companyId: number) =>
  sql`"customers"."id" IN (SELECT r.customer_id FROM opportunity_reports r WHERE r.company_id = ${companyId})`;

function whereOf(filters: CustomerFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.scopeCompanyId !== undefined) conditions.push(ofCompany(filters.scopeCompanyId));
  if (filters.keyword) {
    const pattern = containsPattern(filters.keyword);
    conditions.push(
      or(
        ilike(customers.name, pattern),
        ilike(customers.nameEn, pattern),
        ilike(customers.nameKr, pattern),
        // Numbers are stored normalised: a business number is searched without its hyphens.
        ilike(customers.registrationNumber, containsPattern(filters.keyword.replace(/-/g, ''))),
      )!,
    );
  }
  if (filters.country) conditions.push(eq(customers.country, filters.country));
  if (filters.region) conditions.push(eq(customers.region, filters.region));
  if (filters.industryCode) conditions.push(eq(customers.industryCode, filters.industryCode));
  if (filters.verified !== undefined) conditions.push(eq(customers.verified, filters.verified));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** The registrations counted for the reader: all, or only its company's. */
const registrationCount = (companyId: number | undefined) =>
  companyId === undefined
    ? sql<number>`(SELECT count(*)::int FROM opportunity_reports r WHERE r.customer_id = "customers"."id")`
    : sql<number>`(SELECT count(*)::int FROM opportunity_reports r WHERE r.customer_id = "customers"."id" AND r.company_id = ${companyId})`;

const listColumns = (companyId: number | undefined) => ({
  id: customers.id,
  name: customers.name,
  nameEn: customers.nameEn,
  nameKr: customers.nameKr,
  country: customers.country,
  registrationNumber: customers.registrationNumber,
  region: customers.region,
  industryCode: customers.industryCode,
  verified: customers.verified,
  address: customers.address,
  addressEn: customers.addressEn,
  registrationCount: registrationCount(companyId),
  createdBy: customers.createdBy,
  createdAt: customers.createdAt,
  updatedAt: customers.updatedAt,
  rowVersion: customers.rowVersion,
});

export type CustomerRow = {
  id: number;
  name: string;
  nameEn: string | null;
  nameKr: string | null;
  country: string | null;
  registrationNumber: string | null;
  region: string | null;
  industryCode: string | null;
  verified: boolean;
  address: string | null;
  addressEn: string | null;
  registrationCount: number;
  createdBy: number | null;
  createdAt: Date;
  updatedAt: Date;
  rowVersion: number;
};

export async function countCustomers(db: DbOrTx, filters: CustomerFilters): Promise<number> {
  const where = whereOf(filters);
  // Every customer (staff, no filter): the kept count, not a count(*) of 100 000 rows.
  if (!where) return countAllRows(db, customers);
  const [row] = await db.select({ total: count() }).from(customers).where(where);
  return row?.total ?? 0;
}

export function findCustomers(
  db: DbOrTx,
  filters: CustomerFilters,
  sort: { field: CustomerSortField; order: SortOrder },
  page: { offset: number; limit: number },
): Promise<CustomerRow[]> {
  const { pageIds, order } = pageIdsOfCustomers(db, filters, sort, page);
  return db
    .select(listColumns(filters.scopeCompanyId))
    .from(pageIds)
    .innerJoin(customers, eq(customers.id, pageIds.pageId))
    .orderBy(...order);
}

/**
 * A page of the list with its total. Every customer (no filter): one statement, the kept count a column of
 * the page (`pagedQueryWithTotal`); otherwise the page and a count beside it.
 */
export function findCustomerPage<Item>(
  db: DbOrTx,
  filters: CustomerFilters,
  sort: { field: CustomerSortField; order: SortOrder },
  page: { pageNum: number; pageSize: number },
  map: (row: CustomerRow) => Item,
): Promise<Page<Item>> {
  if (whereOf(filters))
    return pagedQuery(
      db,
      page,
      (window) => findCustomers(db, filters, sort, window),
      () => countCustomers(db, filters),
      map,
    );
  return pagedQueryWithTotal<CustomerRow & { pageTotal: number }, Item>(
    page,
    (window) => {
      const { pageIds, order } = pageIdsOfCustomers(db, filters, sort, window);
      return db
        .select({
          ...listColumns(filters.scopeCompanyId),
          pageTotal: sql<number>`(${keptRowCount(db, customers)})`,
        })
        .from(pageIds)
        .innerJoin(customers, eq(customers.id, pageIds.pageId))
        .orderBy(...order);
    },
    () => countAllRows(db, customers),
    map,
  );
}

/**
 * The page's ids first (from the index alone), to be joined for their columns and registration counts: a
 * deep page would otherwise count the registrations of every row its offset skips.
 */
function pageIdsOfCustomers(
  db: DbOrTx,
  filters: CustomerFilters,
  sort: { field: CustomerSortField; order: SortOrder },
  page: { offset: number; limit: number },
) {
  // Descending NULLS LAST and ascending NULLS FIRST: the created-at index read forwards or backwards.
  const dir = sort.order === 'asc' ? sql`ASC NULLS FIRST` : sql`DESC NULLS LAST`;
  const order = [sql`${sortColumns[sort.field]} ${dir}`, sql`${customers.id} ${dir}`];
  return { pageIds: pageIdsOf(db, customers, customers.id, whereOf(filters), order, page), order };
}

/** A customer by id within the reader's scope (a partner's company), with its creator's name. */
export async function findCustomerById(db: DbOrTx, id: number, scopeCompanyId?: number) {
  const [row] = await db
    .select({ ...listColumns(scopeCompanyId), createdByName: users.displayName })
    .from(customers)
    .leftJoin(users, eq(users.id, customers.createdBy))
    .where(
      scopeCompanyId === undefined
        ? eq(customers.id, id)
        : and(eq(customers.id, id), ofCompany(scopeCompanyId)),
    );
  return row;
}

/** Locks a customer row for a change (its version is checked after). */
export async function lockCustomer(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: customers.id, rowVersion: customers.rowVersion })
    .from(customers)
    .where(eq(customers.id, id))
    .for('update');
  return row;
}

export async function insertCustomer(db: DbOrTx, values: typeof customers.$inferInsert) {
  const [row] = await db.insert(customers).values(values).returning({ id: customers.id });
  return row!.id;
}

export async function updateCustomer(
  db: DbOrTx,
  id: number,
  values: Partial<
    Pick<
      typeof customers.$inferInsert,
      'nameEn' | 'nameKr' | 'industryCode' | 'region' | 'address' | 'addressEn'
    >
  >,
) {
  await db
    .update(customers)
    .set({ ...values, updatedAt: new Date(), rowVersion: sql`${customers.rowVersion} + 1` })
    .where(eq(customers.id, id));
}

export async function findContacts(db: DbOrTx, customerId: number) {
  return db
    .select({
      id: customerContacts.id,
      name: customerContacts.name,
      title: customerContacts.title,
      phone: customerContacts.phone,
      email: customerContacts.email,
    })
    .from(customerContacts)
    .where(eq(customerContacts.customerId, customerId))
    .orderBy(asc(customerContacts.id));
}

export async function countContacts(db: DbOrTx, customerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(customerContacts)
    .where(eq(customerContacts.customerId, customerId));
  return row?.n ?? 0;
}

type ContactValues = Pick<typeof customerContacts.$inferInsert, 'name' | 'title' | 'phone' | 'email'>;

export async function insertContact(db: DbOrTx, customerId: number, values: ContactValues) {
  const [row] = await db
    .insert(customerContacts)
    .values({ customerId, ...values })
    .returning({ id: customerContacts.id });
  return row!.id;
}

/** Changes a contact of this customer; answers whether there was one. */
export async function updateContact(db: DbOrTx, customerId: number, id: number, values: ContactValues) {
  const rows = await db
    .update(customerContacts)
    .set(values)
    .where(and(eq(customerContacts.id, id), eq(customerContacts.customerId, customerId)))
    .returning({ id: customerContacts.id });
  return rows.length > 0;
}

export async function deleteContact(db: DbOrTx, customerId: number, id: number) {
  const rows = await db
    .delete(customerContacts)
    .where(and(eq(customerContacts.id, id), eq(customerContacts.customerId, customerId)))
    .returning({ id: customerContacts.id });
  return rows.length > 0;
}

const companyColumns = {
  companyId: companies.id,
  companyName: companies.name,
  companyNameEn: companies.nameEn,
  companyNameKr: companies.nameKr,
};

/** The customer's registrations (a partner: its company's only), newest first. */
export async function findRegistrations(db: DbOrTx, customerId: number, companyId?: number) {
  const r = opportunityReports;
  return db
    .select({
      id: r.id,
      reportNo: r.reportNo,
      projectName: r.projectName,
      productLineCode: r.productLineCode,
      status: r.status,
      submittedAt: r.submittedAt,
      ...companyColumns,
    })
    .from(r)
    .innerJoin(companies, eq(companies.id, r.companyId))
    .where(
      and(eq(r.customerId, customerId), companyId === undefined ? undefined : eq(r.companyId, companyId)),
    )
    .orderBy(desc(r.createdAt), desc(r.id))
    .limit(200);
}

/** The customer's business opportunities (a partner: its company's only), newest first. */
export async function findOpportunities(db: DbOrTx, customerId: number, companyId?: number) {
  const o = businessOpportunities;
  return db
    .select({
      id: o.id,
      opptNo: o.opptNo,
      projectName: o.projectName,
      productLineCode: o.productLineCode,
      stage: o.stage,
      amount: o.amount,
      currency: o.currency,
      createdAt: o.createdAt,
      ...companyColumns,
    })
    .from(o)
    .innerJoin(companies, eq(companies.id, o.companyId))
    .where(
      and(eq(o.customerId, customerId), companyId === undefined ? undefined : eq(o.companyId, companyId)),
    )
    .orderBy(desc(o.createdAt), desc(o.id))
    .limit(200);
}

/** The customer's orders: those of its opportunities (a partner: its company's only). */
export async function findOrders(db: DbOrTx, customerId: number, companyId?: number) {
  const o = businessOpportunities;
  return db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      opportunityNo: o.opptNo,
      status: orders.status,
      total: orders.total,
      currency: orders.currency,
      orderedAt: orders.orderedAt,
    })
    .from(orders)
    .innerJoin(o, eq(o.id, orders.opportunityId))
    .where(
      and(
        eq(o.customerId, customerId),
        companyId === undefined ? undefined : eq(orders.companyId, companyId),
      ),
    )
    .orderBy(desc(orders.orderedAt), desc(orders.id))
    .limit(200);
}
