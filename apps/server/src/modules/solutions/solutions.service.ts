import type {
  DesignableOpportunity,
  ExportColumnsChoice,
  Language,
  MessageKey,
  Page,
  PageSolutionsBody,
  SaveSolutionBody,
  SaveSolutionLine,
  Solution,
  SolutionAction,
  SolutionFilter,
  SolutionInfo,
  SolutionLine,
  SolutionMoveBody,
} from '@portal/contract';
import { nameInLanguage, recordCompanyName, translate } from '@portal/contract';
import type { FastifyReply } from 'fastify';
import { noPermission, recordNotFound, refused } from '../../core/app-error';
import { insertAuditEntry } from '../../core/audit';
import { decimal, fitsAmountColumn, maxAmountShown } from '../../core/money';
import type { Principal } from '../../core/principal';
import { pagedQuery } from '../../core/sql';
import { recordTransition } from '../../core/transitions';
import { assertExportable, datedFileName, exactAmount, pagedBatches, sendXlsx } from '../../core/xlsx-export';
import type { Database, DbOrTx } from '../../db/database';
import { findAttachableFileIds } from '../files';
import {
  countDesignableOpportunities,
  findDesignableOpportunities,
  findOpportunityFacts,
} from '../opportunities';
import type { Download, FilesService } from '../files';
import * as repo from './solutions.repository';
import * as writes from './solutions.writes.repository';
import type { SolutionFilters, SolutionRow } from './solutions.repository';
import { solutionEntity } from './solutions.repository';
import type { ConfiguredItems } from './solutions.items';
import { listTotalOf, pricedLine } from './solutions.pricing';
import { itemKey } from '../materials';
import { findLineItems } from './solutions.items';
import { isDesigner, opportunityOpen, solutionActionsOf } from './solutions.rules';
import { startProcess } from '../processes';
import type { SolutionDecision } from './solutions.approval';
import { decideSolution, solutionProcess } from './solutions.approval';
import { checkMove, setState, visibleSolution } from './solutions.moves';

const isPartner = (principal: Principal) => principal.kind === 'partner';

/**
 * Solutions: what a business opportunity will sell, designed by its planning owner and approved by its
 * sales owner, through the transition table `solutionTransitions` (contract). Staff with the menu read
 * every solution; a partner reads the submitted and approved solutions of its company's opportunities,
 * anything else answers "record not found". Each version is a row; revising an approved version makes
 * the next one, a draft copy, and the approved one stays as it was.
 */
export class SolutionsService {
  constructor(
    private readonly db: Database,
    private readonly files: FilesService,
    private readonly configured: ConfiguredItems,
  ) {}

  private filters(body: SolutionFilter, principal: Principal): SolutionFilters {
    return {
      keyword: body.keyword || undefined,
      status: body.status,
      opportunityId: body.opportunityId,
      customerId: body.customerId,
      allVersions: body.allVersions,
      ...(isPartner(principal) ? { companyId: principal.companyId ?? -1, partnerVisible: true } : {}),
    };
  }

  private toSolution(row: SolutionRow, principal: Principal, lang: Language): Solution {
    return {
      id: row.id,
      solutionNo: row.solutionNo,
      version: row.version,
      latest: row.latest,
      title: row.title,
      status: row.status,
      opportunityId: row.opportunityId,
      opptNo: row.opptNo,
      projectName: row.projectName,
      customerName: nameInLanguage(
        { cn: row.customerName, en: row.customerNameEn, kr: row.customerNameKr },
        lang,
      ),
      productLineCode: row.productLineCode,
      companyName: recordCompanyName(row, lang),
      designerName: row.designerName,
      lineCount: row.lineCount,
      listTotal: row.listTotal,
      currency: row.currency,
      returnReason: row.returnReason,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      rowVersion: row.rowVersion,
      actions: solutionActionsOf(row, principal),
    };
  }

  page(body: PageSolutionsBody, principal: Principal, lang: Language): Promise<Page<Solution>> {
    const filters = this.filters(body, principal);
    const sort = { field: body.sortField, order: body.sortOrder };
    return pagedQuery(
      this.db,
      body,
      (window) => repo.findSolutions(this.db, filters, sort, window),
      () => repo.countSolutions(this.db, filters),
      (row) => this.toSolution(row, principal, lang),
    );
  }

