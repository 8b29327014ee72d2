import { z } from 'zod';
import { attachedFileIdsSchema, attachedFileSchema } from '../files/files.schema';
import { languages } from '../core/constants';
import { pageRequestSchema, pageSchema } from '../core/paging';
import { recordIdSchema, sortOrders } from '../partners/partners.schema';
import { rowVersionSchema } from '../core/versions';
import { policyActions, qaActions } from './knowledge.transitions';
import { noNul, requiredText, keywordText } from '../core/texts';

const keyword = keywordText();

/** A calendar day, YYYY-MM-DD, that exists. */
export const knowledgeDaySchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'knowledge.validation.day')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, 'knowledge.validation.day');

/** A move (publish, unpublish, delete) of one record, with the `rowVersion` the client read. */
export const knowledgeIdBodySchema = z.object({
  id: recordIdSchema,
  rowVersion: rowVersionSchema.optional(),
});
export type KnowledgeIdBody = z.infer<typeof knowledgeIdBodySchema>;
export const knowledgeIdQuerySchema = z.object({ id: recordIdSchema });

// ---------------------------------------------------------------- QA

export const qaSortFields = ['updatedAt', 'question', 'createdAt'] as const;

export const qaFilterFields = z.object({
  /** Searched in question and answer, literally and case-insensitively. */
  keyword,
  productLineCode: z.string().trim().max(64).refine(noNul, 'validation.invalid').nullish(),
  /** Staff only: drafts (false) or published (true); partners always see published entries only. */
  published: z.boolean().nullish(),
  sortField: z.enum(qaSortFields).default('updatedAt'),
  sortOrder: z.enum(sortOrders).default('desc'),
});
export const qaFilterSchema = qaFilterFields;
export type QaFilter = z.infer<typeof qaFilterSchema>;
export const pageQaBodySchema = pageRequestSchema.extend(qaFilterFields.shape);
export type PageQaBody = z.infer<typeof pageQaBodySchema>;

export const qaEntrySchema = z.object({
  id: z.number().int(),
  question: z.string(),
  answer: z.string(),
  productLineCode: z.string().nullable(),
  /** The language the entry is written in; lists show the reader's language first. */
  language: z.enum(languages),
  published: z.boolean(),
  publishedAt: z.string().nullable(),
  updatedByName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Raised by every change; sent back with an edit or a move. */
  rowVersion: rowVersionSchema,
  /** What the reader may do with this entry now, decided by the server. */
  actions: z.array(z.enum(qaActions)),
});
export type QaEntry = z.infer<typeof qaEntrySchema>;
export const qaPageSchema = pageSchema(qaEntrySchema);

export const saveQaBodySchema = z.object({
  /** Absent to create (a draft), present to edit (a published entry stays published). */
  id: recordIdSchema.optional(),
  rowVersion: rowVersionSchema.optional(),
  question: requiredText(500),
  answer: requiredText(10_000),
  productLineCode: z
    .string()
    .trim()
    .max(64)
    .refine(noNul, 'validation.invalid')
    .nullish()
    .transform((value) => value || null),
  /** The language the entry is written in; absent: the writer's language on create, unchanged on edit. */
  language: z.enum(languages).optional(),
});
export type SaveQaBody = z.infer<typeof saveQaBodySchema>;

// ---------------------------------------------------------------- policies

export const policySortFields = ['effectiveFrom', 'updatedAt', 'title'] as const;

export const policyFilterFields = z.object({
  /** Searched in title and body, literally and case-insensitively. */
  keyword,
  /** Policies in effect on this day. */
  effectiveOn: knowledgeDaySchema.nullish(),
  /** Staff only; partners see published policies in effect today. */
  published: z.boolean().nullish(),
  sortField: z.enum(policySortFields).default('effectiveFrom'),
  sortOrder: z.enum(sortOrders).default('desc'),
});
export const policyFilterSchema = policyFilterFields;
export type PolicyFilter = z.infer<typeof policyFilterSchema>;
export const pagePoliciesBodySchema = pageRequestSchema.extend(policyFilterFields.shape);
export type PagePoliciesBody = z.infer<typeof pagePoliciesBodySchema>;

export const policyFileSchema = attachedFileSchema;
export type PolicyFile = z.infer<typeof policyFileSchema>;

export const policySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  effectiveFrom: z.string(),
  effectiveTo: z.string().nullable(),
  version: z.number().int(),
  /** The language the policy is written in; lists show the reader's language first. */
  language: z.enum(languages),
  published: z.boolean(),
  publishedAt: z.string().nullable(),
  /** Published and effectiveFrom ≤ today ≤ effectiveTo (or no end). */
  inEffect: z.boolean(),
  fileCount: z.number().int(),
  updatedByName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Raised by every change (not the business `version` above); sent back with an edit or a move. */
  rowVersion: rowVersionSchema,
  /** What the reader may do with this policy now, decided by the server. */
  actions: z.array(z.enum(policyActions)),
});
export type Policy = z.infer<typeof policySchema>;
export const policyPageSchema = pageSchema(policySchema);

export const policyInfoSchema = policySchema.extend({
  body: z.string(),
  files: z.array(policyFileSchema),
});
export type PolicyInfo = z.infer<typeof policyInfoSchema>;

export const savePolicyBodySchema = z
  .object({
    /** Absent to create (a draft, version 1); editing a published policy makes version + 1. */
    id: recordIdSchema.optional(),
    rowVersion: rowVersionSchema.optional(),
    title: requiredText(200),
    body: requiredText(20_000),
    effectiveFrom: knowledgeDaySchema,
    effectiveTo: knowledgeDaySchema.nullish().transform((value) => value ?? null),
    /** Attachments: files uploaded with uploadDocument, in order. */
    fileIds: attachedFileIdsSchema(20, 'knowledge.validation.duplicateFile').default([]),
    /** The language the policy is written in; absent: the writer's language on create, unchanged on edit. */
    language: z.enum(languages).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.effectiveTo && body.effectiveTo < body.effectiveFrom)
      ctx.addIssue({ code: 'custom', path: ['effectiveTo'], message: 'knowledge.validation.effectiveTo' });
  });
export type SavePolicyBody = z.infer<typeof savePolicyBodySchema>;

export const downloadPolicyFileQuerySchema = z.object({ policyId: recordIdSchema, fileId: z.uuid() });
