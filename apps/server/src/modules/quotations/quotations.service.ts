import type {
  ExportColumnsChoice,
  Language,
  MessageKey,
  Page,
  PageQuotationsBody,
  PartnerQuotation,
  PartnerQuotationInfo,
  Quotation,
  QuotationDiff,
  QuotationFilter,
  QuotationInfo,
} from '@portal/contract';
import {
  headerDiffFields,
  lineDiffFields,
  nameInLanguage,
  partnerQuotationKinds,
  recordCompanyName,
  translate,
} from '@portal/contract';
import type { FastifyReply } from 'fastify';
import { recordNotFound, refused } from '../../core/app-error';
import { decimal } from '../../core/money';
import type { Principal } from '../../core/principal';
import { pagedQuery } from '../../core/sql';
import { assertExportable, datedFileName, exactAmount, pagedBatches, sendXlsx } from '../../core/xlsx-export';
import type { XlsxColumn } from '../../core/xlsx-export';
import type { Database, DbOrTx } from '../../db/database';
import type { Download, FilesService } from '../files';
import * as repo from './quotations.repository';
import type { QuotationFilters, QuotationLineRow, QuotationRow } from './quotations.repository';
import {
  diffAsRead,
  infoAsRead,
  overThreshold,
  quotationAsRead,
  quotationReading,
  rowAsRead,
  toLine,
  toQuotation,
} from './quotations.view';

export const isPartner = (principal: Principal) => principal.kind === 'partner';
const partnerKinds: readonly string[] = partnerQuotationKinds;

/** Today (UTC), as the validity dates are written. */
export const today = () => new Date().toISOString().slice(0, 10);

/** A quotation the caller may read, else "record not found" (a partner: its company's, not planning). */
export async function visibleQuotation(
  db: DbOrTx,
  id: number,
  principal: Principal,
  lock = false,
): Promise<QuotationRow> {
  const row = await repo.findQuotationById(db, id, lock);
  if (!row) throw recordNotFound();
  if (isPartner(principal) && !partnerReads(row, principal)) throw recordNotFound();
  return row;
}

/**
 * Whether a partner reads a quotation: its company's, formal or additional, or supplementary once
 * issued to it (planning quotations are internal).
 */
export function partnerReads(
  row: Pick<QuotationRow, 'partnerCompanyId' | 'kind' | 'status'>,
  principal: Principal,
): boolean {
  if (row.partnerCompanyId !== principal.companyId || !partnerKinds.includes(row.kind)) return false;
  return row.kind !== 'supplementary' || repo.issuedStates.includes(row.status);
}

/** Whether any line of a quotation exceeds its product line's threshold. */
export async function exceedsThresholds(db: DbOrTx, lines: readonly QuotationLineRow[]): Promise<boolean> {
  const codes = [...new Set(lines.flatMap((line) => (line.productLineCode ? [line.productLineCode] : [])))];
  const thresholds = await repo.findThresholds(db, codes);
  return lines.some((line) =>
    overThreshold(line, line.productLineCode ? thresholds.get(line.productLineCode) : undefined),
  );
}

/** One quotation whole, as the caller may read it. */
export async function quotationInfo(
  db: DbOrTx,
  id: number,
  principal: Principal,
  lang: Language,
): Promise<QuotationInfo | PartnerQuotationInfo> {
  const row = await visibleQuotation(db, id, principal);
  const lineRows = await repo.findLines(db, id);
  const codes = [
    ...new Set(lineRows.flatMap((line) => (line.productLineCode ? [line.productLineCode] : []))),
  ];
  const thresholds = await repo.findThresholds(db, codes);
  const lines = lineRows.map((line) => toLine(line, lang, thresholds));
  const info: QuotationInfo = {
    ...toQuotation(
      row,
      principal,
      lang,
      lines.some((line) => line.overThreshold),
    ),
    paymentTerms: row.paymentTerms,
    deliveryTerms: row.deliveryTerms,
    notes: row.notes,
    files: await repo.findQuotationFiles(db, id),
    lines,
    versions: (await repo.findVersions(db, row.rootId ?? row.id)).map((version) => ({
      ...version,
      updatedAt: version.updatedAt.toISOString(),
    })),
  };
  return infoAsRead(info, principal);
}

