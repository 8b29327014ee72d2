import type {
  Language,
  MoveReportBody,
  RegionCode,
  ReportInfo,
  ReportStatus,
  SaveReportBody,
} from '@portal/contract';
import { regionCodes, reportTransitions, saveReportBodySchema } from '@portal/contract';
import { recordNotFound, refused } from '../../core/app-error';
import { insertAuditEntry } from '../../core/audit';
import { parseOrThrow } from '../../core/endpoint-route';
import { lockForTransaction } from '../../core/locks';
import type { Principal } from '../../core/principal';
import { checkTransition, recordTransition, transition } from '../../core/transitions';
import type { Database, DbOrTx, Tx } from '../../db/database';
import { convertClueIntoReport } from '../clues';
import type { CustomerIdentity } from '../customers';
import { findOrCreateCustomer } from '../customers';
import { startProcess, subjectWithdrawn } from '../processes';
import { isActiveCurrency, isActiveProductLine } from '../reference-data';
import { systemSettingsOf } from '../system-settings';
import * as conflictsRepo from './opportunity-reports.conflicts.repository';
import * as formRepo from './opportunity-reports.form.repository';
import * as repo from './opportunity-reports.repository';
import { modifies, visible } from './opportunity-reports.rules';
import { reportProcess, withdrawReportLocked } from './opportunity-reports.process';
import { reportProcessKind } from './opportunity-reports.review.service';
import { readReport } from './opportunity-reports.service';

/** Advisory lock namespace (two-key form): a company's customer count. */
const companyLockSpace = 727_274_101;

/** The calendar year an agreement confirmation counts for (UTC). */
export const agreementYear = (now = new Date()) => now.getUTCFullYear();

type ReportLineValues = Parameters<typeof repo.replaceReportChildren>[2]['lines'];

/**
 * The reporting side's changes: save (create or edit, and submit with it), submit as saved, withdraw
 * and discard. Each runs in one transaction on the locked report, with its audit entries.
 */
export class OpportunityReportChangesService {
  constructor(
    private readonly db: Database,
    /** Whether the company directory lists this customer (see the company-lookup module). */
    private readonly isListed: (customer: SaveReportBody['customer']) => Promise<boolean> = () =>
      Promise.resolve(false),
  ) {}

  /**
   * Creates (no id) or updates a draft or withdrawn report and, with `submit`, submits it: one
   * transaction with its audit entries (and the clue's conversion when it comes from a clue).
   */
  async save(body: SaveReportBody, principal: Principal): Promise<ReportInfo> {
    // Asked before the transaction (the directory may be a remote service): only a customer picked from
    // the lookup and found there is verified; one entered by hand never is.
    const customerVerified = body.customer.source === 'lookup' && (await this.isListed(body.customer));
    return this.db.transaction(async (tx) => {
      let companyId: number;
      const existing = body.id !== undefined ? await repo.lockReport(tx, body.id) : undefined;
      if (body.id !== undefined) {
        if (!existing || !visible(existing, principal)) throw recordNotFound();
        if (!modifies(existing, principal)) throw refused('report.error.notYours');
        checkTransition({
          table: reportTransitions,
          action: 'edit',
          record: { id: existing.id, state: existing.status, version: existing.rowVersion },
          sentVersion: body.rowVersion,
          principal,
          refusal: 'report.error.notEditable',
          refusalParams: { reportNo: existing.reportNo },
        });
        companyId = existing.companyId;
      } else {
        const chosen = principal.kind === 'partner' ? principal.companyId : body.companyId;
        if (chosen === null) throw refused('report.error.companyRequired');
        const company = await formRepo.findPartnerCompany(tx, chosen);
        if (!company) throw refused('report.error.companyInvalid');
        if (company.status !== 'active') throw refused('report.error.companyDisabled');
        companyId = chosen;
      }
      const contactIds = [...new Set(body.contactIds)];
      const fileIds = [...new Set(body.fileIds)];
      const lines = await this.checkForm(
        tx,
        body,
        companyId,
        contactIds,
        fileIds,
        existing?.id ?? null,
        principal,
      );

      const values = {
        projectName: body.projectName,
        customerName: body.customer.name,
        customerCreditCode: body.customer.creditCode,
        customerCountry: body.customer.country,
        customerVerified,
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
      const children = { lines, contactIds, fileIds };
      let id: number;
      let status: ReportStatus;
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
        if (body.clueId !== null) {
          await convertClueIntoReport(tx, {
            clueId: body.clueId,
            companyId,
            reportId: id,
            reportNo: inserted.reportNo,
            principal,
          });
          await repo.updateReport(tx, id, { clueId: body.clueId });
        }
      }
      if (body.submit)
        await this.submitLocked(tx, {
          id,
          status,
          companyId,
          creditCode: body.customer.creditCode,
          customer: {
            name: body.customer.name,
            country: body.customer.country,
            registrationNumber: body.customer.creditCode,
            region: body.customer.region,
            address: body.customer.address,
            industry: body.customer.industry,
            verified: customerVerified,
          },
          principal,
        });
      return readReport(tx, id, principal);
    });
  }

