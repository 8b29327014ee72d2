import type {
  ExportColumnsChoice,
  Language,
  MessageKey,
  Page,
  PageQaBody,
  QaAction,
  QaEntry,
  QaFilter,
  SaveQaBody,
} from '@portal/contract';
import { knowledgeStateOf, qaTransitions, translate } from '@portal/contract';
import type { FastifyReply } from 'fastify';
import { noPermission, recordNotFound, refused } from '../../core/app-error';
import { insertAuditEntry } from '../../core/audit';
import type { Principal } from '../../core/principal';
import { pagedQuery } from '../../core/sql';
import { availableActions, checkTransition, recordTransition } from '../../core/transitions';
import { assertExportable, datedFileName, pagedBatches, sendXlsx } from '../../core/xlsx-export';
import type { Database, DbOrTx } from '../../db/database';
import { isActiveProductLine } from '../reference-data';
import * as writes from './knowledge.qa.repository';
import * as repo from './knowledge.repository';
import type { QaFilters, QaRow } from './knowledge.repository';
import { qaEntity } from './knowledge.repository';

const iso = (value: Date | null) => (value ? value.toISOString() : null);
const isPartner = (principal: Principal) => principal.kind === 'partner';

/** A QA entry as its reader receives it, with the actions of the transition table the reader may take. */
function toQa(row: QaRow, principal: Principal): QaEntry {
  return {
    ...row,
    publishedAt: iso(row.publishedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    actions: availableActions(qaTransitions, knowledgeStateOf(row.published), principal),
  };
}

/** The refusal of a move from the wrong state. */
const illegalMove: Record<QaAction, MessageKey> = {
  edit: 'knowledge.qa.alreadyPublished',
  editPublished: 'knowledge.qa.notPublished',
  publish: 'knowledge.qa.alreadyPublished',
  unpublish: 'knowledge.qa.notPublished',
  delete: 'knowledge.qa.deletePublished',
};

/**
 * QA entries. Staff see drafts and published entries and, with qa.edit, write them through the
 * transition table `qaTransitions` (contract); partners see only published entries, anything else
 * answers "record not found". Every change checks the row version when one is sent, raises it, and
 * writes its audit entry in the same transaction.
 */
export class QaService {
  constructor(private readonly db: Database) {}

  private filters(body: QaFilter, principal: Principal): QaFilters {
    return {
      keyword: body.keyword || undefined,
      productLineCode: body.productLineCode || undefined,
      published: isPartner(principal) ? true : (body.published ?? undefined),
    };
  }

  /** A page of entries, those in the reader's language first. */
  page(body: PageQaBody, principal: Principal, lang: Language): Promise<Page<QaEntry>> {
    const filters = this.filters(body, principal);
    const sort = { field: body.sortField, order: body.sortOrder, firstLanguage: lang };
    return pagedQuery(
      this.db,
      body,
      (window) => repo.findQa(this.db, filters, sort, window),
      () => repo.countQa(this.db, filters),
      (row) => toQa(row, principal),
    );
  }

  async get(id: number, principal: Principal, db: DbOrTx = this.db): Promise<QaEntry> {
    const row = await repo.findQaById(db, id);
    if (!row || (isPartner(principal) && !row.published)) throw recordNotFound();
    return toQa(row, principal);
  }

  /**
   * Locks an entry and checks a move on it: side, permission, row version, state. `move` is the
   * action, or picks it from the entry.
   */
  private async check(
    tx: DbOrTx,
    id: number,
    move: QaAction | ((row: QaRow) => QaAction),
    principal: Principal,
    sentVersion?: number,
  ) {
    const row = await repo.findQaById(tx, id, true);
    if (!row) throw recordNotFound();
    const action = typeof move === 'function' ? move(row) : move;
    const from = knowledgeStateOf(row.published);
    const to = checkTransition({
      table: qaTransitions,
      action,
      record: { id, state: from, version: row.rowVersion },
      principal,
      sentVersion,
      refusal: illegalMove[action],
    });
    return { row, from, to };
  }

  /** Creates a draft (no id) or edits an entry; a published entry stays published. */
  /** `lang`, the writer's language, is the language of a new entry that names none. */
  async save(body: SaveQaBody, principal: Principal, lang: Language): Promise<QaEntry> {
    // Creating is no move of the machine: only its side rule applies (a partner never writes).
    if (isPartner(principal)) throw noPermission();
    if (body.productLineCode && !(await isActiveProductLine(this.db, body.productLineCode)))
      throw refused('knowledge.qa.productLineUnknown');
    return this.db.transaction(async (tx) => {
      const values = {
        question: body.question,
        answer: body.answer,
        productLineCode: body.productLineCode,
        ...(body.language ? { language: body.language } : {}),
        updatedBy: principal.userId,
        updatedAt: new Date(),
      };
      if (body.id === undefined) {
        const newId = await writes.insertQa(tx, { language: lang, ...values, createdBy: principal.userId });
        await insertAuditEntry(tx, {
          entity: qaEntity,
          entityId: newId,
          action: 'create',
          toState: 'draft',
          actorId: principal.userId,
        });
        return this.get(newId, principal, tx);
      }
      const id = body.id;
      const { from, to } = await this.check(
        tx,
        id,
        (row) => (row.published ? 'editPublished' : 'edit'),
        principal,
        body.rowVersion,
      );
      await writes.updateQa(tx, id, values);
      // Both edits are `edit` in the trail, from and to the state the entry keeps.
      await recordTransition(tx, qaEntity, { id, action: 'edit', from, to, actorId: principal.userId });
      return this.get(id, principal, tx);
    });
  }

  /** Publishes (true) or unpublishes (false) an entry. */
  async setPublished(
    id: number,
    published: boolean,
    principal: Principal,
    sentVersion?: number,
  ): Promise<QaEntry> {
    const action = published ? 'publish' : 'unpublish';
    return this.db.transaction(async (tx) => {
      const { from, to } = await this.check(tx, id, action, principal, sentVersion);
      await writes.updateQa(tx, id, {
        published: to === 'published',
        publishedAt: to === 'published' ? new Date() : null,
        updatedBy: principal.userId,
        updatedAt: new Date(),
      });
      await recordTransition(tx, qaEntity, { id, action, from, to, actorId: principal.userId });
      return this.get(id, principal, tx);
    });
  }

  /** Deletes a draft. */
  async delete(id: number, principal: Principal, sentVersion?: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const { row, from } = await this.check(tx, id, 'delete', principal, sentVersion);
      await writes.deleteQa(tx, id);
      // The trail leaves the state of a record that no longer exists empty.
      await insertAuditEntry(tx, {
        entity: qaEntity,
        entityId: id,
        action: 'delete',
        fromState: from,
        actorId: principal.userId,
        comment: row.question.slice(0, 200),
      });
    });
  }

  async export(
    body: QaFilter & ExportColumnsChoice,
    principal: Principal,
    lang: Language,
    reply: FastifyReply,
  ): Promise<void> {
    const filters = this.filters(body, principal);
    assertExportable(await repo.countQa(this.db, filters));
    const t = (key: MessageKey) => translate(lang, key);
    const sort = { field: body.sortField, order: body.sortOrder };
    await sendXlsx<QaRow>(reply, {
      fileName: datedFileName(t('knowledge.qa.exportName')),
      sheetName: t('knowledge.qa.exportName'),
      only: body.columns,
      columns: [
        { key: 'question', header: t('knowledge.qa.question'), width: 40, value: (r) => r.question },
        { key: 'answer', header: t('knowledge.qa.answer'), width: 60, value: (r) => r.answer },
        {
          key: 'productLine',
          header: t('knowledge.qa.productLine'),
          width: 14,
          value: (r) => r.productLineCode,
        },
        {
          key: 'status',
          header: t('knowledge.field.status'),
          width: 12,
          value: (r) => t(r.published ? 'knowledge.status.published' : 'knowledge.status.draft'),
        },
        { key: 'updatedAt', header: t('knowledge.field.updatedAt'), width: 20, value: (r) => r.updatedAt },
      ],
      batches: pagedBatches((offset, limit) => repo.findQa(this.db, filters, sort, { offset, limit })),
    });
  }
}
