import type { Page, PageReportsBody, ReportConflict, ReportInfo, ReportListItem } from '@portal/contract';
import { recordNotFound } from '../../core/app-error';
import { findTimeline } from '../../core/audit';
import { gather } from '../../core/gather';
import type { Principal } from '../../core/principal';
import { isTransaction } from '../../core/sql';
import type { Database, DbOrTx } from '../../db/database';
import * as conflictsRepo from './opportunity-reports.conflicts.repository';
import * as repo from './opportunity-reports.repository';
import type { ReportFilters } from './opportunity-reports.repository';
import { awaitsReview, iso, isReviewer, toListItem, visible } from './opportunity-reports.rules';

/**
 * A report as its reader sees it: fields, lines, contacts, files, history, the opportunity an approval
 * created, for reviewers the competing registrations, and the reader's actions. Reads inside `db` (the
 * transaction of a change, so the answer shows the change).
 */
export async function readReport(db: DbOrTx, id: number, principal: Principal): Promise<ReportInfo> {
  const sequential = isTransaction(db);
  const row = await repo.findReportById(db, id);
  if (!row || !visible(row, principal)) throw recordNotFound();
  const [lines, contacts, fileRows, timeline, opportunity] = await gather(
    sequential,
    () => repo.findReportLines(db, id),
    () => repo.findReportContacts(db, id),
    () => repo.findReportFiles(db, id),
    () => findTimeline(db, repo.reportEntity, id),
    () => repo.findOpportunityOfReport(db, id),
  );
  let conflicts: ReportConflict[] = [];
  let blockedUntil: Date | null = null;
  if (isReviewer(principal) && row.customerCreditCode && row.productLineCode) {
    const { customerCreditCode, productLineCode, companyId } = row;
    const [protections, pending] = await gather(
      sequential,
      () => conflictsRepo.findProtections(db, customerCreditCode, productLineCode, companyId),
      () => conflictsRepo.findPendingCompetitors(db, customerCreditCode, productLineCode, companyId),
    );
    conflicts = [
      ...protections.map((p): ReportConflict => ({
        kind: 'protected',
        companyId: p.companyId,
        companyName: p.companyName,
        companyNameEn: p.companyNameEn,
        companyNameKr: p.companyNameKr,
        reportId: p.reportId,
        reportNo: p.reportNo,
        opportunityNo: p.opptNo,
        status: p.reportStatus ?? 'approved',
        protectedUntil: iso(p.protectedUntil),
        submittedAt: null,
      })),
      ...pending.map((p): ReportConflict => ({
        kind: 'pending',
        companyId: p.companyId,
        companyName: p.companyName,
        companyNameEn: p.companyNameEn,
        companyNameKr: p.companyNameKr,
        reportId: p.id,
        reportNo: p.reportNo,
        opportunityNo: null,
        status: p.status,
        protectedUntil: null,
        submittedAt: iso(p.submittedAt),
      })),
    ];
    if (awaitsReview(row.status) && protections.length > 0) blockedUntil = protections[0]!.protectedUntil;
  }
  return {
    ...toListItem(row, principal, {
      conflict: conflicts.length > 0 && awaitsReview(row.status),
      approvalBlocked: blockedUntil !== null,
    }),
    customerVerified: row.customerVerified,
    customerRegion: row.customerRegion,
    customerAddress: row.customerAddress,
    customerIndustry: row.customerIndustry,
    description: row.description,
    clueId: row.clueId,
    decidedAt: iso(row.decidedAt),
    decidedByName: row.decidedByName,
    rejectReason: row.rejectReason,
    updatedAt: row.updatedAt.toISOString(),
    contacts,
    lines,
    files: fileRows.map((f) => ({
      id: f.id,
      name: f.name,
      docUrl: `/api/doc-upload/download?id=${f.id}`,
      docExt: f.ext,
      size: f.size,
    })),
    timeline: timeline.map((t) => ({
      id: t.id,
      action: t.action,
      fromState: t.fromState,
      toState: t.toState,
      actorName: t.actorName,
      comment: t.comment,
      createdAt: t.createdAt.toISOString(),
    })),
    opportunity: opportunity
      ? { id: opportunity.id, opptNo: opportunity.opptNo, protectedUntil: iso(opportunity.protectedUntil) }
      : null,
    conflicts,
    blockedUntil: iso(blockedUntil),
  };
}

/** Opportunity reports (deal registration): the list, its export and the detail. */
export class OpportunityReportsService {
  constructor(private readonly db: Database) {}

  /** The list's filter for this caller: a partner is always held to its own company. */
  filtersFor(body: PageReportsBody, principal: Principal): ReportFilters | null {
    let companyId = body.companyId ?? undefined;
    if (principal.kind === 'partner') {
      if (principal.companyId === null) return null;
      companyId = principal.companyId;
    }
    return {
      keyword: body.keyword || undefined,
      status: body.status ?? undefined,
      productLineCode: body.productLineCode || undefined,
      companyId,
      reporterId: body.reporterId ?? undefined,
      region: body.region || undefined,
      createdFrom: body.createdFrom ? new Date(body.createdFrom) : undefined,
      createdTo: body.createdTo ? new Date(body.createdTo) : undefined,
    };
  }

  async page(body: PageReportsBody, principal: Principal): Promise<Page<ReportListItem>> {
    const filters = this.filtersFor(body, principal);
    if (!filters) return { list: [], total: 0, pageNum: body.pageNum, pageSize: body.pageSize };
    const found = await repo.findReportPage(
      this.db,
      filters,
      { field: body.sortField, order: body.sortOrder },
      body,
    );
    // Reviewers see which submitted reports compete with another partner, and which of them wait for
    // another partner's protection to end before they can be approved (one query for the page).
    const submitted = isReviewer(principal) ? found.list.filter((row) => awaitsReview(row.status)) : [];
    const flags = await conflictsRepo.findConflictFlags(
      this.db,
      submitted.map((row) => row.id),
    );
    return {
      ...found,
      list: found.list.map((row) =>
        toListItem(row, principal, {
          conflict: flags.conflicting.has(row.id),
          approvalBlocked: flags.protected.has(row.id),
        }),
      ),
    };
  }

  /** Rows of the list's filter in its order, for the export. */
  async rowsFor(
    filters: ReportFilters,
    body: PageReportsBody,
    principal: Principal,
    offset: number,
    limit: number,
  ) {
    const rows = await repo.findReportRows(
      this.db,
      filters,
      { field: body.sortField, order: body.sortOrder },
      { offset, limit },
    );
    return rows.map((row) => toListItem(row, principal));
  }

  countFor(filters: ReportFilters): Promise<number> {
    return repo.countReports(this.db, filters);
  }

  get(id: number, principal: Principal): Promise<ReportInfo> {
    return readReport(this.db, id, principal);
  }
}
