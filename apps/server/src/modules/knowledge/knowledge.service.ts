import type {
  Language,
  MessageKey,
  PagePoliciesBody,
  PageQaBody,
  Page,
  Policy,
  PolicyFilter,
  PolicyInfo,
  QaEntry,
  QaFilter,
  SavePolicyBody,
  SaveQaBody,
} from '@portal/contract';
import { translate } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { noPermission, recordNotFound, refused } from '../../core/app-error';
import type { Principal } from '../../core/principal';
import { assertExportable, pagedBatches, sendXlsx } from '../../core/xlsx-export';
import type { Database, DbOrTx } from '../../db/database';
import { policies, qaEntries } from '../../db/schema';
import type { Download, FilesService } from '../files';
import { insertAuditEntry } from '../../core/audit';
import * as repo from './knowledge.repository';
import type { PolicyFilters, PolicyRow, QaFilters, QaRow } from './knowledge.repository';
import { policyEntity, qaEntity } from './knowledge.repository';
import { isActiveProductLine } from '../reference-data';

const iso = (value: Date | null) => (value ? value.toISOString() : null);
const stateOf = (published: boolean) => (published ? 'published' : 'draft');
const isPartner = (principal: Principal) => principal.kind === 'partner';
const fileDay = () => new Date().toISOString().slice(0, 10).replaceAll('-', '');

