import type {
  AgreementStatus,
  ApproveReportBody,
  CluePrefill,
  EquipmentModel,
  Page,
  PageEquipmentBody,
  PageReportsBody,
  ProductLine,
  RejectReportBody,
  ReportAction,
  ReportConflict,
  ReportInfo,
  ReportListItem,
  ReportPartner,
  ReportStatus,
  SaveReportBody,
} from '@portal/contract';
import {
  discardableReportStatuses,
  editableReportStatuses,
  catalogs,
  clueActionAllowed,
  isMessageKey,
  limits,
  permissions,
} from '@portal/contract';
import { sql } from 'drizzle-orm';
import { noPermission, recordNotFound, refused } from '../../core/app-error';
import { gather } from '../../core/gather';
import type { Principal } from '../../core/principal';
import type { Database, DbOrTx, Tx } from '../../db/database';
import { convertClueIntoReport, findConvertibleClue } from '../clues';
import { createOpportunity } from '../opportunities';
import { insertAuditEntry } from '../../core/audit';
import * as repo from './opportunity-reports.repository';
import type { ReportFilters, ReportListRow } from './opportunity-reports.repository';
import { isActiveCurrency, isActiveProductLine } from '../reference-data';

/** Advisory lock namespaces (two-key form): a company's customer count, a customer's registrations. */
const companyLockSpace = 727_274_101;
const customerLockSpace = 727_274_102;

/** The win-probability choices per product line (READINGS.md: percent, two decimals, not 0). */
const defaultRates = ['10.00', '25.00', '50.00', '75.00', '90.00', '100.00'];
const ratesByProductLine: Record<string, string[]> = {
  ROBOT: ['10.00', '20.00', '30.00', '50.00', '70.00', '90.00', '100.00'],
  AUTOMATION: ['10.00', '20.00', '30.00', '50.00', '70.00', '90.00', '100.00'],
};

const iso = (value: Date | null) => (value ? value.toISOString() : null);
/** A timestamp shown inside a message: YYYY-MM-DD HH:mm:ss (UTC). */
const shownTime = (value: Date) => value.toISOString().slice(0, 19).replace('T', ' ');

function toListItem(row: ReportListRow, conflict = false): ReportListItem {
  return {
    id: row.id,
    reportNo: row.reportNo,
    status: row.status,
    projectName: row.projectName,
    customerName: row.customerName,
    customerCreditCode: row.customerCreditCode,
    productLineCode: row.productLineCode || null,
    amount: row.amount,
    currency: row.currency,
    rate: row.rate,
    expectedCloseDate: row.expectedCloseDate,
    companyId: row.companyId,
    companyName: row.companyName,
    companyNameEn: row.companyNameEn,
    reporterId: row.reporterId,
    reporterName: row.reporterName,
    createdAt: row.createdAt.toISOString(),
    submittedAt: iso(row.submittedAt),
    conflict,
  };
}

/** Whether the caller may see a report at all: staff see all, a partner its own company's. */
function visible(report: { companyId: number }, principal: Principal): boolean {
  if (principal.kind === 'internal') return true;
  return principal.companyId !== null && report.companyId === principal.companyId;
}

/** Whether the caller may change a report: its company's users, or the staff member who filed it. */
function modifies(report: { companyId: number; reporterId: number }, principal: Principal): boolean {
  if (principal.kind === 'partner') return principal.companyId === report.companyId;
  return report.reporterId === principal.userId;
}

function isReviewer(principal: Principal): boolean {
  return principal.kind === 'internal' && principal.permissions.has(permissions.opportunityReview);
}

const isEditable = (status: ReportStatus) => (editableReportStatuses as readonly string[]).includes(status);
const isDiscardable = (status: ReportStatus) =>
  (discardableReportStatuses as readonly string[]).includes(status);

