/**
 * How a quotation is answered: staff see it whole, a partner what `quotationReading` lets it read (zod
 * strips the cost side).
 */
import type {
  Language,
  PartnerQuotation,
  PartnerQuotationInfo,
  Quotation,
  QuotationDiff,
  QuotationInfo,
  QuotationLine,
  QuotationState,
} from '@portal/contract';
import {
  diffAmountFields,
  issuedQuotationStates,
  nameInLanguage,
  partnerQuotationInfoSchema,
  partnerQuotationSchema,
  recordCompanyName,
} from '@portal/contract';
import type Big from 'big.js';
import { decimal, moneyString } from '../../core/money';
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

/**
 * What a reader may read of a quotation in a state: the one rule every answer about a quotation goes
 * through (the list, the detail and every move's answer, the export, the comparison of versions, the
 * PDF, the attachments, the Q&A). Staff read it whole. A partner never reads the cost side (list prices,
 * discounts, exchange rates, approval details), and reads the amounts, lines and attachments only once the
 * quotation has been offered to it (issued, and after): before that they are planning's work in progress,
 * and discounts an approver may still return.
 */
export interface QuotationReading {
  /** List prices, discounts, exchange rates, return reasons, the versions list. */
  costs: boolean;
  /** Subtotal, tax and total, the line count, the lines and their amounts, the attachments, the PDF. */
  offered: boolean;
}

const offeredStates: readonly QuotationState[] = issuedQuotationStates;

export function quotationReading(principal: Principal, status: QuotationState): QuotationReading {
  if (principal.kind !== 'partner') return { costs: true, offered: true };
  return { costs: false, offered: offeredStates.includes(status) };
}

/** A quotation's header as its reader may read it (amounts zero and no lines before it is offered). */
function offeredOnly<T extends Pick<Quotation, 'status' | 'currency' | 'subtotal' | 'taxTotal' | 'total'>>(
  quotation: T & { lineCount?: number; lines?: unknown[]; files?: unknown[] },
  reading: QuotationReading,
): T {
  if (reading.offered) return quotation;
  const zero = moneyString('0', quotation.currency);
  return {
    ...quotation,
    subtotal: zero,
    taxTotal: zero,
    total: zero,
    ...(quotation.lineCount === undefined ? {} : { lineCount: 0 }),
    ...(quotation.lines ? { lines: [] } : {}),
    ...(quotation.files ? { files: [] } : {}),
  };
}

/** A quotation of a list as its reader may read it. */
export function quotationAsRead(quotation: Quotation, principal: Principal): Quotation | PartnerQuotation {
  const reading = quotationReading(principal, quotation.status);
  const shown = offeredOnly(quotation, reading);
  return reading.costs ? shown : partnerQuotationSchema.parse(shown);
}

/** One quotation whole as its reader may read it. */
export function infoAsRead(info: QuotationInfo, principal: Principal): QuotationInfo | PartnerQuotationInfo {
  const reading = quotationReading(principal, info.status);
  const shown = offeredOnly(info, reading);
  return reading.costs ? shown : partnerQuotationInfoSchema.parse(shown);
}

/** A row of the export as its reader may read it (the cost columns are left out for a partner). */
export function rowAsRead<
  R extends Pick<QuotationRow, 'status' | 'currency' | 'subtotal' | 'discountTotal' | 'taxTotal' | 'total'>,
>(row: R, principal: Principal): R {
  const reading = quotationReading(principal, row.status);
  const shown = offeredOnly(row, reading);
  return reading.costs ? shown : { ...shown, discountTotal: moneyString('0', row.currency) };
}

const costDiffFields = new Set<string>(['discountTotal', 'listPrice', 'discountType', 'discountValue']);
const amountDiffFields = new Set<string>(diffAmountFields);

/**
 * Two versions compared, as their reader may read them: no cost field for a partner, and no amount or
 * line unless it has been offered both versions.
 */
export function diffAsRead(
  diff: QuotationDiff,
  principal: Principal,
  states: readonly [QuotationState, QuotationState],
): QuotationDiff {
  const [from, to] = states.map((status) => quotationReading(principal, status));
  const costs = from!.costs && to!.costs;
  const offered = from!.offered && to!.offered;
  const shown = (field: string) =>
    (costs || !costDiffFields.has(field)) && (offered || !amountDiffFields.has(field));
  return {
    ...diff,
    header: diff.header.filter((entry) => shown(entry.field)),
    lines: offered
      ? diff.lines.flatMap((line) => {
          if (line.change !== 'changed') return [line];
          const fields = line.fields.filter((entry) => shown(entry.field));
          return fields.length > 0 ? [{ ...line, fields }] : [];
        })
      : [],
  };
}
