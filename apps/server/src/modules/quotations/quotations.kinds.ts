/**
 * Additional quotations (asked for by the partner, priced by planning), supplementary ones (planning adds
 * items to an accepted formal quotation), issuing both to the partner, and the returned detail of a
 * version. They reuse the planning quotation's lines, totals, approval and versions.
 */
import type {
  CreateSupplementaryBody,
  IssueQuotationBody,
  Language,
  RequestAdditionalBody,
  ReturnedDetail,
} from '@portal/contract';
import { nameInLanguage } from '@portal/contract';
import { noPermission, recordNotFound, refused } from '../../core/app-error';
import { findTimeline, insertAuditEntry } from '../../core/audit';
import type { Principal } from '../../core/principal';
import { recordTransition } from '../../core/transitions';
import type { Database } from '../../db/database';
import { check, setState } from './quotations.approval';
import { findOpportunityToQuote } from './quotations.items';
import { tellIssued, tellRequested } from './quotations.deal';
import { copyOf, draftsOf } from './quotations.lines.service';
import { defaultTaxRates, insertQuotation, languageOf, reportingCurrency } from './quotations.moves.service';
import * as repo from './quotations.repository';
import { isPlanner } from './quotations.rules';
import { isPartner, QuotationsService, quotationInfo, today, visibleQuotation } from './quotations.service';

export class QuotationKindMoves {
  constructor(private readonly db: Database) {}

  /**
   * A partner asks for a further quotation on an opportunity of its company (won or open, not lost): an
   * additional quotation, requested, with the items it would like quoted at list price for planning
   * to price. Another company's opportunity is not found.
   */
  async requestAdditional(body: RequestAdditionalBody, principal: Principal, lang: Language) {
    if (!isPartner(principal)) throw noPermission();
    return this.db.transaction(async (tx) => {
      const opportunity = await findOpportunityToQuote(tx, body.opportunityId);
      if (!opportunity || opportunity.companyId !== principal.companyId) throw recordNotFound();
      if (opportunity.stage === 'lost') throw refused('quotation.refused.opportunityClosed');
      const wanted = body.items.map((item) => ({
        ...item,
        discountType: 'percent' as const,
        discountValue: '0',
      }));
      const earlier = await repo.findOpportunityCurrency(tx, opportunity.id);
      const { drafts, currency } = await draftsOf(
        tx,
        wanted,
        new Map(),
        body.items.length ? undefined : earlier,
      );
      const exchangeRate = await repo.findExchangeRate(tx, currency, reportingCurrency);
      if (exchangeRate === undefined)
        throw refused('quotation.refused.noExchangeRate', { currency, reporting: reportingCurrency });
      const id = await insertQuotation(
        tx,
        {
          quotationNo: await repo.nextQuotationNo(tx, new Date()),
          kind: 'additional',
          status: 'requested',
          opportunityId: opportunity.id,
          customerId: opportunity.customerId,
          partnerCompanyId: opportunity.companyId,
          currency,
          exchangeRate,
          reportingCurrency,
          taxRate: defaultTaxRates[currency] ?? '0',
          language: languageOf(opportunity.customerCountry),
          requestNote: body.note,
        },
        drafts,
        principal,
      );
      const requested = await repo.findQuotationById(tx, id);
      if (requested) await tellRequested(tx, requested, principal.userId);
      return quotationInfo(tx, id, principal, lang);
    });
  }

  /**
   * A supplementary quotation (draft) of an accepted formal one, by the opportunity's planner: only the
   * new lines (the accepted ones stay on the formal quotation and its order), in its currency and terms.
   */
  async createSupplementary(body: CreateSupplementaryBody, principal: Principal, lang: Language) {
    if (isPartner(principal)) throw noPermission();
    return this.db.transaction(async (tx) => {
      const formal = await visibleQuotation(tx, body.id, principal);
      if (formal.kind !== 'formal') throw refused('quotation.refused.wrongKind');
      if (!isPlanner(formal, principal)) throw noPermission();
      if (formal.status !== 'accepted') throw refused('quotation.refused.notAccepted');
      if (formal.opportunityStage === 'lost') throw refused('quotation.refused.opportunityClosed');
      const { drafts } = await draftsOf(tx, body.lines, new Map(), formal.currency);
      const id = await insertQuotation(
        tx,
        {
          ...copyOf(formal),
          validUntil: null,
          quotationNo: await repo.nextQuotationNo(tx, new Date()),
          kind: 'supplementary',
          status: 'draft',
          sourceQuotationId: formal.id,
        },
        drafts,
        principal,
      );
      await insertAuditEntry(tx, {
        entity: repo.quotationEntity,
        entityId: formal.id,
        action: 'supplement',
        fromState: formal.status,
        toState: formal.status,
        actorId: principal.userId,
        comment: `supplementary ${id}`,
      });
      return quotationInfo(tx, id, principal, lang);
    });
  }

  /** Issues an approved additional or supplementary quotation to the partner, valid until a later day. */
  async issue(body: IssueQuotationBody, principal: Principal, lang: Language) {
    return this.db.transaction(async (tx) => {
      const move = await check(tx, body.id, 'issue', principal, body.rowVersion);
      if (body.validUntil <= today()) throw refused('quotation.refused.validUntilPast');
      await setState(tx, body.id, move.to, principal, {
        validUntil: body.validUntil,
        language: body.language ?? move.row.language,
      });
      await recordTransition(tx, repo.quotationEntity, {
        id: body.id,
        actorId: principal.userId,
        comment: body.validUntil,
        ...move,
      });
      await tellIssued(tx, move.row, principal.userId);
      return quotationInfo(tx, body.id, principal, lang);
    });
  }

  /**
   * Why a version was returned (overall, per line, by whom and when) and what its next version changed
   * (the versions' diff). Approvers' reasons are internal: staff read them, a partner does not.
   */
  async returnedDetail(id: number, principal: Principal, lang: Language): Promise<ReturnedDetail> {
    if (isPartner(principal)) throw noPermission();
    const row = await visibleQuotation(this.db, id, principal);
    const lines = await repo.findLines(this.db, id);
    const returns = (await findTimeline(this.db, repo.quotationEntity, id)).filter(
      (entry) => entry.action === 'return',
    );
    const last = returns.at(-1);
    const next = await repo.findNextVersionId(this.db, id);
    return {
      id: row.id,
      quotationNo: row.quotationNo,
      version: row.version,
      status: row.status,
      returnReason: row.returnReason,
      returnedBy: last?.actorName ?? null,
      returnedAt: last?.createdAt.toISOString() ?? null,
      lineReasons: lines.flatMap((line) =>
        line.returnReason
          ? [
              {
                lineId: line.id,
                lineNo: line.lineNo,
                code: line.code,
                name: nameInLanguage({ cn: line.nameCn, en: line.nameEn, kr: line.nameKr }, lang),
                reason: line.returnReason,
              },
            ]
          : [],
      ),
      nextVersionId: next ?? null,
      diff:
        next === undefined ? null : await new QuotationsService(this.db).compare(id, next, principal, lang),
    };
  }
}
