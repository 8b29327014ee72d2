import type {
  CreateFormalBody,
  DecideQuotationBody,
  Language,
  QuotationMoveBody,
  SaveQuotationBody,
} from '@portal/contract';
import { noPermission, recordNotFound, refused } from '../../core/app-error';
import { insertAuditEntry } from '../../core/audit';
import { decimal } from '../../core/money';
import type { Principal } from '../../core/principal';
import { recordTransition } from '../../core/transitions';
import type { Database, DbOrTx } from '../../db/database';
import { findDocumentIdsOf } from '../files';
import { amendOrderWithLines, createOrderFromLines } from '../orders';
import type { OrderAmendment } from '../orders';
import { markOpportunityWon } from '../opportunities';
import { itemKey } from '../materials';
import { findOpportunityToQuote, findSolutionToQuote } from './quotations.items';
import { placeFormal, tellAccepted, tellIssued } from './quotations.deal';
import * as repo from './quotations.repository';
import * as writes from './quotations.writes.repository';
import type { QuotationRow } from './quotations.repository';
import { startProcess } from '../processes';
import { check, decideQuotation, quotationProcess, setState } from './quotations.approval';
import { isPlanner, opportunityOpen } from './quotations.rules';
import { expireStale } from './quotations.expiry';
import { exceedsThresholds, isPartner, quotationInfo, today, visibleQuotation } from './quotations.service';
import type { LineDraft } from './quotations.lines.service';
import { copyOf, draftsOf, lineCopy, writeLines } from './quotations.lines.service';

/** The currency totals and rates are reported in. */
export const reportingCurrency = 'CNY';
/** The tax rate a new planning quotation starts with, by currency (VAT of China and Korea); else none. */
export const defaultTaxRates: Readonly<Record<string, string>> = { CNY: '13', KRW: '10' };
/** The language of a customer's documents, by its country. */
export const languageOf = (country: string | null): Language =>
  country === 'KR' ? 'kr' : country === 'CN' || !country ? 'cn' : 'en';

/** A new quotation row (version 1 is its own root), with its lines and totals; answers its id. */
export async function insertQuotation(
  tx: DbOrTx,
  values: Omit<writes.NewQuotation, 'subtotal' | 'discountTotal' | 'taxTotal' | 'total'>,
  lines: readonly LineDraft[],
  principal: Principal,
): Promise<number> {
  const id = await writes.insertQuotationRow(tx, {
    ...values,
    createdBy: principal.userId,
    updatedBy: principal.userId,
  });
  const totals = await writeLines(tx, id, values.currency, values.taxRate ?? '0', lines);
  await writes.completeQuotationRow(tx, id, { ...totals, rootId: values.rootId ?? id });
  await insertAuditEntry(tx, {
    entity: repo.quotationEntity,
    entityId: id,
    action: 'create',
    toState: values.status,
    actorId: principal.userId,
    comment: `v${values.version ?? 1}`,
  });
  return id;
}

/** The moves of quotations: create, save, submit, decide, revise, make formal, accept, decline. */
export class QuotationMoves {
  constructor(private readonly db: Database) {}

  private answer(tx: DbOrTx, id: number, principal: Principal, lang: Language) {
    return quotationInfo(tx, id, principal, lang);
  }

  /** A planning quotation (draft) of an approved solution, by its opportunity's planner. */
  async createFromSolution(solutionId: number, principal: Principal, lang: Language) {
    if (isPartner(principal)) throw noPermission();
    return this.db.transaction(async (tx) => {
      const solution = await findSolutionToQuote(tx, solutionId);
      if (!solution) throw recordNotFound();
      if (!isPlanner(solution, principal)) throw noPermission();
      if (!opportunityOpen(solution.stage)) throw refused('quotation.refused.opportunityClosed');
      if (solution.status !== 'approved') throw refused('quotation.refused.solutionNotApproved');
      if (solution.lines.length === 0) throw refused('quotation.refused.noLines');
      const wanted = solution.lines.map((line, index) => {
        const itemId = line.configurationId ?? line.materialId ?? line.virtualMaterialId;
        if (line.kind === 'model' || itemId === null)
          throw refused('quotation.refused.itemUnpriced', { line: index + 1 });
        return {
          itemKind: line.kind,
          itemId,
          quantity: line.quantity,
          discountType: 'percent' as const,
          discountValue: '0',
        };
      });
      const { drafts, currency } = await draftsOf(tx, wanted, new Map());
      const exchangeRate = await repo.findExchangeRate(tx, currency, reportingCurrency);
      if (exchangeRate === undefined)
        throw refused('quotation.refused.noExchangeRate', { currency, reporting: reportingCurrency });
      const now = new Date();
      const id = await insertQuotation(
        tx,
        {
          quotationNo: await repo.nextQuotationNo(tx, now),
          kind: 'planning',
          status: 'draft',
          opportunityId: solution.opportunityId,
          solutionId: solution.id,
          customerId: solution.customerId,
          partnerCompanyId: solution.companyId,
          currency,
          exchangeRate,
          reportingCurrency,
          taxRate: defaultTaxRates[currency] ?? '0',
          language: languageOf(solution.customerCountry),
        },
        drafts,
        principal,
      );
      return this.answer(tx, id, principal, lang);
    });
  }

