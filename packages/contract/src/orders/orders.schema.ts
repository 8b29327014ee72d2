import { z } from 'zod';
import { pageRequestSchema, pageSchema } from '../core/paging';
import { recordIdSchema, sortOrders } from '../partners/partners.schema';
import { patterns } from '../patterns';
import { keywordText, noNul } from '../core/texts';

/** The statuses of an order: created → confirmed → shipped → delivered → closed, or cancelled before shipping. */
export const orderStatuses = ['created', 'confirmed', 'shipped', 'delivered', 'closed', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];
/** The steps of an order that goes its normal way (cancelled is off this path). */
export const orderSteps = ['created', 'confirmed', 'shipped', 'delivered', 'closed'] as const;

export const orderSortFields = ['orderedAt', 'orderNo', 'total', 'customerName', 'status'] as const;

/** A money string of the wire: zero or positive, up to two decimals. */
const money = z.string().trim().max(20).regex(patterns.money, 'order.validation.money');
/** An instant of a filter: an ISO date-time or a YYYY-MM-DD day. */
const instant = z
  .string()
  .trim()
  .max(40)
  .refine(
    (value) =>
      /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value) &&
      !Number.isNaN(Date.parse(value)),
    'validation.invalid',
  );

/** The list's filters, shared by the page and its export. */
export const orderFilterFields = z.object({
  /** Searched in order number, customer and quotation number, literally and case-insensitively. */
  keyword: keywordText(),
  /** Staff only; a partner is always limited to its own company. */
  companyId: recordIdSchema.nullish(),
  /** The partner company's region (REGION code): the dashboard's lists open with it. */
  region: z.string().trim().max(8).refine(noNul, 'validation.invalid').nullish(),
  /** The product line of the order's opportunity: the dashboard's lists open with it. */
  productLineCode: z.string().trim().max(64).refine(noNul, 'validation.invalid').nullish(),
  status: z.enum(orderStatuses).nullish(),
  orderedFrom: instant.nullish(),
  orderedTo: instant.nullish(),
  amountMin: money.nullish(),
  amountMax: money.nullish(),
  sortField: z.enum(orderSortFields).default('orderedAt'),
  sortOrder: z.enum(sortOrders).default('desc'),
});

function checkRanges(
  body: {
    amountMin?: string | null;
    amountMax?: string | null;
    orderedFrom?: string | null;
    orderedTo?: string | null;
  },
  ctx: z.RefinementCtx,
) {
  if (body.amountMin && body.amountMax && compareMoney(body.amountMin, body.amountMax) > 0)
    ctx.addIssue({ code: 'custom', path: ['amountMax'], message: 'order.validation.amountRange' });
  if (body.orderedFrom && body.orderedTo && Date.parse(body.orderedFrom) > Date.parse(body.orderedTo))
    ctx.addIssue({ code: 'custom', path: ['orderedTo'], message: 'order.validation.dateRange' });
}

/** Compares two money strings exactly (no floats): negative, zero or positive. */
export function compareMoney(a: string, b: string): number {
  const cents = (value: string) => {
    const [whole = '0', fraction = ''] = value.split('.');
    return BigInt(whole) * 100n + BigInt((fraction + '00').slice(0, 2));
  };
  const diff = cents(a) - cents(b);
  return diff === 0n ? 0 : diff < 0n ? -1 : 1;
}

export const orderFilterSchema = orderFilterFields.superRefine(checkRanges);
export type OrderFilter = z.infer<typeof orderFilterSchema>;

export const pageOrdersBodySchema = pageRequestSchema
  .extend(orderFilterFields.shape)
  .superRefine(checkRanges);
export type PageOrdersBody = z.infer<typeof pageOrdersBodySchema>;

export const orderSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  companyId: z.number().int(),
  companyName: z.string(),
  /** The partner's English name; shown instead of the Chinese one outside cn. */
  companyNameEn: z.string().nullable(),
  /** The company's Korean name, when it has one. */
  companyNameKr: z.string().nullable(),
  customerName: z.string(),
  quotationNo: z.string().nullable(),
  opportunityId: z.number().int().nullable(),
  opportunityNo: z.string().nullable(),
  currency: z.string(),
  /** Exact decimal string, two decimals. */
  total: z.string(),
  status: z.enum(orderStatuses),
  lineCount: z.number().int(),
  orderedAt: z.string(),
  updatedAt: z.string(),
});
export type Order = z.infer<typeof orderSchema>;
export const orderPageSchema = pageSchema(orderSchema);

export const orderLineSchema = z.object({
  id: z.number().int(),
  materialCode: z.string(),
  materialDesc: z.string().nullable(),
  quantity: z.number().int(),
  unitPrice: z.string(),
  amount: z.string(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** One state change of the order, from its audit entries. */
export const orderHistoryEntrySchema = z.object({
  action: z.string(),
  fromStatus: z.enum(orderStatuses).nullable(),
  toStatus: z.enum(orderStatuses).nullable(),
  actorName: z.string().nullable(),
  comment: z.string().nullable(),
  at: z.string(),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;

export const orderInfoSchema = orderSchema.extend({
  createdAt: z.string(),
  lines: z.array(orderLineSchema),
  history: z.array(orderHistoryEntrySchema),
});
export type OrderInfo = z.infer<typeof orderInfoSchema>;

export const getOrderInfoQuerySchema = z.object({ id: recordIdSchema });

export const orderPartnerOptionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  nameEn: z.string().nullable(),
  nameKr: z.string().nullable(),
});
export type OrderPartnerOption = z.infer<typeof orderPartnerOptionSchema>;
