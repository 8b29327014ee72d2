import type { OrderStatus, SortOrder } from '@portal/contract';
import type { SQL } from 'drizzle-orm';
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { businessOpportunities, companies, orderLines, orders } from '../../db/schema';
import { containsPattern } from '../../core/sql';
import { companiesOfRegion } from '../partners';

/** The entity name of orders in audit entries. */
export const orderEntity = 'order' as const;

export interface OrderFilters {
  /** Set for partners (their own company) or by a staff filter. */
  companyId?: number;
  /** The partner company's region (REGION code). */
  region?: string;
  /** The product line of the order's opportunity. */
  productLineCode?: string;
  keyword?: string;
  status?: OrderStatus;
  orderedFrom?: Date;
  orderedTo?: Date;
  /** Money strings, compared as numeric in the database (exact). */
  amountMin?: string;
  amountMax?: string;
}

export type OrderSortField = 'orderedAt' | 'orderNo' | 'total' | 'customerName' | 'status';

const sortColumns = {
  orderedAt: orders.orderedAt,
  orderNo: orders.orderNo,
  total: orders.total,
  customerName: orders.customerName,
  status: orders.status,
} as const;

function whereOf(filters: OrderFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.companyId !== undefined) conditions.push(eq(orders.companyId, filters.companyId));
  if (filters.keyword) {
    const pattern = containsPattern(filters.keyword);
    conditions.push(
      or(
        ilike(orders.orderNo, pattern),
        ilike(orders.customerName, pattern),
        ilike(orders.quotationNo, pattern),
      )!,
    );
  }
  if (filters.region) conditions.push(inArray(orders.companyId, companiesOfRegion(filters.region)));
  if (filters.productLineCode)
    conditions.push(
      sql`${orders.opportunityId} IN (SELECT ${businessOpportunities.id} FROM ${businessOpportunities}
        WHERE ${businessOpportunities.productLineCode} = ${filters.productLineCode})`,
    );
  if (filters.status) conditions.push(eq(orders.status, filters.status));
  if (filters.orderedFrom) conditions.push(gte(orders.orderedAt, filters.orderedFrom));
  if (filters.orderedTo) conditions.push(lte(orders.orderedAt, filters.orderedTo));
  if (filters.amountMin !== undefined) conditions.push(sql`${orders.total} >= ${filters.amountMin}::numeric`);
  if (filters.amountMax !== undefined) conditions.push(sql`${orders.total} <= ${filters.amountMax}::numeric`);
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const lineCount = sql<number>`(SELECT count(*)::int FROM ${orderLines} WHERE ${orderLines.orderId} = ${orders.id})`;

const listColumns = {
  id: orders.id,
  orderNo: orders.orderNo,
  companyId: orders.companyId,
  companyName: companies.name,
  companyNameEn: companies.nameEn,
  companyNameKr: companies.nameKr,
  customerName: orders.customerName,
  quotationNo: orders.quotationNo,
  opportunityId: orders.opportunityId,
  opportunityNo: businessOpportunities.opptNo,
  currency: orders.currency,
  total: orders.total,
  status: orders.status,
  lineCount,
  orderedAt: orders.orderedAt,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
};

export type OrderRow = {
  id: number;
  orderNo: string;
  companyId: number;
  companyName: string;
  companyNameEn: string | null;
  companyNameKr: string | null;
  customerName: string;
  quotationNo: string | null;
  opportunityId: number | null;
  opportunityNo: string | null;
  currency: string;
  total: string;
  status: OrderStatus;
  lineCount: number;
  orderedAt: Date;
  createdAt: Date;
  updatedAt: Date;
};

export async function countOrders(db: DbOrTx, filters: OrderFilters): Promise<number> {
  const [row] = await db.select({ total: count() }).from(orders).where(whereOf(filters));
  return row?.total ?? 0;
}

export async function findOrders(
  db: DbOrTx,
  filters: OrderFilters,
  sort: { field: OrderSortField; order: SortOrder },
  page: { offset: number; limit: number },
): Promise<OrderRow[]> {
  const column = sortColumns[sort.field];
  const direction = sort.order === 'asc' ? asc : desc;
  return db
    .select(listColumns)
    .from(orders)
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .leftJoin(businessOpportunities, eq(businessOpportunities.id, orders.opportunityId))
    .where(whereOf(filters))
    .orderBy(direction(column), direction(orders.id))
    .offset(page.offset)
    .limit(page.limit);
}

export async function findOrderById(db: DbOrTx, id: number): Promise<OrderRow | undefined> {
  const [row] = await db
    .select(listColumns)
    .from(orders)
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .leftJoin(businessOpportunities, eq(businessOpportunities.id, orders.opportunityId))
    .where(eq(orders.id, id));
  return row;
}

export async function findOrderLines(db: DbOrTx, orderId: number) {
  return db
    .select({
      id: orderLines.id,
      materialCode: orderLines.materialCode,
      materialDesc: orderLines.materialDesc,
      quantity: orderLines.quantity,
      unitPrice: orderLines.unitPrice,
      amount: orderLines.amount,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.sort), asc(orderLines.id));
}

/** Partner companies for the list's filter: those with orders (staff), or only the caller's own. */
export async function findOrderPartners(db: DbOrTx, companyId?: number) {
  const withOrders = db.selectDistinct({ companyId: orders.companyId }).from(orders);
  return db
    .select({
      id: companies.id,
      code: companies.code,
      name: companies.name,
      nameEn: companies.nameEn,
      nameKr: companies.nameKr,
    })
    .from(companies)
    .where(companyId !== undefined ? eq(companies.id, companyId) : inArray(companies.id, withOrders))
    .orderBy(asc(companies.name));
}
