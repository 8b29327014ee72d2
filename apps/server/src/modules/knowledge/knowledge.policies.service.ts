import type {
  ExportColumnsChoice,
  Language,
  MessageKey,
  Page,
  PagePoliciesBody,
  Policy,
  PolicyAction,
  PolicyFilter,
  PolicyInfo,
  SavePolicyBody,
} from '@portal/contract';
import { knowledgeStateOf, policyTransitions, translate } from '@portal/contract';
import type { FastifyReply } from 'fastify';
import { noPermission, recordNotFound, refused } from '../../core/app-error';
import { insertAuditEntry } from '../../core/audit';
import type { Principal } from '../../core/principal';
import { pagedQuery } from '../../core/sql';
import { availableActions, checkTransition, recordTransition } from '../../core/transitions';
import { assertExportable, datedFileName, pagedBatches, sendXlsx } from '../../core/xlsx-export';
import type { Database, DbOrTx } from '../../db/database';
import { findAttachableFileIds } from '../files';
import type { Download, FilesService } from '../files';
import * as writes from './knowledge.policies.repository';
import type { NewPolicy } from './knowledge.policies.repository';
import * as repo from './knowledge.repository';
import type { PolicyFilters, PolicyRow } from './knowledge.repository';
import { policyEntity } from './knowledge.repository';

const iso = (value: Date | null) => (value ? value.toISOString() : null);
const isPartner = (principal: Principal) => principal.kind === 'partner';

/** A policy as its reader receives it, with the actions of the transition table the reader may take. */
function toPolicy(row: PolicyRow, principal: Principal): Policy {
  return {
    id: row.id,
    title: row.title,
    effectiveFrom: row.effectiveFrom,
    effectiveTo: row.effectiveTo,
    version: row.version,
    language: row.language,
    published: row.published,
    publishedAt: iso(row.publishedAt),
    inEffect: row.inEffect,
    fileCount: row.fileCount,
    updatedByName: row.updatedByName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    rowVersion: row.rowVersion,
    actions: availableActions(policyTransitions, knowledgeStateOf(row.published), principal),
  };
}

/** The refusal of a move from the wrong state. */
const illegalMove: Record<PolicyAction, MessageKey> = {
  edit: 'knowledge.policy.alreadyPublished',
  revise: 'knowledge.policy.notPublished',
  publish: 'knowledge.policy.alreadyPublished',
  unpublish: 'knowledge.policy.notPublished',
  delete: 'knowledge.policy.deletePublished',
};

/**
 * Policies. Staff see drafts and published policies and, with policy.edit, write them through the
 * transition table `policyTransitions` (contract); partners see only published policies in effect
 * today, anything else answers "record not found". Every change checks the row version when one is
 * sent, raises it, and writes its audit entry in the same transaction.
 *
 * Versions (the policy's business `version`, not its row version): a new policy is a draft of
 * version 1. Editing a draft keeps its version. Editing a published policy (`revise`) makes the next
 * version at once, still published; the audit entry (from `v<n>` to `v<n+1>`) keeps the previous
 * version's title, body, dates and files.
 */
export class PoliciesService {
  constructor(
    private readonly db: Database,
    private readonly files: FilesService,
  ) {}

  private filters(body: PolicyFilter, principal: Principal): PolicyFilters {
    return {
      keyword: body.keyword || undefined,
      effectiveOn: body.effectiveOn ?? undefined,
      ...(isPartner(principal) ? { inEffectToday: true } : { published: body.published ?? undefined }),
    };
  }

  /** A page of policies, those in the reader's language first. */
  page(body: PagePoliciesBody, principal: Principal, lang: Language): Promise<Page<Policy>> {
    const filters = this.filters(body, principal);
    const sort = { field: body.sortField, order: body.sortOrder, firstLanguage: lang };
    return pagedQuery(
      this.db,
      body,
      (window) => repo.findPolicies(this.db, filters, sort, window),
      () => repo.countPolicies(this.db, filters),
      (row) => toPolicy(row, principal),
    );
  }

  /** A policy the caller may read (a partner: published and in effect), else "record not found". */
  private async visible(id: number, principal: Principal, db: DbOrTx = this.db): Promise<PolicyRow> {
    const row = await repo.findPolicyById(db, id);
    if (!row || (isPartner(principal) && !row.inEffect)) throw recordNotFound();
    return row;
  }

  async get(id: number, principal: Principal, db: DbOrTx = this.db): Promise<PolicyInfo> {
    const row = await this.visible(id, principal, db);
    const files = await repo.findPolicyFiles(db, id);
    return { ...toPolicy(row, principal), body: row.body, files };
  }

  /**
   * Locks a policy and checks a move on it: side, permission, row version, state. `move` is the
   * action, or picks it from the policy.
   */
  private async check(
    tx: DbOrTx,
    id: number,
    move: PolicyAction | ((row: PolicyRow) => PolicyAction),
    principal: Principal,
    sentVersion?: number,
  ) {
    // Locked, so two edits of a published policy make two versions, never one twice.
    const row = await repo.findPolicyById(tx, id, true);
    if (!row) throw recordNotFound();
    const action = typeof move === 'function' ? move(row) : move;
    const from = knowledgeStateOf(row.published);
    const to = checkTransition({
      table: policyTransitions,
      action,
      record: { id, state: from, version: row.rowVersion },
      principal,
      sentVersion,
      refusal: illegalMove[action],
    });
    return { row, action, from, to };
  }