export function actionsFor(
  report: { status: ReportStatus; companyId: number; reporterId: number },
  principal: Principal,
  approvalBlocked: boolean,
): ReportAction[] {
  const actions: ReportAction[] = [];
  const own = modifies(report, principal);
  if (own && isEditable(report.status)) actions.push('edit', 'submit');
  if (
    report.status === 'submitted' &&
    principal.kind === 'partner' &&
    principal.companyId === report.companyId
  )
    actions.push('withdraw');
  if (own && isDiscardable(report.status)) actions.push('discard');
  if (report.status === 'submitted' && isReviewer(principal)) {
    if (!approvalBlocked) actions.push('approve');
    actions.push('reject');
  }
  return actions;
}

/** The calendar year an agreement confirmation counts for (UTC). */
export const agreementYear = (now = new Date()) => now.getUTCFullYear();

/** Opportunity reports (deal registration): the state machine, its rules and the form's reference data. */
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
      createdFrom: body.createdFrom ? new Date(body.createdFrom) : undefined,
      createdTo: body.createdTo ? new Date(body.createdTo) : undefined,
    };
  }

  async page(body: PageReportsBody, principal: Principal): Promise<Page<ReportListItem>> {
    const filters = this.filtersFor(body, principal);
    if (!filters) return { list: [], total: 0, pageNum: body.pageNum, pageSize: body.pageSize };
    const { rows, total } = await repo.findReportPage(
      this.db,
      filters,
      { field: body.sortField, order: body.sortOrder },
      { offset: (body.pageNum - 1) * body.pageSize, limit: body.pageSize },
    );
    // Reviewers see which submitted reports compete with another partner (one query for the page).
    const submitted = isReviewer(principal) ? rows.filter((row) => row.status === 'submitted') : [];
    const conflicting =
      submitted.length > 0
        ? await repo.findConflictingIds(
            this.db,
            submitted.map((row) => row.id),
          )
        : new Set<number>();
    return {
      list: rows.map((row) => toListItem(row, conflicting.has(row.id))),
      total,
      pageNum: body.pageNum,
      pageSize: body.pageSize,
    };
  }

  /** Rows of the list's filter in its order, for the export. */
  async rowsFor(filters: ReportFilters, body: PageReportsBody, offset: number, limit: number) {
    const rows = await repo.findReportRows(
      this.db,
      filters,
      { field: body.sortField, order: body.sortOrder },
      { offset, limit },
    );
    return rows.map((row) => toListItem(row));
  }

  countFor(filters: ReportFilters): Promise<number> {
    return repo.countReports(this.db, filters);
  }

  async get(id: number, principal: Principal): Promise<ReportInfo> {
    return this.info(this.db, id, principal);
  }

  private async info(db: DbOrTx, id: number, principal: Principal): Promise<ReportInfo> {
    const row = await repo.findReportById(db, id);
    if (!row || !visible(row, principal)) throw recordNotFound();
    const [lines, contacts, fileRows, timeline, opportunity] = await gather(
      db !== this.db,
      () => repo.findReportLines(db, id),
      () => repo.findReportContacts(db, id),
      () => repo.findReportFiles(db, id),
      () => repo.findReportTimeline(db, id),
      () => repo.findOpportunityOfReport(db, id),
    );
    let conflicts: ReportConflict[] = [];
    let blockedUntil: Date | null = null;
    if (isReviewer(principal) && row.customerCreditCode && row.productLineCode) {
      const { customerCreditCode, productLineCode, companyId } = row;
      const [protections, pending] = await gather(
        db !== this.db,
        () => repo.findProtections(db, customerCreditCode, productLineCode, companyId),
        () => repo.findPendingCompetitors(db, customerCreditCode, productLineCode, companyId),
      );
      conflicts = [
        ...protections.map((p): ReportConflict => ({
          kind: 'protected',
          companyId: p.companyId,
          companyName: p.companyName,
          companyNameEn: p.companyNameEn,
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
          reportId: p.id,
          reportNo: p.reportNo,
          opportunityNo: null,
          status: p.status,
          protectedUntil: null,
          submittedAt: iso(p.submittedAt),
        })),
      ];
      if (row.status === 'submitted' && protections.length > 0) blockedUntil = protections[0]!.protectedUntil;
    }
    return {
      ...toListItem(row, conflicts.length > 0 && row.status === 'submitted'),
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
      timeline: timeline.map((t) => ({ ...t, createdAt: t.createdAt.toISOString() })),
      opportunity: opportunity
        ? { id: opportunity.id, opptNo: opportunity.opptNo, protectedUntil: iso(opportunity.protectedUntil) }
        : null,
      conflicts,
      blockedUntil: iso(blockedUntil),
      actions: actionsFor(row, principal, blockedUntil !== null),
    };
  }

  /**
   * Creates (no id) or updates a draft or withdrawn report and, with `submit`, submits it: one
   * transaction with its audit entries (and the clue's conversion when it comes from a clue).
   */
  async save(body: SaveReportBody, principal: Principal): Promise<ReportInfo> {
    return this.db.transaction(async (tx) => {
      let companyId: number;
      let status: ReportStatus;
      let id: number;
      const existing = body.id !== undefined ? await repo.lockReport(tx, body.id) : undefined;
      if (body.id !== undefined) {
        if (!existing || !visible(existing, principal)) throw recordNotFound();
        if (!modifies(existing, principal)) throw refused('report.error.notYours');
        if (!isEditable(existing.status))
          throw refused('report.error.notEditable', { reportNo: existing.reportNo });
        companyId = existing.companyId;
      } else {
        const chosen = principal.kind === 'partner' ? principal.companyId : body.companyId;
        if (chosen === null) throw refused('report.error.companyRequired');
        const company = await repo.findPartnerCompany(tx, chosen);
        if (!company) throw refused('report.error.companyInvalid');
        if (company.status !== 'active') throw refused('report.error.companyDisabled');
        companyId = chosen;
      }
      const contactIds = [...new Set(body.contactIds)];
      const fileIds = [...new Set(body.fileIds)];
      await this.checkForm(tx, body, companyId, contactIds, fileIds, existing?.id ?? null, principal);

      const values = {
        projectName: body.projectName,
        customerName: body.customer.name,
        customerCreditCode: body.customer.creditCode,
        customerRegion: body.customer.region,
        customerAddress: body.customer.address,
        customerIndustry: body.customer.industry,
        productLineCode: body.productLineCode ?? '',
        amount: body.amount,
        currency: body.currency ?? 'CNY',
        rate: body.rate,
        expectedCloseDate: body.expectedCloseDate,
        description: body.description,
      };
      const children = { lines: body.lines, contactIds, fileIds };
      if (existing) {
        id = existing.id;
        status = existing.status;
        await repo.updateReport(tx, id, values);
        await repo.replaceReportChildren(tx, id, children);
        // Saved and submitted at once: the submission's entry records it.
        if (!body.submit)
          await insertAuditEntry(tx, {
            entity: repo.reportEntity,
            entityId: id,
            action: 'update',
            fromState: status,
            toState: status,
            actorId: principal.userId,
          });
      } else {
        const inserted = await repo.insertReport(tx, {
          ...values,
          companyId,
          reporterId: principal.userId,
          status: 'draft',
        });
        id = inserted.id;
        status = 'draft';
        await repo.replaceReportChildren(tx, id, children);
        await insertAuditEntry(tx, {
          entity: repo.reportEntity,
          entityId: id,
          action: 'create',
          toState: 'draft',
          actorId: principal.userId,
        });
        if (body.clueId !== null)
          await this.convertClue(tx, body.clueId, id, companyId, inserted.reportNo, principal);
      }
      if (body.submit)
        await this.submit(tx, {
          id,
          from: status,
          companyId,
          creditCode: body.customer.creditCode,
          principal,
        });
      return this.info(tx, id, principal);
    });
  }

  /** The references of the form: product line, currency, models of that line, contacts, files. */
  private async checkForm(
    tx: Tx,
    body: SaveReportBody,
    companyId: number,
    contactIds: number[],
    fileIds: string[],
    reportId: number | null,
    principal: Principal,
  ) {
    if (body.productLineCode !== null && !(await isActiveProductLine(tx, body.productLineCode)))
      throw refused('report.error.productLineInvalid');
    if (body.currency !== null && !(await isActiveCurrency(tx, body.currency)))
      throw refused('report.error.currencyInvalid');
    if (body.lines.length > 0) {
      if (body.productLineCode === null) throw refused('report.error.productLineFirst');
      const models = new Map(
        (
          await repo.findEquipmentModelsByIds(tx, [...new Set(body.lines.map((l) => l.equipmentModelId))])
        ).map((m) => [m.id, m]),
      );
      body.lines.forEach((line, index) => {
        const model = models.get(line.equipmentModelId);
        if (!model || !model.active || model.productLineCode !== body.productLineCode)
          throw refused('report.error.equipmentInvalid', { row: index + 1 });
      });
    }
    const contacts = await repo.findActiveUserIdsOfCompany(tx, companyId, contactIds);
    if (contactIds.some((contactId) => !contacts.has(contactId)))
      throw refused('report.error.contactInvalid');
    if (fileIds.length > 0) {
      const attached = reportId !== null ? await repo.findFileIdsOfReport(tx, reportId) : new Set<string>();
      const found = new Map((await repo.findFilesByIds(tx, fileIds)).map((f) => [f.id, f]));
      for (const fileId of fileIds) {
        const file = found.get(fileId);
        const mine =
          file !== undefined &&
          file.purpose === 'document' &&
          (attached.has(fileId) ||
            (principal.kind === 'partner'
              ? file.companyId === principal.companyId
              : file.uploadedBy === principal.userId || file.companyId === companyId));
        if (!mine) throw refused('report.error.fileInvalid');
      }
    }
  }

  /** draft | withdrawn → submitted, with the agreement and maximum-customer rules. */
  private async submit(
    tx: Tx,
    report: {
      id: number;
      from: ReportStatus;
      companyId: number;
      creditCode: string | null;
      principal: Principal;
    },
  ) {
    const { principal } = report;
    if (!isEditable(report.from)) throw refused('report.error.notSubmittable');
    if (principal.kind === 'partner') {
      const confirmed = await repo.findAgreement(tx, report.companyId, agreementYear());
      if (!confirmed) throw refused('report.error.agreementRequired', { year: agreementYear() });
    }
    // One submission of a company at a time, so two cannot both pass the customer count.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${companyLockSpace}, ${report.companyId})`);
    const limit = await repo.findMaxCustomers(tx, report.companyId);
    if (limit !== null && report.creditCode !== null) {
      const held = await repo.findHeldCustomers(tx, report.companyId, report.id);
      held.add(report.creditCode);
      if (held.size > limit) throw refused('validation.maximumCustomer', { limit });
    }
    await repo.updateReport(tx, report.id, {
      status: 'submitted',
      submittedAt: new Date(),
      decidedAt: null,
      decidedBy: null,
      rejectReason: null,
    });
    await insertAuditEntry(tx, {
      entity: repo.reportEntity,
      entityId: report.id,
      action: 'submit',
      fromState: report.from,
      toState: 'submitted',
      actorId: principal.userId,
    });
  }

  /** The clue this report comes from becomes converted, in the report's transaction. */
  private async convertClue(
    tx: Tx,
    clueId: number,
    reportId: number,
    companyId: number,
    reportNo: string,
    principal: Principal,
  ) {
    await convertClueIntoReport(tx, { clueId, companyId, reportId, reportNo, principal });
    await repo.updateReport(tx, reportId, { clueId });
  }

  /** submitted → withdrawn, by the reporting company's users only. */
  async withdraw(id: number, principal: Principal): Promise<ReportInfo> {
    return this.db.transaction(async (tx) => {
      const report = await repo.lockReport(tx, id);
      if (!report || !visible(report, principal)) throw recordNotFound();
      if (principal.kind !== 'partner') throw refused('report.error.withdrawPartnerOnly');
      if (report.status !== 'submitted')
        throw refused('report.error.notWithdrawable', { reportNo: report.reportNo });
      await this.transition(tx, report, 'withdraw', 'withdrawn', principal);
      return this.info(tx, id, principal);
    });
  }

  /** draft | withdrawn | rejected → discarded (final). */
  async discard(id: number, principal: Principal): Promise<ReportInfo> {
    return this.db.transaction(async (tx) => {
      const report = await repo.lockReport(tx, id);
      if (!report || !visible(report, principal)) throw recordNotFound();
      if (!modifies(report, principal)) throw refused('report.error.notYours');
      if (!isDiscardable(report.status))
        throw refused('report.error.notDiscardable', { reportNo: report.reportNo });
      await this.transition(tx, report, 'discard', 'discarded', principal);
      return this.info(tx, id, principal);
    });
  }

  /**
   * submitted → approved: creates the business opportunity (stage design, protected for
   * limits.protectionDays) with its equipment. Refused while another partner's protection runs.
   */
  async approve(body: ApproveReportBody, principal: Principal): Promise<ReportInfo> {
    if (principal.kind !== 'internal') throw noPermission();
    return this.db.transaction(async (tx) => {
      const report = await repo.lockReport(tx, body.id);
      if (!report) throw recordNotFound();
      if (report.status !== 'submitted')
        throw refused('report.error.notReviewable', { reportNo: report.reportNo });
      if (report.customerCreditCode && report.productLineCode) {
        // Two approvals of one customer and product line wait for each other: the first wins.
        await tx.execute(
          sql`SELECT pg_advisory_xact_lock(${customerLockSpace},
            hashtext(${report.customerCreditCode} || '|' || ${report.productLineCode}))`,
        );
        const protections = await repo.findProtections(
          tx,
          report.customerCreditCode,
          report.productLineCode,
          report.companyId,
        );
        const first = protections[0];
        if (first?.protectedUntil)
          throw refused('report.error.protected', {
            company: first.companyName,
            until: shownTime(first.protectedUntil),
          });
      }
      await this.transition(tx, report, 'approve', 'approved', principal, body.comment, {
        decidedAt: new Date(),
        decidedBy: principal.userId,
      });
      // The opportunity, with the report's equipment and its protection, is the opportunities module's.
      const approved = (await repo.findReportById(tx, report.id))!;
      const lines = await repo.findReportLines(tx, report.id);
      await createOpportunity(
        tx,
        {
          sourceReportId: report.id,
          companyId: approved.companyId,
          projectName: approved.projectName,
          customerName: approved.customerName,
          customerCreditCode: approved.customerCreditCode,
          customerRegion: approved.customerRegion,
          productLineCode: approved.productLineCode,
          amount: approved.amount,
          currency: approved.currency,
          expectedCloseDate: approved.expectedCloseDate,
          protectedUntil: new Date(Date.now() + limits.protectionDays * 86_400_000),
          equipment: lines.map((line) => ({
            equipmentModelId: line.equipmentModelId,
            kind: line.kind,
            quantity: line.quantity,
          })),
        },
        principal.userId,
        report.reportNo,
      );
      return this.info(tx, report.id, principal);
    });
  }

  /** submitted → rejected, with the reason. */
  async reject(body: RejectReportBody, principal: Principal): Promise<ReportInfo> {
    if (principal.kind !== 'internal') throw noPermission();
    return this.db.transaction(async (tx) => {
      const report = await repo.lockReport(tx, body.id);
      if (!report) throw recordNotFound();
      if (report.status !== 'submitted')
        throw refused('report.error.notReviewable', { reportNo: report.reportNo });
      await this.transition(tx, report, 'reject', 'rejected', principal, body.reason, {
        decidedAt: new Date(),
        decidedBy: principal.userId,
        rejectReason: body.reason,
      });
      return this.info(tx, report.id, principal);
    });
  }

  /** Moves a locked report to `to` with its audit entry. */
  private async transition(
    tx: Tx,
    report: repo.LockedReport,
    action: string,
    to: ReportStatus,
    principal: Principal,
    comment: string | null = null,
    extra: Partial<repo.NewReport> = {},
  ) {
    await repo.updateReport(tx, report.id, { ...extra, status: to });
    await insertAuditEntry(tx, {
      entity: repo.reportEntity,
      entityId: report.id,
      action,
      fromState: report.status,
      toState: to,
      actorId: principal.userId,
      comment,
    });
  }

  // ---------------------------------------------------------------- reference data of the form

  async productLines(): Promise<ProductLine[]> {
    const lines = await repo.findActiveProductLines(this.db);
    return lines.map((line) => {
      const key = `codeTable.PRODUCT_LINE.${line.code}`;
      const kr = isMessageKey(key) ? catalogs.kr[key] : undefined;
      return { ...line, nameKr: kr ?? line.nameEn };
    });
  }

  async equipmentPage(body: PageEquipmentBody): Promise<Page<EquipmentModel>> {
    const { rows, total } = await repo.findEquipmentPage(
      this.db,
      {
        keyword: body.keyword || undefined,
        productLineCode: body.productLineCode || undefined,
        kind: body.kind ?? undefined,
      },
      { offset: (body.pageNum - 1) * body.pageSize, limit: body.pageSize },
    );
    return { list: rows, total, pageNum: body.pageNum, pageSize: body.pageSize };
  }

  equipmentModels(productLineCode: string): Promise<EquipmentModel[]> {
    return repo.findEquipmentModelsOfLine(this.db, productLineCode);
  }

  rates(productLineCode: string | undefined): string[] {
    return (productLineCode && ratesByProductLine[productLineCode]) || defaultRates;
  }

  /** Companies a report may be filed for: all active ones for staff, its own for a partner. */
  async partners(principal: Principal): Promise<ReportPartner[]> {
    if (principal.kind === 'partner')
      return principal.companyId === null ? [] : repo.findActivePartners(this.db, principal.companyId);
    return repo.findActivePartners(this.db);
  }

  async agreementStatus(principal: Principal): Promise<AgreementStatus> {
    const year = agreementYear();
    const show =
      principal.kind === 'partner' && principal.companyId !== null
        ? !(await repo.findAgreement(this.db, principal.companyId, year))
        : false;
    return { show, year, titleKey: 'report.agreement.title', textKey: 'report.agreement.text' };
  }

  /** Records this year's confirmation for the caller's company (partners only). */
  async confirmAgreement(principal: Principal) {
    if (principal.kind !== 'partner' || principal.companyId === null)
      throw refused('report.error.agreementPartnerOnly');
    const companyId = principal.companyId;
    const year = agreementYear();
    return this.db.transaction(async (tx) => {
      const before = await repo.findAgreement(tx, companyId, year);
      const stored = await repo.insertAgreement(tx, companyId, year, principal.userId);
      if (!before)
        await insertAuditEntry(tx, {
          entity: 'registration_agreement',
          entityId: `${companyId}-${year}`,
          action: 'confirm',
          toState: 'confirmed',
          actorId: principal.userId,
        });
      return { year, confirmedAt: stored.confirmedAt.toISOString() };
    });
  }

  /** The fields a report takes from a clue assigned to the caller's company and still open. */
  async cluePrefill(clueId: number, principal: Principal): Promise<CluePrefill> {
    const clue = await findConvertibleClue(this.db, clueId, principal, false);
    if (!clueActionAllowed('convert', clue.status)) throw recordNotFound();
    return {
      clueId: clue.id,
      clueNo: clue.clueNo,
      customerName: clue.customerName,
      customerCreditCode: clue.customerCreditCode,
      region: clue.region,
      productLineCode: clue.productLineCode,
      description: clue.description,
      contactName: clue.contactName,
      contactPhone: clue.contactPhone,
      contactEmail: clue.contactEmail,
    };
  }
}