  /** A solution the caller may read, else "record not found". */
  private visible(id: number, principal: Principal, db: DbOrTx, lock = false): Promise<SolutionRow> {
    return visibleSolution(db, id, principal, lock);
  }

  async get(id: number, principal: Principal, lang: Language, db: DbOrTx = this.db): Promise<SolutionInfo> {
    const row = await this.visible(id, principal, db);
    const lineRows = await repo.findLineRows(db, id);
    const lines = lineRows.map((line) => ({
      kind: line.kind,
      itemId: itemIdOf(line),
      quantity: line.quantity,
    }));
    const items = await findLineItems(db, lines, this.configured);
    return {
      ...this.toSolution(row, principal, lang),
      notes: row.notes,
      lines: lineRows.map((line): SolutionLine => {
        const itemId = itemIdOf(line);
        const item = items.get(itemKey(line.kind, itemId));
        return {
          id: line.id,
          kind: line.kind,
          itemId,
          code: item?.code ?? '--',
          name: item ? nameInLanguage(item.names, lang) : '--',
          quantity: decimal(line.quantity).toString(),
          unit: item?.unit ?? null,
          unitPrice: item?.unitPrice ?? null,
          amount: item ? pricedLine(item, line.quantity).amount : null,
          currency: item?.currency ?? null,
          note: line.note,
          modelVersion: item?.modelVersion ?? null,
          replacedBy: item?.replacedBy ?? null,
        };
      }),
      files: await repo.findSolutionFiles(db, id),
      versions: (await repo.findVersions(db, row.solutionNo)).map((version) => ({
        ...version,
        updatedAt: version.updatedAt.toISOString(),
      })),
    };
  }

  /** Open opportunities the caller designs (an administrator: all), to start a solution for. */
  designableOpportunities(
    body: { keyword?: string | undefined; pageNum: number; pageSize: number },
    principal: Principal,
  ): Promise<Page<DesignableOpportunity>> {
    if (isPartner(principal)) throw noPermission();
    const designer = principal.roles.includes('admin') ? undefined : principal.userId;
    return pagedQuery(
      this.db,
      body,
      (window) => findDesignableOpportunities(this.db, body.keyword, designer, window),
      () => countDesignableOpportunities(this.db, body.keyword, designer),
    );
  }

  /** The lines checked (each item exists and may be used) and priced. */
  private async pricedLines(db: DbOrTx, lines: readonly SaveSolutionLine[]) {
    const items = await findLineItems(db, lines, this.configured);
    return lines.map((line, index) => {
      const item = items.get(itemKey(line.kind, line.itemId));
      if (!item?.usable) throw refused('solution.refused.itemUnknown', { line: index + 1 });
      const { amount } = pricedLine(item, line.quantity);
      if (amount !== null && !fitsAmountColumn(amount))
        throw refused('validation.amountTooLarge', { line: index + 1, max: maxAmountShown });
      return { ...line, amount, currency: item.currency };
    });
  }

  private async writeLines(tx: DbOrTx, solutionId: number, lines: readonly SaveSolutionLine[]) {
    await writes.replaceSolutionLines(
      tx,
      solutionId,
      lines.map((line, sort) => ({
        solutionId,
        kind: line.kind,
        configurationId: line.kind === 'configured' ? line.itemId : null,
        equipmentModelId: line.kind === 'model' ? line.itemId : null,
        materialId: line.kind === 'material' ? line.itemId : null,
        virtualMaterialId: line.kind === 'virtual' ? line.itemId : null,
        quantity: line.quantity,
        note: line.note,
        sort,
      })),
    );
  }