  /** Saves a draft's header and lines; kept lines keep the prices they were quoted with. */
  async save(body: SaveQuotationBody, principal: Principal, lang: Language) {
    return this.db.transaction(async (tx) => {
      const move = await check(tx, body.id, 'edit', principal, body.rowVersion);
      const current = await repo.findLines(tx, body.id);
      const kept = new Map(current.map((line) => [itemKey(line.itemKind, line.itemId), line]));
      const { drafts } = await draftsOf(tx, body.lines, kept, move.row.currency);
      const taxRate = body.taxRate ?? move.row.taxRate;
      const totals = await writeLines(tx, body.id, move.row.currency, taxRate, drafts);
      if (body.fileIds) await attachFiles(tx, body.id, body.fileIds, principal);
      await writes.updateQuotation(tx, body.id, {
        ...totals,
        // A requested additional quotation becomes a draft once planning edits it (the table's `to`).
        status: move.to,
        taxRate,
        validUntil: body.validUntil,
        paymentTerms: body.paymentTerms,
        deliveryTerms: body.deliveryTerms,
        notes: body.notes,
        language: body.language ?? move.row.language,
        updatedBy: principal.userId,
        updatedAt: new Date(),
      });
      await recordTransition(tx, repo.quotationEntity, { id: body.id, actorId: principal.userId, ...move });
      return this.answer(tx, body.id, principal, lang);
    });
  }

  /** Submits a draft; approved at once when no line's discount exceeds its product line's threshold. */
  async submit(body: QuotationMoveBody, principal: Principal, lang: Language) {
    return this.db.transaction(async (tx) => {
      const move = await check(tx, body.id, 'submit', principal, body.rowVersion);
      const lines = await repo.findLines(tx, body.id);
      if (lines.length === 0) throw refused('quotation.refused.noLines');
      await setState(tx, body.id, move.to, principal, { returnReason: null });
      await recordTransition(tx, repo.quotationEntity, { id: body.id, actorId: principal.userId, ...move });
      if (!(await exceedsThresholds(tx, lines))) {
        await setState(tx, body.id, 'approved', principal);
        await recordTransition(tx, repo.quotationEntity, {
          id: body.id,
          action: 'approve',
          from: 'submitted',
          to: 'approved',
          actorId: principal.userId,
          comment: 'within discount thresholds',
        });
      } else await startProcess(tx, quotationProcess, body.id, principal, lang);
      return this.answer(tx, body.id, principal, lang);
    });
  }

  async decide(body: DecideQuotationBody, principal: Principal, lang: Language) {
    return this.db.transaction(async (tx) => {
      await decideQuotation(tx, body.id, body.decision, principal, body);
      return this.answer(tx, body.id, principal, lang);
    });
  }

  /** The next version of an approved or returned quotation: a draft copy; this one stays as it is. */
  async revise(body: QuotationMoveBody, principal: Principal, lang: Language) {
    return this.db.transaction(async (tx) => {
      const move = await check(tx, body.id, 'revise', principal, body.rowVersion);
      const current = move.row;
      const next = current.version + 1;
      const id = await insertQuotation(
        tx,
        {
          ...copyOf(current),
          quotationNo: current.quotationNo,
          kind: current.kind,
          version: next,
          rootId: current.rootId ?? current.id,
          previousVersionId: current.id,
          solutionId: current.solutionId,
          sourceQuotationId: current.sourceQuotationId,
          status: 'draft',
        },
        (await repo.findLines(tx, current.id)).map(lineCopy),
        principal,
      );
      const attached = await repo.findQuotationFiles(tx, current.id);
      await repo.replaceQuotationFiles(
        tx,
        id,
        attached.map((file) => file.id),
      );
      await recordTransition(tx, repo.quotationEntity, {
        id: current.id,
        actorId: principal.userId,
        comment: `v${next}`,
        ...move,
      });
      return this.answer(tx, id, principal, lang);
    });
  }

  /** A formal quotation (issued) of an approved planning one, valid until a day after today. */
  async createFormal(body: CreateFormalBody, principal: Principal, lang: Language) {
    // A previous formal quotation past its validity date counts as expired (and may be replaced).
    await expireStale(this.db);
    return this.db.transaction(async (tx) => {
      const move = await check(tx, body.id, 'createFormal', principal, body.rowVersion);
      if (body.validUntil <= today()) throw refused('quotation.refused.validUntilPast');
      const source = move.row;
      // One deal, one order: at most one live formal quotation; a later one is the previous one's next version.
      const { previous } = await placeFormal(tx, source);
      const id = await insertQuotation(
        tx,
        {
          ...copyOf(source),
          quotationNo: previous?.quotationNo ?? (await repo.nextQuotationNo(tx, new Date())),
          ...(previous
            ? { version: previous.version + 1, rootId: previous.rootId, previousVersionId: previous.id }
            : {}),
          kind: 'formal',
          status: 'issued',
          sourceQuotationId: source.id,
          validUntil: body.validUntil,
          paymentTerms: body.paymentTerms ?? source.paymentTerms,
          deliveryTerms: body.deliveryTerms ?? source.deliveryTerms,
          notes: body.notes ?? source.notes,
          language: body.language ?? source.language,
        },
        (await repo.findLines(tx, source.id)).map(lineCopy),
        principal,
      );
      await recordTransition(tx, repo.quotationEntity, {
        id: source.id,
        actorId: principal.userId,
        comment: `formal ${id}`,
        ...move,
      });
      const made = await repo.findQuotationById(tx, id);
      if (made) await tellIssued(tx, made, principal.userId);
      return this.answer(tx, id, principal, lang);
    });
  }

