/** How a quotation is answered: staff see it whole, a partner without the cost side (zod strips it). */
import type {
  Language,
  PartnerQuotation,
  PartnerQuotationInfo,
  Quotation,
  QuotationInfo,
  QuotationLine,
} from '@portal/contract';
import {
  nameInLanguage,
  partnerQuotationInfoSchema,
  partnerQuotationSchema,
  recordCompanyName,
} from '@portal/contract';
import type Big from 'big.js';
import { decimal } from '../../core/money';
import type { Principal } from '../../core/principal';
import type { QuotationLineRow, QuotationRow } from './quotations.repository';
import { quotationActionsOf } from './quotations.rules';

/** The discount of a line as a percent of its list price, exact. */
export function discountPercentOf(
  line: Pick<QuotationLineRow, 'listPrice' | 'discountType' | 'discountValue'>,
): Big {
  if (line.discountType === 'percent') return decimal(line.discountValue);
  const list = decimal(line.listPrice);
  return list.eq(0) ? decimal(0) : decimal(line.discountValue).div(list).times(100);
}

/** Whether a line's discount exceeds its product line's threshold (none set: any discount does). */
export function overThreshold(
  line: Pick<QuotationLineRow, 'listPrice' | 'discountType' | 'discountValue'>,
  threshold: string | undefined,
): boolean {
  const limit = decimal(threshold ?? '0');
  if (line.discountType === 'percent') return decimal(line.discountValue).gt(limit);
  // value ÷ list × 100 > limit, without a division: value × 100 > limit × list.
  return decimal(line.discountValue).times(100).gt(limit.times(line.listPrice));
}

/** The customer's name in the reader's language (`nameInLanguage`), the opportunity's when it has no other. */
const customerNameOf = (
  row: { customerName: string; customerNameEn: string | null; customerNameKr: string | null },
  lang: Language,
) => nameInLanguage({ cn: row.customerName, en: row.customerNameEn, kr: row.customerNameKr }, lang);

export function toQuotation(
  row: QuotationRow,
  principal: Principal,
  lang: Language,
  needsApproval = false,
): Quotation {
  return {
    id: row.id,
    quotationNo: row.quotationNo,
    kind: row.kind,
    version: row.version,
    latest: row.latest,
    rootId: row.rootId ?? row.id,
    previousVersionId: row.previousVersionId,
    status: row.status,
    opportunityId: row.opportunityId,
    opptNo: row.opptNo,
    projectName: row.projectName,
    customerName: customerNameOf(row, lang),
    companyName: recordCompanyName(row, lang),
    sourceQuotationId: row.sourceQuotationId,
    solutionId: row.solutionId,
    currency: row.currency,
    exchangeRate: decimal(row.exchangeRate).toString(),
    reportingCurrency: row.reportingCurrency,
    taxRate: decimal(row.taxRate).toString(),
    validUntil: row.validUntil,
    language: row.language,
    subtotal: row.subtotal,
    discountTotal: row.discountTotal,
    taxTotal: row.taxTotal,
    total: row.total,
    lineCount: row.lineCount,
    orderId: row.orderId,
    orderNo: row.orderNo,
    returnReason: row.returnReason,
    requestNote: row.requestNote,
    needsApproval,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    rowVersion: row.rowVersion,
    actions: quotationActionsOf(row, principal),
  };
}

export function toLine(
  line: QuotationLineRow,
  lang: Language,
  thresholds: ReadonlyMap<string, string>,
): QuotationLine {
  const threshold = line.productLineCode ? thresholds.get(line.productLineCode) : undefined;
  return {
    id: line.id,
    lineNo: line.lineNo,
    itemKind: line.itemKind,
    itemId: line.itemId,
    code: line.code,
    name: nameInLanguage({ cn: line.nameCn, en: line.nameEn, kr: line.nameKr }, lang),
    productLineCode: line.productLineCode,
    bom: line.bom.map((item) => ({
      code: item.code,
      name: nameInLanguage(item.names, lang),
      quantity: item.quantity,
      unit: item.unit,
    })),
    quantity: decimal(line.quantity).toString(),
    unit: line.unit,
    listPrice: line.listPrice,
    discountType: line.discountType,
    discountValue: line.discountValue,
    discountPercent: discountPercentOf(line).round(4).toString(),
    maxDiscountPercent: threshold ?? null,
    overThreshold: overThreshold(line, threshold),
    netPrice: line.netPrice,
    lineTotal: line.lineTotal,
    returnReason: line.returnReason,
  };
}

/** What a partner reads of a quotation: its own schema, every cost-side field dropped by zod. */
export const forPartner = (quotation: Quotation): PartnerQuotation => partnerQuotationSchema.parse(quotation);
export const infoForPartner = (info: QuotationInfo): PartnerQuotationInfo =>
  partnerQuotationInfoSchema.parse(info);