  /** `lang`, the writer's language, is the language of a new policy that names none. */
  async save(body: SavePolicyBody, principal: Principal, lang: Language): Promise<PolicyInfo> {
    // Creating is no move of the machine: only its side rule applies (a partner never writes).
    if (isPartner(principal)) throw noPermission();
    const attachable = await findAttachableFileIds(this.db, body.fileIds);
    if (body.fileIds.some((id) => !attachable.has(id))) throw refused('knowledge.policy.fileUnknown');
    return this.db.transaction(async (tx) => {
      const values = {
        title: body.title,
        body: body.body,
        effectiveFrom: body.effectiveFrom,
        effectiveTo: body.effectiveTo,
        ...(body.language ? { language: body.language } : {}),
        updatedBy: principal.userId,
        updatedAt: new Date(),
      };
      let id: number;
      if (body.id === undefined) {
        id = await writes.insertPolicy(tx, { language: lang, ...values, createdBy: principal.userId });
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
        const move = await this.check(
          tx,
          id,
          (row) => (row.published ? 'revise' : 'edit'),
          principal,
          body.rowVersion,
        );
        await this.edit(tx, id, move, values, principal);
      }
      await repo.replacePolicyFiles(tx, id, body.fileIds);
      return this.get(id, principal, tx);
    });
  }

  /** Applies a checked `edit` (same version) or `revise` (next version, the previous one kept in the trail). */
  private async edit(
    tx: DbOrTx,
    id: number,
    move: { row: PolicyRow; action: PolicyAction; from: string; to: string },
    values: Partial<NewPolicy>,
    principal: Principal,
  ) {
    const current = move.row;
    if (move.action === 'revise') {
      const previousFiles = await repo.findPolicyFiles(tx, id);
      const next = current.version + 1;
      await writes.updatePolicy(tx, id, { ...values, version: next });
      // The trail of a revision speaks of versions: from `v<n>` to `v<n+1>`, the previous one kept.
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
      return;
    }
    await writes.updatePolicy(tx, id, values);
    await recordTransition(tx, policyEntity, {
      id,
      action: 'edit',
      from: move.from,
      to: move.to,
      actorId: principal.userId,
      comment: `v${current.version}`,
    });
  }

  /** Publishes (true) or unpublishes (false) a policy. */
  async setPublished(
    id: number,
    published: boolean,
    principal: Principal,
    sentVersion?: number,
  ): Promise<PolicyInfo> {
    const action = published ? 'publish' : 'unpublish';
    return this.db.transaction(async (tx) => {
      const { row, from, to } = await this.check(tx, id, action, principal, sentVersion);
      await writes.updatePolicy(tx, id, {
        published: to === 'published',
        publishedAt: to === 'published' ? new Date() : null,
        updatedBy: principal.userId,
        updatedAt: new Date(),
      });
      await recordTransition(tx, policyEntity, {
        id,
        action,
        from,
        to,
        actorId: principal.userId,
        comment: `v${row.version}`,
      });
      return this.get(id, principal, tx);
    });
  }

  /** Deletes a draft. */
  async delete(id: number, principal: Principal, sentVersion?: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const { row, from } = await this.check(tx, id, 'delete', principal, sentVersion);
      await writes.deletePolicy(tx, id);
      // The trail leaves the state of a record that no longer exists empty.
      await insertAuditEntry(tx, {
        entity: policyEntity,
        entityId: id,
        action: 'delete',
        fromState: from,
        actorId: principal.userId,
        comment: row.title.slice(0, 200),
      });
    });
  }

  /**
   * An attachment of a policy the caller may read. The policy decides: staff files attached to a
   * published policy in effect are readable by partners, which the files module's own rule (a partner
   * reads only its company's files) would refuse; so, after this check, the file is opened as authorised.
   */
  async openFile(policyId: number, fileId: string, principal: Principal): Promise<Download> {
    await this.visible(policyId, principal);
    if (!(await repo.isPolicyFile(this.db, policyId, fileId))) throw refused('error.fileNotFound');
    return this.files.openDownload(fileId, principal, { authorised: true });
  }

  async export(
    body: PolicyFilter & ExportColumnsChoice,
    principal: Principal,
    lang: Language,
    reply: FastifyReply,
  ): Promise<void> {
    const filters = this.filters(body, principal);
    assertExportable(await repo.countPolicies(this.db, filters));
    const t = (key: MessageKey) => translate(lang, key);
    const sort = { field: body.sortField, order: body.sortOrder };
    await sendXlsx<PolicyRow>(reply, {
      fileName: datedFileName(t('knowledge.policy.exportName')),
      sheetName: t('knowledge.policy.exportName'),
      only: body.columns,
      columns: [
        { key: 'title', header: t('knowledge.policy.title'), width: 40, value: (r) => r.title },
        { key: 'version', header: t('knowledge.policy.version'), width: 8, value: (r) => r.version },
        {
          key: 'effectiveFrom',
          header: t('knowledge.policy.effectiveFrom'),
          width: 14,
          value: (r) => r.effectiveFrom,
        },
        {
          key: 'effectiveTo',
          header: t('knowledge.policy.effectiveTo'),
          width: 14,
          value: (r) => r.effectiveTo ?? '--',
        },
        {
          key: 'state',
          header: t('knowledge.field.status'),
          width: 12,
          value: (r) => t(r.published ? 'knowledge.status.published' : 'knowledge.status.draft'),
        },
        { key: 'files', header: t('knowledge.policy.attachments'), width: 10, value: (r) => r.fileCount },
        { key: 'body', header: t('knowledge.policy.body'), width: 80, value: (r) => r.body },
        { key: 'updatedAt', header: t('knowledge.field.updatedAt'), width: 20, value: (r) => r.updatedAt },
      ],
      batches: pagedBatches((offset, limit) => repo.findPolicies(this.db, filters, sort, { offset, limit })),
    });
  }
}
