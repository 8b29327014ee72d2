/** The Q&A of quotations: questions with their answers, attached files, read marks. */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/database';
import {
  files,
  quotationQaFiles,
  quotationQaReads,
  quotationQuestions,
  quotations,
  users,
} from '../../db/schema';

const asker = alias(users, 'asker');
const answerer = alias(users, 'answerer');

const questionColumns = {
  id: quotationQuestions.id,
  rootId: quotationQuestions.rootId,
  quotationId: quotationQuestions.quotationId,
  version: quotations.version,
  question: quotationQuestions.question,
  askedBy: quotationQuestions.askedBy,
  askerName: asker.displayName,
  askedAt: quotationQuestions.askedAt,
  answer: quotationQuestions.answer,
  answeredBy: quotationQuestions.answeredBy,
  answererName: answerer.displayName,
  answeredAt: quotationQuestions.answeredAt,
};
export type QuestionRow = Awaited<ReturnType<typeof findQuestions>>[number];

function questionQuery(db: DbOrTx) {
  return db
    .select(questionColumns)
    .from(quotationQuestions)
    .innerJoin(quotations, eq(quotations.id, quotationQuestions.quotationId))
    .innerJoin(asker, eq(asker.id, quotationQuestions.askedBy))
    .leftJoin(answerer, eq(answerer.id, quotationQuestions.answeredBy));
}

/** A thread's questions, newest first. */
export function findQuestions(db: DbOrTx, rootId: number, page: { offset: number; limit: number }) {
  return questionQuery(db)
    .where(eq(quotationQuestions.rootId, rootId))
    .orderBy(desc(quotationQuestions.askedAt), desc(quotationQuestions.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countQuestions(db: DbOrTx, rootId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(quotationQuestions)
    .where(eq(quotationQuestions.rootId, rootId));
  return row?.count ?? 0;
}

/** One question; `lock` takes it for answering. */
export async function findQuestion(db: DbOrTx, id: number, lock = false): Promise<QuestionRow | undefined> {
  const query = questionQuery(db).where(eq(quotationQuestions.id, id)).limit(1);
  const rows = lock ? await query.for('update', { of: quotationQuestions }) : await query;
  return rows[0];
}

export async function insertQuestion(
  tx: DbOrTx,
  values: { rootId: number; quotationId: number; question: string; askedBy: number },
): Promise<number> {
  const [row] = await tx.insert(quotationQuestions).values(values).returning({ id: quotationQuestions.id });
  return row!.id;
}

export async function setAnswer(tx: DbOrTx, id: number, answer: string, answeredBy: number): Promise<void> {
  await tx
    .update(quotationQuestions)
    .set({ answer, answeredBy, answeredAt: sql`now()` })
    .where(eq(quotationQuestions.id, id));
}

export async function insertFiles(
  tx: DbOrTx,
  questionId: number,
  side: 'question' | 'answer',
  fileIds: readonly string[],
): Promise<void> {
  if (fileIds.length > 0)
    await tx
      .insert(quotationQaFiles)
      .values(fileIds.map((fileId, sort) => ({ questionId, fileId, side, sort })));
}

/** The files of questions, with their side. */
export function findFiles(db: DbOrTx, questionIds: readonly number[]) {
  if (questionIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      questionId: quotationQaFiles.questionId,
      side: quotationQaFiles.side,
      id: files.id,
      name: files.originalName,
      ext: files.ext,
      size: files.size,
    })
    .from(quotationQaFiles)
    .innerJoin(files, eq(files.id, quotationQaFiles.fileId))
    .where(inArray(quotationQaFiles.questionId, [...questionIds]))
    .orderBy(asc(quotationQaFiles.sort));
}

/** When the user last read the thread; undefined when never. */
export async function findReadAt(db: DbOrTx, rootId: number, userId: number): Promise<Date | undefined> {
  const [row] = await db
    .select({ readAt: quotationQaReads.readAt })
    .from(quotationQaReads)
    .where(and(eq(quotationQaReads.rootId, rootId), eq(quotationQaReads.userId, userId)));
  return row?.readAt;
}

/** Marks the thread read by the user now. */
export async function markRead(tx: DbOrTx, rootId: number, userId: number): Promise<void> {
  await tx
    .insert(quotationQaReads)
    .values({ rootId, userId, readAt: sql`now()` })
    .onConflictDoUpdate({
      target: [quotationQaReads.rootId, quotationQaReads.userId],
      set: { readAt: sql`greatest(${quotationQaReads.readAt}, now())` },
    });
}

/**
 * Questions and answers others wrote after the user last read their thread: of one thread (`rootId`),
 * or of every thread of a partner company's quotations (`companyId`), or of every thread (neither).
 */
export async function countUnread(
  db: DbOrTx,
  userId: number,
  scope: { rootId?: number; companyId?: number },
): Promise<number> {
  const byRoot = scope.rootId === undefined ? sql`` : sql`AND m.root_id = ${scope.rootId}`;
  const byCompany =
    scope.companyId === undefined ? sql`` : sql`AND r.partner_company_id = ${scope.companyId}`;
  const result = await db.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM (
      SELECT q.root_id, q.asked_at AS at FROM quotation_questions q WHERE q.asked_by <> ${userId}
      UNION ALL
      SELECT q.root_id, q.answered_at FROM quotation_questions q
        WHERE q.answered_by IS NOT NULL AND q.answered_by <> ${userId}
    ) m
    JOIN quotations r ON r.id = m.root_id
    LEFT JOIN quotation_qa_reads rd ON rd.root_id = m.root_id AND rd.user_id = ${userId}
    WHERE (rd.read_at IS NULL OR m.at > rd.read_at) ${byRoot} ${byCompany}`);
  return Number(result.rows[0]?.n ?? 0);
}