/** An attachment of a quotation version its reader may read. */
export async function openQuotationFile(
  db: DbOrTx,
  files: FilesService,
  id: number,
  fileId: string,
  principal: Principal,
): Promise<Download> {
  const row = await visibleQuotation(db, id, principal);
  // A partner reads them once the quotation is offered to it (as its lines).
  if (!quotationReading(principal, row.status).offered) throw refused('error.fileNotFound');
  const attached = await repo.findQuotationFiles(db, id);
  if (!attached.some((file) => file.id === fileId)) throw refused('error.fileNotFound');
  return files.openDownload(fileId, principal, { authorised: true });
}

/** Quotations read: the list, one whole, two versions compared, the export. */
export class QuotationsService {
  constructor(private readonly db: Database) {}

  private filters(body: QuotationFilter, principal: Principal): QuotationFilters {
    const filters: QuotationFilters = {
      keyword: body.keyword || undefined,
      kind: body.kind,
      status: body.status,
      opportunityId: body.opportunityId,
      allVersions: body.allVersions,
    };
    if (isPartner(principal)) {
      filters.companyId = principal.companyId ?? -1;
      filters.kind = (body.kind ?? [...partnerQuotationKinds]).filter((kind) => partnerKinds.includes(kind));
      if (filters.kind.length === 0) filters.kind = [...partnerQuotationKinds];
      if (body.kind?.length && !body.kind.some((kind) => partnerKinds.includes(kind))) filters.companyId = -1;
      filters.partnerView = true;
    } else {
      filters.planningOwnerId = body.planningOwnerId;
      filters.unanswered = body.unanswered;
      filters.companyId = body.companyId ?? undefined;
    }
    // The dashboard's turnaround figure opens the list with these (a partner's own company still bounds it).
    filters.createdFrom = body.createdFrom ?? undefined;
    filters.createdTo = body.createdTo ?? undefined;
    filters.region = body.region ?? undefined;
    filters.productLineCode = body.productLineCode ?? undefined;
    filters.turnaround = body.turnaround ?? undefined;
    return filters;
  }

  async page(
    body: PageQuotationsBody,
    principal: Principal,
    lang: Language,
  ): Promise<Page<Quotation | PartnerQuotation>> {
    const filters = this.filters(body, principal);
    const sort = { field: body.sortField, order: body.sortOrder };
    const page = await pagedQuery(
      this.db,
      body,
      (window) => repo.findQuotations(this.db, filters, sort, window),
      () => repo.countQuotations(this.db, filters),
      (row) => toQuotation(row, principal, lang),
    );
    return { ...page, list: page.list.map((quotation) => quotationAsRead(quotation, principal)) };
  }

  async get(id: number, principal: Principal, lang: Language) {
    return quotationInfo(this.db, id, principal, lang);
  }

  /** Two versions of one quotation: lines added, removed or changed (matched by item), and the header. */
  async compare(fromId: number, toId: number, principal: Principal, lang: Language): Promise<QuotationDiff> {
    const [from, to] = [
      await visibleQuotation(this.db, fromId, principal),
      await visibleQuotation(this.db, toId, principal),
    ];
    if ((from.rootId ?? from.id) !== (to.rootId ?? to.id)) throw refused('quotation.refused.otherQuotation');
    const header = headerDiffFields
      .filter((field) => !sameOrNull(from[field], to[field]))
      .map((field) => ({ field, from: from[field], to: to[field] }));
    const [fromLines, toLines] = [await repo.findLines(this.db, fromId), await repo.findLines(this.db, toId)];
    const key = (line: QuotationLineRow) => `${line.itemKind}:${line.itemId}`;
    const before = new Map(fromLines.map((line) => [key(line), line]));
    const after = new Map(toLines.map((line) => [key(line), line]));
    const named = (line: QuotationLineRow) => ({
      itemKind: line.itemKind,
      itemId: line.itemId,
      code: line.code,
      name: nameInLanguage({ cn: line.nameCn, en: line.nameEn, kr: line.nameKr }, lang),
    });
    const lines: QuotationDiff['lines'] = [];
    for (const line of toLines) {
      const old = before.get(key(line));
      if (!old) {
        lines.push({ change: 'added', ...named(line), fields: [] });
        continue;
      }
      const fields = lineDiffFields
        .filter((field) => !same(old[field], line[field]))
        .map((field) => ({ field, from: old[field], to: line[field] }));
      if (fields.length > 0) lines.push({ change: 'changed', ...named(line), fields });
    }
    for (const line of fromLines)
      if (!after.has(key(line))) lines.push({ change: 'removed', ...named(line), fields: [] });
    const diff = { fromId, toId, fromVersion: from.version, toVersion: to.version, header, lines };
    return diffAsRead(diff, principal, [from.status, to.status]);
  }

