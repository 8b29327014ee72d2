/** The questions and answers between a partner and planning on one quotation (all its versions). */
import { z } from 'zod';
import { attachedFileIdsSchema, attachedFileSchema } from '../files/files.schema';
import { pageRequestSchema, pageSchema } from '../core/paging';
import { recordIdSchema } from '../partners/partners.schema';
import { noNul } from '../core/texts';

/** The longest question or answer, in characters. */
export const qaTextMax = 2000;
/** The most files one question or answer may attach. */
export const qaFilesMax = 10;

/** A question or an answer: 1 to 2000 characters after trimming. */
const qaTextSchema = z
  .string()
  .trim()
  .min(1, { abort: true, message: 'quotation.validation.qaTextEmpty' })
  .max(qaTextMax)
  .refine(noNul, 'validation.invalid');

/** Files uploaded as documents (`/doc-upload/uploadDocument`), each once. */
const qaFileIdsSchema = attachedFileIdsSchema(qaFilesMax, 'quotation.validation.qaDuplicateFile').default([]);

export const askQuestionBodySchema = z.object({
  /** Any version of the quotation: the thread is the quotation's. */
  quotationId: recordIdSchema,
  text: qaTextSchema,
  fileIds: qaFileIdsSchema,
});
export type AskQuestionBody = z.infer<typeof askQuestionBodySchema>;

export const answerQuestionBodySchema = z.object({
  questionId: recordIdSchema,
  text: qaTextSchema,
  fileIds: qaFileIdsSchema,
});
export type AnswerQuestionBody = z.infer<typeof answerQuestionBodySchema>;

export const pageQaThreadBodySchema = pageRequestSchema.extend({ quotationId: recordIdSchema });
export type PageQaThreadBody = z.infer<typeof pageQaThreadBodySchema>;

export const qaQuotationBodySchema = z.object({ quotationId: recordIdSchema });

export const qaUnreadQuerySchema = z.object({ quotationId: recordIdSchema.optional() });

export const qaFileSchema = attachedFileSchema;

/** What a question or an answer says, who wrote it and when. */
export const qaMessageSchema = z.object({
  text: z.string(),
  /** The writer's display name. */
  by: z.string(),
  at: z.string(),
  files: z.array(qaFileSchema),
  /** Whether the reader had not seen it before this reading. */
  unread: z.boolean(),
});

export const qaQuestionSchema = z.object({
  id: z.number().int(),
  quotationId: z.number().int(),
  /** The version the question was asked on. */
  version: z.number().int(),
  question: qaMessageSchema,
  /** Null while unanswered. */
  answer: qaMessageSchema.nullable(),
  /** Whether the reader may answer it now. */
  mayAnswer: z.boolean(),
});
export type QaQuestion = z.infer<typeof qaQuestionSchema>;

/** The thread, newest question first; reading it marks it read for the reader. */
export const qaThreadPageSchema = pageSchema(qaQuestionSchema).extend({
  /** Whether the reader may ask a question on this quotation. */
  mayAsk: z.boolean(),
});
export type QaThreadPage = z.infer<typeof qaThreadPageSchema>;

/** Messages by others the reader has not read: on one quotation (when asked) and on all it may read. */
export const qaUnreadCountSchema = z.object({
  quotation: z.number().int().nullable(),
  total: z.number().int(),
});
export type QaUnreadCount = z.infer<typeof qaUnreadCountSchema>;

export const downloadQaFileQuerySchema = z.object({ questionId: recordIdSchema, fileId: z.uuid() });