function toQa(row: QaRow): QaEntry {
  return {
    ...row,
    publishedAt: iso(row.publishedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toPolicy(row: PolicyRow): Policy {
  return {
    id: row.id,
    title: row.title,
    effectiveFrom: row.effectiveFrom,
    effectiveTo: row.effectiveTo,
    version: row.version,
    published: row.published,
    publishedAt: iso(row.publishedAt),
    inEffect: row.inEffect,
    fileCount: row.fileCount,
    updatedByName: row.updatedByName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Writes are staff work: the button codes are staff grants, and a partner is refused even if granted one. */
function staffOnly(principal: Principal) {
  if (isPartner(principal)) throw noPermission();
}

/**
 * QA entries and policies. Staff see drafts and published records and, with qa.edit / policy.edit, write
 * them; partners see only published QA entries and published policies in effect today, and anything else
 * answers "record not found". Every change writes its audit entry in the same transaction.
 *
 * Policy versions: a new policy is a draft of version 1. Editing a draft keeps its version. Editing a
 * published policy makes the next version (version + 1) at once, still published; the audit entry
 * (action `revise`, from `v<n>` to `v<n+1>`) keeps the previous version's title, body, dates and files.
 */
export class KnowledgeService {
  constructor(
    private readonly db: Database,
    private readonly files: FilesService,
  ) {}

  // ------------------------------------------------------------ QA

  private qaFilters(body: QaFilter, principal: Principal): QaFilters {
    return {
      keyword: body.keyword || undefined,
      productLineCode: body.productLineCode || undefined,
      published: isPartner(principal) ? true : (body.published ?? undefined),
    };
  }

  async pageQa(body: PageQaBody, principal: Principal): Promise<Page<QaEntry>> {
    const filters = this.qaFilters(body, principal);
    const [total, rows] = await Promise.all([
      repo.countQa(this.db, filters),
      repo.findQa(
        this.db,
        filters,
        { field: body.sortField, order: body.sortOrder },
        {
          offset: (body.pageNum - 1) * body.pageSize,
          limit: body.pageSize,
        },
      ),
    ]);
    return { list: rows.map(toQa), total, pageNum: body.pageNum, pageSize: body.pageSize };
  }

  async getQa(id: number, principal: Principal, db: DbOrTx = this.db): Promise<QaEntry> {
    const row = await repo.findQaById(db, id);
    if (!row || (isPartner(principal) && !row.published)) throw recordNotFound();
    return toQa(row);
  }

  async saveQa(body: SaveQaBody, principal: Principal): Promise<QaEntry> {
    staffOnly(principal);
    if (body.productLineCode && !(await isActiveProductLine(this.db, body.productLineCode)))
      throw refused('knowledge.qa.productLineUnknown');
    return this.db.transaction(async (tx) => {
      const values = {
        question: body.question,
        answer: body.answer,
        productLineCode: body.productLineCode,
        updatedBy: principal.userId,
        updatedAt: new Date(),
      };
      let id: number;
      if (body.id === undefined) {
        const [row] = await tx
          .insert(qaEntries)
          .values({ ...values, createdBy: principal.userId })
          .returning({ id: qaEntries.id });
        id = row!.id;
        await insertAuditEntry(tx, {
          entity: qaEntity,
          entityId: id,
          action: 'create',
          toState: 'draft',
          actorId: principal.userId,
        });
      } else {
        const [row] = await tx
          .update(qaEntries)
          .set(values)
          .where(eq(qaEntries.id, body.id))
          .returning({ id: qaEntries.id, published: qaEntries.published });
        if (!row) throw recordNotFound();
        id = row.id;
        const state = stateOf(row.published);
        await insertAuditEntry(tx, {
          entity: qaEntity,
          entityId: id,
          action: 'edit',
          fromState: state,
          toState: state,
          actorId: principal.userId,
        });
      }
      return this.getQa(id, principal, tx);
    });
  }

  /** Publishes (true) or unpublishes (false) a QA entry; only from the other state. */
  async setQaPublished(id: number, published: boolean, principal: Principal): Promise<QaEntry> {
    staffOnly(principal);
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(qaEntries)
        .set({
          published,
          publishedAt: published ? new Date() : null,
          updatedBy: principal.userId,
          updatedAt: new Date(),
        })
        .where(and(eq(qaEntries.id, id), eq(qaEntries.published, !published)))
        .returning({ id: qaEntries.id });
      if (!row) {
        if (!(await repo.findQaById(tx, id))) throw recordNotFound();
        throw refused(published ? 'knowledge.qa.alreadyPublished' : 'knowledge.qa.notPublished');
      }
      await insertAuditEntry(tx, {
        entity: qaEntity,
        entityId: id,
        action: published ? 'publish' : 'unpublish',
        fromState: stateOf(!published),
        toState: stateOf(published),
        actorId: principal.userId,
      });
      return this.getQa(id, principal, tx);
    });
  }

  /** Deletes a QA entry that is not published. */
  async deleteQa(id: number, principal: Principal): Promise<void> {
    staffOnly(principal);
    await this.db.transaction(async (tx) => {
      const deleted = await tx
        .delete(qaEntries)
        .where(and(eq(qaEntries.id, id), eq(qaEntries.published, false)))
        .returning({ id: qaEntries.id, question: qaEntries.question });
      if (deleted.length === 0) {
        if (!(await repo.findQaById(tx, id))) throw recordNotFound();
        throw refused('knowledge.qa.deletePublished');
      }
      await insertAuditEntry(tx, {
        entity: qaEntity,
        entityId: id,
        action: 'delete',
        fromState: 'draft',
        actorId: principal.userId,
        comment: deleted[0]!.question.slice(0, 200),
      });
    });
  }

  async exportQa(body: QaFilter, principal: Principal, lang: Language, reply: FastifyReply): Promise<void> {
    const filters = this.qaFilters(body, principal);
    assertExportable(await repo.countQa(this.db, filters));
    const t = (key: MessageKey) => translate(lang, key);
    const sort = { field: body.sortField, order: body.sortOrder };
    await sendXlsx<QaRow>(reply, {
      fileName: `${t('knowledge.qa.exportName')}-${fileDay()}.xlsx`,
      sheetName: t('knowledge.qa.exportName'),
      columns: [
        { header: t('knowledge.qa.question'), width: 40, value: (r) => r.question },
        { header: t('knowledge.qa.answer'), width: 60, value: (r) => r.answer },
        { header: t('knowledge.qa.productLine'), width: 14, value: (r) => r.productLineCode },
        {
          header: t('knowledge.field.status'),
          width: 12,
          value: (r) => t(r.published ? 'knowledge.status.published' : 'knowledge.status.draft'),
        },
        { header: t('knowledge.field.updatedAt'), width: 20, value: (r) => r.updatedAt },
      ],
      batches: pagedBatches((offset, limit) => repo.findQa(this.db, filters, sort, { offset, limit })),
    });
  }

  // ------------------------------------------------------------ policies

  private policyFilters(body: PolicyFilter, principal: Principal): PolicyFilters {
    return {
      keyword: body.keyword || undefined,
      effectiveOn: body.effectiveOn ?? undefined,
      ...(isPartner(principal) ? { inEffectToday: true } : { published: body.published ?? undefined }),
    };
  }

  async pagePolicies(body: PagePoliciesBody, principal: Principal): Promise<Page<Policy>> {
    const filters = this.policyFilters(body, principal);
    const [total, rows] = await Promise.all([
      repo.countPolicies(this.db, filters),
      repo.findPolicies(
        this.db,
        filters,
        { field: body.sortField, order: body.sortOrder },
        {
          offset: (body.pageNum - 1) * body.pageSize,
          limit: body.pageSize,
        },
      ),
    ]);
    return { list: rows.map(toPolicy), total, pageNum: body.pageNum, pageSize: body.pageSize };
  }

  /** A policy the caller may read (a partner: published and in effect), else "record not found". */
  private async visiblePolicy(id: number, principal: Principal, db: DbOrTx = this.db): Promise<PolicyRow> {
    const row = await repo.findPolicyById(db, id);
    if (!row || (isPartner(principal) && !row.inEffect)) throw recordNotFound();
    return row;
  }

  async getPolicy(id: number, principal: Principal, db: DbOrTx = this.db): Promise<PolicyInfo> {
    const row = await this.visiblePolicy(id, principal, db);
    const files = await repo.findPolicyFiles(db, id);
    return { ...toPolicy(row), body: row.body, files };
  }

  async savePolicy(body: SavePolicyBody, principal: Principal): Promise<PolicyInfo> {
    staffOnly(principal);
    const attachable = await repo.findAttachableFileIds(this.db, body.fileIds);
    if (body.fileIds.some((id) => !attachable.has(id))) throw refused('knowledge.policy.fileUnknown');
    return this.db.transaction(async (tx) => {
      const values = {
        title: body.title,
        body: body.body,
        effectiveFrom: body.effectiveFrom,
        effectiveTo: body.effectiveTo,
        updatedBy: principal.userId,
        updatedAt: new Date(),
      };
      let id: number;
      if (body.id === undefined) {
        const [row] = await tx
          .insert(policies)
          .values({ ...values, createdBy: principal.userId })
          .returning({ id: policies.id });
        id = row!.id;
        await insertAuditEntry(tx, {
          entity: policyEntity,
          entityId: id,
          action: 'create',
          toState: 'draft',
          actorId: principal.userId,
          comment: 'v1',
        });
      } else {
        id = body.id;
        // Locked, so two edits of a published policy make two versions, never one twice.
        const current = await repo.findPolicyById(tx, id, true);
        if (!current) throw recordNotFound();
        const previousFiles = await repo.findPolicyFiles(tx, id);
        if (current.published) {
          const next = current.version + 1;
          await tx
            .update(policies)
            .set({ ...values, version: next })
            .where(eq(policies.id, id));
          await insertAuditEntry(tx, {
            entity: policyEntity,
            entityId: id,
            action: 'revise',
            fromState: `v${current.version}`,
            toState: `v${next}`,
            actorId: principal.userId,
            comment: JSON.stringify({
              version: current.version,
              title: current.title,
              body: current.body,
              effectiveFrom: current.effectiveFrom,
              effectiveTo: current.effectiveTo,
              fileIds: previousFiles.map((f) => f.id),
            }),
          });
        } else {
          await tx.update(policies).set(values).where(eq(policies.id, id));
          await insertAuditEntry(tx, {
            entity: policyEntity,
            entityId: id,
            action: 'edit',
            fromState: 'draft',
            toState: 'draft',
            actorId: principal.userId,
            comment: `v${current.version}`,
          });
        }
      }
      await repo.replacePolicyFiles(tx, id, body.fileIds);
      return this.getPolicy(id, principal, tx);
    });
  }

  async setPolicyPublished(id: number, published: boolean, principal: Principal): Promise<PolicyInfo> {
    staffOnly(principal);
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(policies)
        .set({
          published,
          publishedAt: published ? new Date() : null,
          updatedBy: principal.userId,
          updatedAt: new Date(),
        })
        .where(and(eq(policies.id, id), eq(policies.published, !published)))
        .returning({ id: policies.id, version: policies.version });
      if (!row) {
        if (!(await repo.findPolicyById(tx, id))) throw recordNotFound();
        throw refused(published ? 'knowledge.policy.alreadyPublished' : 'knowledge.policy.notPublished');
      }
      await insertAuditEntry(tx, {
        entity: policyEntity,
        entityId: id,
        action: published ? 'publish' : 'unpublish',
        fromState: stateOf(!published),
        toState: stateOf(published),
        actorId: principal.userId,
        comment: `v${row.version}`,
      });
      return this.getPolicy(id, principal, tx);
    });
  }

  async deletePolicy(id: number, principal: Principal): Promise<void> {
    staffOnly(principal);
    await this.db.transaction(async (tx) => {
      const deleted = await tx
        .delete(policies)
        .where(and(eq(policies.id, id), eq(policies.published, false)))
        .returning({ id: policies.id, title: policies.title });
      if (deleted.length === 0) {
        if (!(await repo.findPolicyById(tx, id))) throw recordNotFound();
        throw refused('knowledge.policy.deletePublished');
      }
      await insertAuditEntry(tx, {
        entity: policyEntity,
        entityId: id,
        action: 'delete',
        fromState: 'draft',
        actorId: principal.userId,
        comment: deleted[0]!.title.slice(0, 200),
      });
    });
  }

  /**
   * An attachment of a policy the caller may read. The policy decides: staff files attached to a
   * published policy in effect are readable by partners, which the files module's own rule (a partner
   * reads only its company's files) would refuse; so, after this check, the file is opened as authorised.
   */
  async openPolicyFile(policyId: number, fileId: string, principal: Principal): Promise<Download> {
    await this.visiblePolicy(policyId, principal);
    if (!(await repo.isPolicyFile(this.db, policyId, fileId))) throw refused('error.fileNotFound');
    return this.files.openDownload(fileId, principal, { authorised: true });
  }

  async exportPolicies(
    body: PolicyFilter,
    principal: Principal,
    lang: Language,
    reply: FastifyReply,
  ): Promise<void> {
    const filters = this.policyFilters(body, principal);
    assertExportable(await repo.countPolicies(this.db, filters));
    const t = (key: MessageKey) => translate(lang, key);
    const sort = { field: body.sortField, order: body.sortOrder };
    await sendXlsx<PolicyRow>(reply, {
      fileName: `${t('knowledge.policy.exportName')}-${fileDay()}.xlsx`,
      sheetName: t('knowledge.policy.exportName'),
      columns: [
        { header: t('knowledge.policy.title'), width: 40, value: (r) => r.title },
        { header: t('knowledge.policy.version'), width: 8, value: (r) => r.version },
        { header: t('knowledge.policy.effectiveFrom'), width: 14, value: (r) => r.effectiveFrom },
        { header: t('knowledge.policy.effectiveTo'), width: 14, value: (r) => r.effectiveTo ?? '--' },
        {
          header: t('knowledge.field.status'),
          width: 12,
          value: (r) => t(r.published ? 'knowledge.status.published' : 'knowledge.status.draft'),
        },
        { header: t('knowledge.policy.attachments'), width: 10, value: (r) => r.fileCount },
        { header: t('knowledge.policy.body'), width: 80, value: (r) => r.body },
        { header: t('knowledge.field.updatedAt'), width: 20, value: (r) => r.updatedAt },
      ],
      batches: pagedBatches((offset, limit) => repo.findPolicies(this.db, filters, sort, { offset, limit })),
    });
  }
}
