/**
 * The Q&A of a quotation: one thread for all its versions. The partner of the opportunity's company asks
 * (with its company's documents attached), planning (quotation.edit) answers with staff documents;
 * each reader's unread marks are what others wrote after it last read the thread, and reading the
 * thread marks it read. Answering leaves the asker a notice (the notifications module).
 */
import type {
  AnswerQuestionBody,
  AskQuestionBody,
  PageQaThreadBody,
  QaQuestion,
  QaThreadPage,
  QaUnreadCount,
} from '@portal/contract';
import { permissions } from '@portal/contract';
import { noPermission, recordNotFound, refused } from '../../core/app-error';
import type { Principal } from '../../core/principal';
import type { Database, DbOrTx } from '../../db/database';
import type { Download, FilesService } from '../files';
import { findDocumentIdsOf } from '../files';
import * as qa from './quotations.qa.repository';
import type { QuestionRow } from './quotations.qa.repository';
import type { QuotationRow } from './quotations.repository';
import { notify } from '../notifications';
import { tellAsked } from './quotations.deal';
import { isPartner, partnerReads, visibleQuotation } from './quotations.service';

const rootOf = (row: Pick<QuotationRow, 'id' | 'rootId'>) => row.rootId ?? row.id;
const mayAnswer = (principal: Principal) =>
  !isPartner(principal) && principal.permissions.has(permissions.quotationEdit);

export class QuotationQa {
  constructor(
    private readonly db: Database,
    private readonly files: FilesService,
  ) {}

  /** The thread, newest question first; marks it read for the reader. */
  async page(body: PageQaThreadBody, principal: Principal): Promise<QaThreadPage> {
    return this.db.transaction(async (tx) => {
      const row = await visibleQuotation(tx, body.quotationId, principal);
      const rootId = rootOf(row);
      const readAt = await qa.findReadAt(tx, rootId, principal.userId);
      const offset = (body.pageNum - 1) * body.pageSize;
      const rows = await qa.findQuestions(tx, rootId, { offset, limit: body.pageSize });
      const list = await this.questions(tx, rows, principal, readAt);
      await qa.markRead(tx, rootId, principal.userId);
      return {
        list,
        total: await qa.countQuestions(tx, rootId),
        pageNum: body.pageNum,
        pageSize: body.pageSize,
        mayAsk: isPartner(principal) && partnerReads(row, principal),
      };
    });
  }

  /** A partner of the quotation's company asks a question on it. */
  async ask(body: AskQuestionBody, principal: Principal): Promise<QaQuestion> {
    return this.db.transaction(async (tx) => {
      const row = await visibleQuotation(tx, body.quotationId, principal);
      if (!isPartner(principal)) throw refused('quotation.refused.partnersOnly');
      await this.assertAttachable(tx, body.fileIds, principal);
      const id = await qa.insertQuestion(tx, {
        rootId: rootOf(row),
        quotationId: row.id,
        question: body.text,
        askedBy: principal.userId,
      });
      await qa.insertFiles(tx, id, 'question', body.fileIds);
      await tellAsked(tx, row, principal.userId);
      return this.one(tx, id, principal);
    });
  }

  /** Planning answers an unanswered question, once; the asker gets a notice. */
  async answer(body: AnswerQuestionBody, principal: Principal): Promise<QaQuestion> {
    if (!mayAnswer(principal)) throw noPermission();
    return this.db.transaction(async (tx) => {
      const question = await qa.findQuestion(tx, body.questionId, true);
      if (!question) throw recordNotFound();
      const quotation = await visibleQuotation(tx, question.quotationId, principal);
      if (question.answer !== null) throw refused('quotation.refused.qaAnswered');
      await this.assertAttachable(tx, body.fileIds, principal);
      await qa.setAnswer(tx, question.id, body.text, principal.userId);
      await qa.insertFiles(tx, question.id, 'answer', body.fileIds);
      await notify(tx, [question.askedBy], {
        kind: 'qaAnswered',
        subjectKind: 'quotation',
        subjectId: quotation.id,
        params: { no: quotation.quotationNo },
        companyId: quotation.partnerCompanyId,
      });
      return this.one(tx, question.id, principal);
    });
  }