  async save(body: SaveSolutionBody, principal: Principal, lang: Language): Promise<SolutionInfo> {
    if (isPartner(principal)) throw noPermission();
    const attachable = await findAttachableFileIds(this.db, body.fileIds);
    if (body.fileIds.some((id) => !attachable.has(id))) throw refused('solution.refused.fileUnknown');
    return this.db.transaction(async (tx) => {
      const priced = await this.pricedLines(tx, body.lines);
      const { listTotal, currency } = listTotalOf(priced);
      if (listTotal !== null && !fitsAmountColumn(listTotal))
        throw refused('validation.totalTooLarge', { max: maxAmountShown });
      const values = {
        title: body.title,
        notes: body.notes,
        listTotal,
        currency,
        updatedBy: principal.userId,
        updatedAt: new Date(),
      };
      let id: number;
      if (body.id === undefined) {
        // Creating is no move of the machine: the designer of an open opportunity starts a draft.
        const opportunity = await findOpportunityFacts(tx, body.opportunityId!);
        if (!opportunity) throw recordNotFound();
        if (!isDesigner(opportunity, principal)) throw noPermission();
        if (!opportunityOpen(opportunity.stage)) throw refused('solution.refused.opportunityClosed');
        const now = new Date();
        id = await writes.insertSolution(tx, {
          ...values,
          solutionNo: await repo.nextSolutionNo(tx, now),
          opportunityId: opportunity.id,
          createdBy: principal.userId,
        });
        await insertAuditEntry(tx, {
          entity: solutionEntity,
          entityId: id,
          action: 'create',
          toState: 'draft',
          actorId: principal.userId,
          comment: 'v1',
        });
      } else {
        id = body.id;
        const move = await this.check(tx, id, 'edit', principal, body.rowVersion);
        await writes.updateSolution(tx, id, values);
        await recordTransition(tx, solutionEntity, { id, actorId: principal.userId, ...move });
      }
      await this.writeLines(tx, id, body.lines);
      await repo.replaceSolutionFiles(tx, id, body.fileIds);
      return this.get(id, principal, lang, tx);
    });
  }

  /** Locks a solution and checks a move on it: side, permission, the module's rule, version, state. */
  private check(tx: DbOrTx, id: number, action: SolutionAction, principal: Principal, sentVersion?: number) {
    return checkMove(tx, id, action, principal, sentVersion);
  }

  /**
   * startDesign, submit: a move that only changes the state. A submission starts the solution's approval
   * process (a resubmission after a return, its next round).
   */
  async move(
    action: 'startDesign' | 'submit',
    body: SolutionMoveBody,
    principal: Principal,
    lang: Language,
  ): Promise<SolutionInfo> {
    return this.db.transaction(async (tx) => {
      const move = await this.check(tx, body.id, action, principal, body.rowVersion);
      if (action === 'submit' && move.row.lineCount === 0) throw refused('solution.refused.noLines');
      await setState(tx, body.id, move.to, principal, { returnReason: null });
      await recordTransition(tx, solutionEntity, { id: body.id, actorId: principal.userId, ...move });
      if (action === 'submit') await startProcess(tx, solutionProcess, body.id, principal, lang);
      return this.get(body.id, principal, lang, tx);
    });
  }

  /** The approver's approve or return (with its reason), through the solution's approval process. */
  async decide(
    decision: SolutionDecision,
    body: SolutionMoveBody & { reason?: string },
    principal: Principal,
    lang: Language,
  ): Promise<SolutionInfo> {
    return this.db.transaction(async (tx) => {
      await decideSolution(tx, body.id, decision, principal, lang, body);
      return this.get(body.id, principal, lang, tx);
    });
  }

  /** Makes the next version of an approved solution: a draft copy of it, now the latest. */
  async revise(body: SolutionMoveBody, principal: Principal, lang: Language): Promise<SolutionInfo> {
    return this.db.transaction(async (tx) => {
      const move = await this.check(tx, body.id, 'revise', principal, body.rowVersion);
      const current = move.row;
      await writes.updateSolution(tx, current.id, { latest: false });
      const next = current.version + 1;
      const id = await writes.insertSolution(tx, {
        solutionNo: current.solutionNo,
        version: next,
        opportunityId: current.opportunityId,
        title: current.title,
        notes: current.notes,
        listTotal: current.listTotal,
        currency: current.currency,
        createdBy: principal.userId,
        updatedBy: principal.userId,
      });
      const lines = await repo.findLineRows(tx, current.id);
      await this.writeLines(
        tx,
        id,
        lines.map((line) => ({
          kind: line.kind,
          itemId: itemIdOf(line),
          quantity: line.quantity,
          note: line.note,
        })),
      );
      const files = await repo.findSolutionFiles(tx, current.id);
      await repo.replaceSolutionFiles(
        tx,
        id,
        files.map((file) => file.id),
      );
      await recordTransition(tx, solutionEntity, {
        id: current.id,
        actorId: principal.userId,
        comment: `v${next}`,
        ...move,
      });
      await insertAuditEntry(tx, {
        entity: solutionEntity,
        entityId: id,
        action: 'create',
        toState: 'draft',
        actorId: principal.userId,
        comment: `v${next}`,
      });
      return this.get(id, principal, lang, tx);
    });
  }

