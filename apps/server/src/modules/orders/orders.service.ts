import { recordCompanyName } from '@portal/contract';
import type {
  ExportColumnsChoice,
  Language,
  MessageKey,
  Order,
  OrderFilter,
  OrderInfo,
  OrderPartnerOption,
  OrderStatus,
  Page,
  PageOrdersBody,
} from '@portal/contract';
import { orderStatuses, translate } from '@portal/contract';
import type { FastifyReply } from 'fastify';
import { recordNotFound } from '../../core/app-error';
import { findTimeline, historyOf } from '../../core/audit';
import type { Principal } from '../../core/principal';
import { pagedQuery } from '../../core/sql';
import { assertExportable, datedFileName, exactAmount, pagedBatches, sendXlsx } from '../../core/xlsx-export';
import type { XlsxColumn } from '../../core/xlsx-export';
import type { Database } from '../../db/database';
import * as repo from './orders.repository';
import type { OrderFilters, OrderRow } from './orders.repository';

const dayOnly = /^\d{4}-\d{2}-\d{2}$/;
const dayMs = 86_400_000;

/** The start of a filter's range; a bare day starts at its midnight (UTC). */
function fromInstant(value: string | null | undefined): Date | undefined {
  return value ? new Date(Date.parse(value)) : undefined;
}
/** The end of a filter's range; a bare day includes the whole day. */
function toInstant(value: string | null | undefined): Date | undefined {
  if (!value) return undefined;
  return new Date(Date.parse(value) + (dayOnly.test(value) ? dayMs - 1 : 0));
}

const isStatus = (value: string | null): value is OrderStatus =>
  value !== null && (orderStatuses as readonly string[]).includes(value);

function toOrder(row: OrderRow): Order {
  return {
    id: row.id,
    orderNo: row.orderNo,
    companyId: row.companyId,
    companyName: row.companyName,
    companyNameEn: row.companyNameEn,
    companyNameKr: row.companyNameKr,
    customerName: row.customerName,
    quotationNo: row.quotationNo,
    opportunityId: row.opportunityId,
    opportunityNo: row.opportunityNo,
    currency: row.currency,
    total: row.total,
    status: row.status,
    lineCount: row.lineCount,
    orderedAt: row.orderedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Orders, read-only: no endpoint changes an order or its status (its history is written where the
 * order is made, as audit entries). Staff read every company's, a partner only its own company's; any
 * other order answers "record not found", the same as one that does not exist.
 */
export class OrdersService {
  constructor(private readonly db: Database) {}

  /** The filters as the repository takes them, scoped to the caller. */
  private filtersOf(body: OrderFilter, principal: Principal): OrderFilters {
    const filters: OrderFilters = {
      keyword: body.keyword || undefined,
      status: body.status ?? undefined,
      region: body.region || undefined,
      productLineCode: body.productLineCode || undefined,
      orderedFrom: fromInstant(body.orderedFrom),
      orderedTo: toInstant(body.orderedTo),
      amountMin: body.amountMin ?? undefined,
      amountMax: body.amountMax ?? undefined,
    };
    if (principal.kind === 'partner') {
      // A partner without a company sees nothing; a companyId filter naming another company is ignored.
      filters.companyId = principal.companyId ?? -1;
    } else if (body.companyId) {
      filters.companyId = body.companyId;
    }
    return filters;
  }

  async page(body: PageOrdersBody, principal: Principal): Promise<Page<Order>> {
    const filters = this.filtersOf(body, principal);
    const sort = { field: body.sortField, order: body.sortOrder };
    return pagedQuery(
      this.db,
      body,
      (window) => repo.findOrders(this.db, filters, sort, window),
      () => repo.countOrders(this.db, filters),
      toOrder,
    );
  }

  async get(id: number, principal: Principal): Promise<OrderInfo> {
    const row = await repo.findOrderById(this.db, id);
    if (!row || (principal.kind === 'partner' && row.companyId !== principal.companyId))
      throw recordNotFound();
    const [lines, history] = await Promise.all([
      repo.findOrderLines(this.db, id),
      findTimeline(this.db, repo.orderEntity, id),
    ]);
    return {
      ...toOrder(row),
      createdAt: row.createdAt.toISOString(),
      lines,
      history: historyOf(history, isStatus),
    };
  }

  async partners(principal: Principal): Promise<OrderPartnerOption[]> {
    if (principal.kind === 'partner') {
      if (principal.companyId === null) return [];
      return repo.findOrderPartners(this.db, principal.companyId);
    }
    return repo.findOrderPartners(this.db);
  }

  /** The list's rows of the same filter and scope as an .xlsx file (refused above the export limit). */
  async export(
    body: OrderFilter & ExportColumnsChoice,
    principal: Principal,
    lang: Language,
    reply: FastifyReply,
  ): Promise<void> {
    const filters = this.filtersOf(body, principal);
    assertExportable(await repo.countOrders(this.db, filters));
    const t = (key: MessageKey) => translate(lang, key);
    const columns: XlsxColumn<OrderRow>[] = [
      { key: 'orderNo', header: t('order.field.orderNo'), width: 18, value: (r) => r.orderNo },
      {
        key: 'partner',
        header: t('order.field.partner'),
        width: 28,
        value: (r) => recordCompanyName(r, lang),
      },
      { key: 'customerName', header: t('order.field.customer'), width: 32, value: (r) => r.customerName },
      { key: 'quotationNo', header: t('order.field.quotationNo'), width: 18, value: (r) => r.quotationNo },
      {
        key: 'opportunityNo',
        header: t('order.field.opportunityNo'),
        width: 18,
        value: (r) => r.opportunityNo,
      },
      {
        key: 'status',
        header: t('order.field.status'),
        width: 12,
        value: (r) => t(`order.status.${r.status}`),
      },
      { header: t('order.field.currency'), width: 10, value: (r) => r.currency },
      { key: 'total', header: t('order.field.total'), width: 16, value: (r) => exactAmount(r.total) },
      { key: 'lineCount', header: t('order.field.lineCount'), width: 10, value: (r) => r.lineCount },
      { key: 'orderedAt', header: t('order.field.orderedAt'), width: 20, value: (r) => r.orderedAt },
    ];
    const sort = { field: body.sortField, order: body.sortOrder };
    await sendXlsx(reply, {
      fileName: datedFileName(t('order.export.fileName')),
      sheetName: t('order.export.sheetName'),
      columns,
      only: body.columns,
      batches: pagedBatches((offset, limit) => repo.findOrders(this.db, filters, sort, { offset, limit })),
    });
  }
}