  async markRead(quotationId: number, principal: Principal): Promise<QaUnreadCount> {
    await this.db.transaction(async (tx) => {
      const row = await visibleQuotation(tx, quotationId, principal);
      await qa.markRead(tx, rootOf(row), principal.userId);
    });
    return this.unread(quotationId, principal);
  }

  /** Unread questions and answers: on one quotation (when given) and on every one the reader reads. */
  async unread(quotationId: number | undefined, principal: Principal): Promise<QaUnreadCount> {
    const scope = isPartner(principal) ? { companyId: principal.companyId ?? -1 } : {};
    let one: number | null = null;
    if (quotationId !== undefined) {
      const row = await visibleQuotation(this.db, quotationId, principal);
      one = await qa.countUnread(this.db, principal.userId, { ...scope, rootId: rootOf(row) });
    }
    return { quotation: one, total: await qa.countUnread(this.db, principal.userId, scope) };
  }

  /** A file of a question or its answer, to whoever reads the quotation. */
  async openFile(questionId: number, fileId: string, principal: Principal): Promise<Download> {
    const question = await qa.findQuestion(this.db, questionId);
    if (!question) throw refused('error.fileNotFound');
    await visibleQuotation(this.db, question.quotationId, principal);
    const attached = await qa.findFiles(this.db, [questionId]);
    if (!attached.some((file) => file.id === fileId)) throw refused('error.fileNotFound');
    return this.files.openDownload(fileId, principal, { authorised: true });
  }

  /** A partner attaches its company's documents, staff their own. */
  private async assertAttachable(tx: DbOrTx, fileIds: string[], principal: Principal) {
    const companyId = isPartner(principal) ? (principal.companyId ?? -1) : null;
    const attachable = await findDocumentIdsOf(tx, fileIds, companyId);
    if (fileIds.some((id) => !attachable.has(id))) throw refused('quotation.refused.qaFileUnknown');
  }

  private async one(tx: DbOrTx, id: number, principal: Principal): Promise<QaQuestion> {
    const row = await qa.findQuestion(tx, id);
    if (!row) throw recordNotFound();
    const [question] = await this.questions(
      tx,
      [row],
      principal,
      await qa.findReadAt(tx, row.rootId, principal.userId),
    );
    return question!;
  }

  private async questions(
    tx: DbOrTx,
    rows: readonly QuestionRow[],
    principal: Principal,
    readAt: Date | undefined,
  ): Promise<QaQuestion[]> {
    const attached = await qa.findFiles(
      tx,
      rows.map((row) => row.id),
    );
    const filesOf = (questionId: number, side: 'question' | 'answer') =>
      attached
        .filter((file) => file.questionId === questionId && file.side === side)
        .map(({ id, name, ext, size }) => ({ id, name, ext, size }));
    const unread = (by: number, at: Date) => by !== principal.userId && (!readAt || at > readAt);
    return rows.map((row) => ({
      id: row.id,
      quotationId: row.quotationId,
      version: row.version,
      question: {
        text: row.question,
        by: row.askerName,
        at: row.askedAt.toISOString(),
        files: filesOf(row.id, 'question'),
        unread: unread(row.askedBy, row.askedAt),
      },
      answer:
        row.answer === null || row.answeredAt === null || row.answeredBy === null
          ? null
          : {
              text: row.answer,
              by: row.answererName ?? '',
              at: row.answeredAt.toISOString(),
              files: filesOf(row.id, 'answer'),
              unread: unread(row.answeredBy, row.answeredAt),
            },
      mayAnswer: mayAnswer(principal) && row.answer === null,
    }));
  }
}