  async export(
    body: QuotationFilter & ExportColumnsChoice,
    principal: Principal,
    lang: Language,
    reply: FastifyReply,
  ): Promise<void> {
    const filters = this.filters(body, principal);
    assertExportable(await repo.countQuotations(this.db, filters));
    const t = (key: MessageKey) => translate(lang, key);
    const columns: XlsxColumn<QuotationRow>[] = [
      {
        key: 'quotationNo',
        header: t('quotation.field.quotationNo'),
        width: 20,
        value: (r) => r.quotationNo,
      },
      {
        key: 'kind',
        header: t('quotation.field.kind'),
        width: 14,
        value: (r) => t(`quotation.kind.${r.kind}`),
      },
      { key: 'version', header: t('quotation.field.version'), width: 8, value: (r) => r.version },
      {
        key: 'status',
        header: t('quotation.field.status'),
        width: 12,
        value: (r) => t(`quotation.status.${r.status}`),
      },
      { key: 'opptNo', header: t('quotation.field.opportunity'), width: 16, value: (r) => r.opptNo },
      { key: 'project', header: t('quotation.field.project'), width: 30, value: (r) => r.projectName },
      { key: 'customer', header: t('quotation.field.customer'), width: 30, value: (r) => r.customerName },
      {
        key: 'company',
        header: t('quotation.field.company'),
        width: 24,
        value: (r) => recordCompanyName(r, lang),
      },
      { header: t('quotation.field.currency'), width: 8, value: (r) => r.currency },
      {
        key: 'subtotal',
        header: t('quotation.field.subtotal'),
        width: 16,
        value: (r) => exactAmount(r.subtotal),
      },
      ...(!quotationReading(principal, 'issued').costs
        ? []
        : [
            {
              key: 'discountTotal',
              header: t('quotation.field.discountTotal'),
              width: 16,
              value: (r: QuotationRow) => exactAmount(r.discountTotal),
            },
          ]),
      {
        key: 'taxTotal',
        header: t('quotation.field.taxTotal'),
        width: 16,
        value: (r) => exactAmount(r.taxTotal),
      },
      { key: 'total', header: t('quotation.field.total'), width: 16, value: (r) => exactAmount(r.total) },
      { key: 'validUntil', header: t('quotation.field.validUntil'), width: 12, value: (r) => r.validUntil },
      { key: 'order', header: t('quotation.field.order'), width: 18, value: (r) => r.orderNo },
      { key: 'updatedAt', header: t('quotation.field.updatedAt'), width: 20, value: (r) => r.updatedAt },
    ];
    const sort = { field: body.sortField, order: body.sortOrder };
    await sendXlsx<QuotationRow>(reply, {
      fileName: datedFileName(t('quotation.exportName')),
      sheetName: t('quotation.exportName'),
      columns,
      only: body.columns,
      batches: pagedBatches(async (offset, limit) =>
        (await repo.findQuotations(this.db, filters, sort, { offset, limit })).map((row) =>
          rowAsRead(row, principal),
        ),
      ),
    });
  }
}

function sameOrNull(a: string | null, b: string | null): boolean {
  return a === null || b === null ? a === b : same(a, b);
}

/** Whether two stored values are the same: numbers by value ("2.000" is "2"). */
function same(a: string, b: string): boolean {
  const number = /^-?\d+(\.\d+)?$/;
  return number.test(a) && number.test(b) ? decimal(a).eq(b) : a === b;
}
