import type { Page, SortOrder } from '@portal/contract';
import type { SQL } from 'drizzle-orm';
import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { FilterShape, ListFilter } from '../../core/sql';
import {
  containsPattern,
  countAllRows,
  fieldFilter,
  filterShapeOf,
  keptRowCount,
  pageWithTotal,
  pageIdsOf,
  placeholderOf,
  prepared,
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
import { indexCustomers } from './customers.search.repository';

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
const ofCompany = (companyId: SQL | number) =>
  sql`"customers"."id" IN (SELECT r.customer_id FROM opportunity_reports r WHERE r.company_id = ${companyId})`;

const isSet = (value: unknown) => value !== undefined && value !== '';

/** The list's filters, one row each (`filterShapeOf`): the query is prepared once per shape. */
const customerFilters: ListFilter<CustomerFilters>[] = [
  {
    shapeOf: (filters) => (filters.scopeCompanyId !== undefined ? 'scope' : undefined),
    condition: () => ofCompany(placeholderOf('scopeCompanyId')),
    valuesOf: (filters, values) => (values['scopeCompanyId'] = filters.scopeCompanyId),
  },
  {
    shapeOf: (filters) => (filters.keyword ? 'keyword' : undefined),
    condition: () =>
      or(
        ilike(customers.name, placeholderOf('keyword')),
        ilike(customers.nameEn, placeholderOf('keyword')),
        ilike(customers.nameKr, placeholderOf('keyword')),
        // Numbers are stored normalised: a business number is searched without its hyphens.
        ilike(customers.registrationNumber, placeholderOf('number')),
      )!,
    valuesOf: (filters, values) => {
      values['keyword'] = containsPattern(filters.keyword!);
      values['number'] = containsPattern(filters.keyword!.replace(/-/g, ''));
    },
  },
  fieldFilter('country', customers.country, isSet),
  fieldFilter('region', customers.region, isSet),
  fieldFilter('industryCode', customers.industryCode, isSet),
  fieldFilter('verified', customers.verified),
];

/** The registrations counted for the reader: all, or only its company's. */
const registrationCount = (companyId: SQL | number | undefined) =>
  companyId === undefined
    ? sql<number>`(SELECT count(*)::int FROM opportunity_reports r WHERE r.customer_id = "customers"."id")`
    : sql<number>`(SELECT count(*)::int FROM opportunity_reports r WHERE r.customer_id = "customers"."id" AND r.company_id = ${companyId})`;

const listColumns = (companyId: SQL | number | undefined) => ({
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

export type CustomerSort = { field: CustomerSortField; order: SortOrder };

/** The filter's total; every customer (staff, no filter): the kept count, not a count(*) of 100 000 rows. */
export async function countCustomers(db: DbOrTx, filters: CustomerFilters): Promise<number> {
  const shape = filterShapeOf(customerFilters, filters);
  if (!shape.filtered) return countAllRows(db, customers);
  const [row] = await prepared(
    db,
    `customers.count:${shape.key}`,
    (db) => db.select({ total: count() }).from(customers).where(shape.where()),
    shape.values,
  );
  return row?.total ?? 0;
}

/** A page's rows (offset and limit), or with `withTotal` each also carrying the kept count as `pageTotal`. */
function customerRows(
  db: DbOrTx,
  shape: FilterShape,
  sort: CustomerSort,
  page: { offset: number; limit: number },
  withTotal = false,
): Promise<CustomerRow[]> {
  return prepared(
    db,
    `customers.page:${shape.key}:${sort.field}:${sort.order}:${withTotal}`,
    (db) => {
      // The page's ids first (from the index alone), to be joined for their columns and registration
      // counts: a deep page would otherwise count the registrations of every row its offset skips.
      // Descending NULLS LAST and ascending NULLS FIRST: the created-at index read forwards or backwards.
      const dir = sort.order === 'asc' ? sql`ASC NULLS FIRST` : sql`DESC NULLS LAST`;
      const order = [sql`${sortColumns[sort.field]} ${dir}`, sql`${customers.id} ${dir}`];
      const window = { offset: sql.placeholder('offset'), limit: sql.placeholder('limit') };
      const pageIds = pageIdsOf(db, customers, customers.id, shape.where(), order, window);
      const scope =
        shape.values['scopeCompanyId'] === undefined ? undefined : placeholderOf('scopeCompanyId');
      const columns = listColumns(scope);
      return db
        .select(
          withTotal ? { ...columns, pageTotal: sql<number>`(${keptRowCount(db, customers)})` } : columns,
        )
        .from(pageIds)
        .innerJoin(customers, eq(customers.id, pageIds.pageId))
        .orderBy(...order);
    },
    { ...shape.values, ...page },
  );
}

export function findCustomers(
  db: DbOrTx,
  filters: CustomerFilters,
  sort: CustomerSort,
  page: { offset: number; limit: number },
): Promise<CustomerRow[]> {
  return customerRows(db, filterShapeOf(customerFilters, filters), sort, page);
}

/** A page of the list with its total; every customer (no filter): the kept count in the page's statement. */
export function findCustomerPage<Item>(
  db: DbOrTx,
  filters: CustomerFilters,
  sort: CustomerSort,
  page: { pageNum: number; pageSize: number },
  map: (row: CustomerRow) => Item,
): Promise<Page<Item>> {
  const shape = filterShapeOf(customerFilters, filters);
  return pageWithTotal(
    db,
    page,
    {
      rows: (window, withTotal) => customerRows(db, shape, sort, window, withTotal),
      count: () => countCustomers(db, filters),
      totalInPage: !shape.filtered,
    },
    map,
  );
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
  await indexCustomers(db, [row!.id]);
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
  await indexCustomers(db, [id]);
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