  /**
   * draft | withdrawn → submitted, by id: the report is submitted as it was saved. The saved report
   * must pass what a save with `submit` checks (the complete form, valid references).
   */
  async submit(body: MoveReportBody, principal: Principal, lang: Language): Promise<ReportInfo> {
    return this.db.transaction(async (tx) => {
      const report = await repo.lockReport(tx, body.id);
      if (!report || !visible(report, principal)) throw recordNotFound();
      if (!modifies(report, principal)) throw refused('report.error.notYours');
      checkTransition({
        table: reportTransitions,
        action: 'submit',
        record: { id: report.id, state: report.status, version: report.rowVersion },
        sentVersion: body.rowVersion,
        principal,
        refusal: 'report.error.notSubmittable',
      });
      const saved = parseOrThrow(saveReportBodySchema, await this.savedBody(tx, report.id), lang);
      await this.checkForm(
        tx,
        saved,
        report.companyId,
        saved.contactIds,
        saved.fileIds,
        report.id,
        principal,
      );
      await this.submitLocked(tx, {
        id: report.id,
        status: report.status,
        companyId: report.companyId,
        creditCode: report.customerCreditCode,
        customer: {
          name: saved.customer.name,
          country: saved.customer.country,
          registrationNumber: saved.customer.creditCode,
          region: saved.customer.region,
          address: saved.customer.address,
          industry: saved.customer.industry,
          verified: report.customerVerified,
        },
        principal,
        lang,
      });
      return readReport(tx, report.id, principal);
    });
  }

  /** submitted → withdrawn, by the reporting company's users only; the report's process is withdrawn with it. */
  async withdraw(body: MoveReportBody, principal: Principal): Promise<ReportInfo> {
    return this.db.transaction(async (tx) => {
      const report = await repo.lockReport(tx, body.id);
      if (!report || !visible(report, principal)) throw recordNotFound();
      await withdrawReportLocked(tx, report.id, principal, body.rowVersion);
      await subjectWithdrawn(tx, reportProcessKind, report.id, principal);
      return readReport(tx, report.id, principal);
    });
  }

  /** draft | withdrawn | rejected → discarded (final). */
  async discard(body: MoveReportBody, principal: Principal): Promise<ReportInfo> {
    return this.db.transaction(async (tx) => {
      const report = await repo.lockReport(tx, body.id);
      if (!report || !visible(report, principal)) throw recordNotFound();
      if (!modifies(report, principal)) throw refused('report.error.notYours');
      await transition(
        tx,
        repo.reportEntity,
        {
          table: reportTransitions,
          action: 'discard',
          record: { id: report.id, state: report.status, version: report.rowVersion },
          sentVersion: body.rowVersion,
          principal,
          refusal: 'report.error.notDiscardable',
          refusalParams: { reportNo: report.reportNo },
        },
        (to) => repo.updateReport(tx, report.id, { status: to }),
      );
      return readReport(tx, report.id, principal);
    });
  }