  /** Deletes a draft; a revision's draft gives the latest place back to the version before it. */
  async delete(body: SolutionMoveBody, principal: Principal): Promise<void> {
    await this.db.transaction(async (tx) => {
      const move = await this.check(tx, body.id, 'delete', principal, body.rowVersion);
      await writes.deleteSolution(tx, body.id);
      if (move.row.version > 1) await writes.markLatestVersion(tx, move.row.solutionNo, move.row.version - 1);
      await recordTransition(tx, solutionEntity, { id: body.id, actorId: principal.userId, ...move });
    });
  }

  async openFile(solutionId: number, fileId: string, principal: Principal): Promise<Download> {
    await this.visible(solutionId, principal, this.db);
    const files = await repo.findSolutionFiles(this.db, solutionId);
    if (!files.some((file) => file.id === fileId)) throw refused('error.fileNotFound');
    return this.files.openDownload(fileId, principal, { authorised: true });
  }

  async export(
    body: SolutionFilter & ExportColumnsChoice,
    principal: Principal,
    lang: Language,
    reply: FastifyReply,
  ): Promise<void> {
    const filters = this.filters(body, principal);
    assertExportable(await repo.countSolutions(this.db, filters));
    const t = (key: MessageKey) => translate(lang, key);
    const sort = { field: body.sortField, order: body.sortOrder };
    await sendXlsx<SolutionRow>(reply, {
      fileName: datedFileName(t('solution.exportName')),
      sheetName: t('solution.exportName'),
      only: body.columns,
      columns: [
        { key: 'solutionNo', header: t('solution.field.solutionNo'), width: 16, value: (r) => r.solutionNo },
        { key: 'version', header: t('solution.field.version'), width: 8, value: (r) => r.version },
        { key: 'title', header: t('solution.field.title'), width: 36, value: (r) => r.title },
        {
          key: 'status',
          header: t('solution.field.status'),
          width: 12,
          value: (r) => t(`solution.status.${r.status}`),
        },
        { key: 'opptNo', header: t('solution.field.opportunity'), width: 16, value: (r) => r.opptNo },
        { key: 'project', header: t('solution.field.project'), width: 30, value: (r) => r.projectName },
        { key: 'customer', header: t('solution.field.customer'), width: 30, value: (r) => r.customerName },
        {
          key: 'company',
          header: t('solution.field.company'),
          width: 24,
          value: (r) => recordCompanyName(r, lang),
        },
        { key: 'designer', header: t('solution.field.designer'), width: 16, value: (r) => r.designerName },
        { key: 'lines', header: t('solution.field.lines'), width: 8, value: (r) => r.lineCount },
        {
          key: 'listTotal',
          header: t('solution.field.listTotal'),
          width: 16,
          value: (r) => exactAmount(r.listTotal),
        },
        { header: t('solution.field.currency'), width: 8, value: (r) => r.currency },
        { key: 'updatedAt', header: t('solution.field.updatedAt'), width: 20, value: (r) => r.updatedAt },
      ],
      batches: pagedBatches((offset, limit) => repo.findSolutions(this.db, filters, sort, { offset, limit })),
    });
  }
}

/** The item a stored line designs. */
function itemIdOf(line: {
  configurationId: number | null;
  equipmentModelId: number | null;
  materialId: number | null;
  virtualMaterialId: number | null;
}): number {
  return line.configurationId ?? line.equipmentModelId ?? line.materialId ?? line.virtualMaterialId ?? 0;
}