  /**
   * Accepts an issued quotation: a formal or additional one makes one order with exactly its lines, a
   * supplementary one adds its lines to its formal quotation's order (the row is locked, so two accepts
   * at once make one order or amendment and the second is refused); the opportunity is won.
   */
  async accept(body: QuotationMoveBody, principal: Principal, lang: Language) {
    await expireStale(this.db);
    return this.db.transaction(async (tx) => {
      const locked = await visibleQuotation(tx, body.id, principal, true);
      if (locked.status === 'expired')
        throw refused('quotation.refused.expired', { date: locked.validUntil ?? '--' });
      const move = await check(tx, body.id, 'accept', principal, body.rowVersion);
      const row = move.row;
      if (row.opportunityStage === 'lost') throw refused('quotation.refused.opportunityClosed');
      const lines = await repo.findLines(tx, row.id);
      lines.forEach((line, index) => {
        if (!decimal(line.quantity).round(0).eq(line.quantity))
          throw refused('quotation.refused.fractionalQuantity', { line: index + 1 });
      });
      const orderLines = lines.map((line) => ({
        materialCode: line.code,
        materialDesc: line.nameEn ?? line.nameCn,
        quantity: line.quantity,
        unitPrice: line.netPrice,
        amount: line.lineTotal,
      }));
      // A supplementary quotation amends the order of its formal one; the others make their own.
      const order =
        row.kind === 'supplementary'
          ? await amendOrderOf(tx, row, orderLines, principal)
          : await createOrderFromLines(tx, {
              companyId: row.partnerCompanyId,
              customerName: row.customerName,
              opportunityId: row.opportunityId,
              quotationNo: row.quotationNo,
              currency: row.currency,
              actorId: principal.userId,
              lines: orderLines,
            });
      await setState(tx, row.id, move.to, principal, { orderId: order.id });
      await recordTransition(tx, repo.quotationEntity, {
        id: row.id,
        actorId: principal.userId,
        comment: order.orderNo,
        ...move,
      });
      await markOpportunityWon(tx, row.opportunityId, principal.userId, row.quotationNo);
      const opportunity = await findOpportunityToQuote(tx, row.opportunityId);
      await tellAccepted(tx, row, opportunity?.salesOwnerId ?? null, order.orderNo, principal.userId);
      return this.answer(tx, row.id, principal, lang);
    });
  }

  async decline(body: QuotationMoveBody, principal: Principal, lang: Language) {
    await expireStale(this.db);
    return this.db.transaction(async (tx) => {
      const move = await check(tx, body.id, 'decline', principal, body.rowVersion);
      await setState(tx, body.id, move.to, principal);
      await recordTransition(tx, repo.quotationEntity, { id: body.id, actorId: principal.userId, ...move });
      return this.answer(tx, body.id, principal, lang);
    });
  }
}

/**
 * Sets a draft's attachments: files it already attaches stay attachable; a new one must be a document the
 * writer's side uploaded (a partner's company, or staff).
 */
async function attachFiles(tx: DbOrTx, id: number, fileIds: string[], principal: Principal) {
  const attached = new Set((await repo.findQuotationFiles(tx, id)).map((file) => file.id));
  const added = fileIds.filter((fileId) => !attached.has(fileId));
  const companyId = isPartner(principal) ? (principal.companyId ?? -1) : null;
  const attachable = await findDocumentIdsOf(tx, added, companyId);
  if (added.some((fileId) => !attachable.has(fileId))) throw refused('quotation.refused.fileUnknown');
  await repo.replaceQuotationFiles(tx, id, fileIds);
}

/** The order a supplementary quotation amends: its formal quotation's; refused when it takes none. */
async function amendOrderOf(
  tx: DbOrTx,
  row: QuotationRow,
  lines: OrderAmendment['lines'],
  principal: Principal,
) {
  const formal =
    row.sourceQuotationId === null ? undefined : await repo.findQuotationById(tx, row.sourceQuotationId);
  const amended =
    formal?.orderId == null
      ? null
      : await amendOrderWithLines(tx, {
          orderId: formal.orderId,
          quotationNo: row.quotationNo,
          actorId: principal.userId,
          lines,
        });
  if (!amended) throw refused('quotation.refused.orderClosed');
  return amended;
}

export type { QuotationRow };