  /**
   * The references of the form: product line, currency, models of that line, contacts, files. Answers
   * the lines to store, each with the equipment kind of its model (whatever kind the client sent).
   */
  private async checkForm(
    tx: Tx,
    body: SaveReportBody,
    companyId: number,
    contactIds: number[],
    fileIds: string[],
    reportId: number | null,
    principal: Principal,
  ): Promise<ReportLineValues> {
    if (body.productLineCode !== null && !(await isActiveProductLine(tx, body.productLineCode)))
      throw refused('report.error.productLineInvalid');
    if (body.currency !== null && !(await isActiveCurrency(tx, body.currency)))
      throw refused('report.error.currencyInvalid');
    let lines: ReportLineValues = [];
    if (body.lines.length > 0) {
      if (body.productLineCode === null) throw refused('report.error.productLineFirst');
      const models = new Map(
        (
          await formRepo.findEquipmentModelsByIds(tx, [...new Set(body.lines.map((l) => l.equipmentModelId))])
        ).map((m) => [m.id, m]),
      );
      lines = body.lines.map((line, index) => {
        const model = models.get(line.equipmentModelId);
        if (!model || !model.active || model.productLineCode !== body.productLineCode)
          throw refused('report.error.equipmentInvalid', { row: index + 1 });
        return { equipmentModelId: model.id, kind: model.kind, quantity: line.quantity };
      });
    }
    const contacts = await formRepo.findActiveUserIdsOfCompany(tx, companyId, contactIds);
    if (contactIds.some((contactId) => !contacts.has(contactId)))
      throw refused('report.error.contactInvalid');
    if (fileIds.length > 0) {
      const attached =
        reportId !== null ? await formRepo.findFileIdsOfReport(tx, reportId) : new Set<string>();
      const found = new Map((await formRepo.findFilesByIds(tx, fileIds)).map((f) => [f.id, f]));
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
    return lines;
  }

  /** A saved report as a save body that submits it, to be checked as such a save would be. */
  private async savedBody(tx: Tx, id: number): Promise<unknown> {
    const report = (await repo.findReportById(tx, id))!;
    const lines = await repo.findReportLines(tx, id);
    const contacts = await repo.findReportContacts(tx, id);
    const files = await repo.findReportFiles(tx, id);
    return {
      id,
      submit: true,
      companyId: report.companyId,
      contactIds: contacts.map((contact) => contact.id),
      customer: {
        name: report.customerName,
        creditCode: report.customerCreditCode,
        country: report.customerCountry,
        // Checked against the directory when it was saved; a submission as saved keeps that verdict.
        source: report.customerVerified ? 'lookup' : 'manual',
        region: regionCodes.find((code): code is RegionCode => code === report.customerRegion) ?? null,
        address: report.customerAddress,
        industry: report.customerIndustry,
      },
      projectName: report.projectName,
      productLineCode: report.productLineCode || null,
      lines: lines.map((line) => ({
        equipmentModelId: line.equipmentModelId,
        kind: line.kind,
        quantity: line.quantity,
      })),
      rate: report.rate,
      amount: report.amount,
      currency: report.currency,
      expectedCloseDate: report.expectedCloseDate,
      description: report.description,
      fileIds: files.map((file) => file.id),
    };
  }

  /** draft | withdrawn → submitted on a locked report, with the agreement and maximum-customer rules. */
  private async submitLocked(
    tx: Tx,
    report: {
      id: number;
      status: ReportStatus;
      companyId: number;
      creditCode: string | null;
      /** The end customer as submitted: its customer record is found or created with the submission. */
      customer: CustomerIdentity;
      principal: Principal;
      /** The request's language: a refusal of the process names its step in it. */
      lang?: Language;
    },
  ) {
    const { principal } = report;
    const to = checkTransition({
      table: reportTransitions,
      action: 'submit',
      record: { id: report.id, state: report.status },
      principal,
      refusal: 'report.error.notSubmittable',
    });
    if (principal.kind === 'partner') {
      const confirmed = await formRepo.findAgreement(tx, report.companyId, agreementYear());
      if (!confirmed) throw refused('report.error.agreementRequired', { year: agreementYear() });
    }
    // One submission of a company at a time, so two cannot both pass the customer count.
    await lockForTransaction(tx, companyLockSpace, report.companyId);
    const limit = await customerLimitOf(tx, report.companyId);
    if (limit !== null && report.creditCode !== null) {
      const held = await conflictsRepo.findHeldCustomers(tx, report.companyId, report.id);
      held.add(report.creditCode);
      if (held.size > limit) throw refused('validation.maximumCustomer', { limit });
    }
    const customerId = await findOrCreateCustomer(tx, { ...report.customer, createdBy: principal.userId });
    await repo.updateReport(tx, report.id, {
      status: to,
      customerId,
      submittedAt: new Date(),
      decidedAt: null,
      decidedBy: null,
      rejectReason: null,
    });
    await recordTransition(tx, repo.reportEntity, {
      id: report.id,
      action: 'submit',
      from: report.status,
      to,
      actorId: principal.userId,
    });
    // The review runs as the report's process (the approval engine).
    await startProcess(tx, reportProcess, report.id, principal, report.lang);
  }
}

/**
 * The customers a company may hold in submitted reports: its own limit, else the system setting of its
 * tier (TIER1, TIER2); null for no limit.
 */
async function customerLimitOf(db: DbOrTx, companyId: number): Promise<number | null> {
  const { own, companyRole } = await conflictsRepo.findMaxCustomers(db, companyId);
  if (own !== null) return own;
  const { maxCustomersByTier } = await systemSettingsOf(db);
  return companyRole === 'TIER1' || companyRole === 'TIER2' ? maxCustomersByTier[companyRole] : null;
}
