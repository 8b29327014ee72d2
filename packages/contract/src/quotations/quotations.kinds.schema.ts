/** Additional and supplementary quotations, issuing them, and the returned detail of a version. */
import { z } from 'zod';
import { languages } from '../core/constants';
import { quantitySchema } from '../core/quantities';
import { calendarDateSchema } from '../opportunity-reports/opportunity-reports.schema';
import { recordIdSchema } from '../partners/partners.schema';
import {
  quotationDiffSchema,
  quotationItemKinds,
  quotationMoveBodySchema,
  saveQuotationLineSchema,
} from './quotations.schema';
import { noNul } from '../core/texts';

/** An item the partner would like quoted (planning prices it). */
export const requestedItemSchema = z.object({
  itemKind: z.enum(quotationItemKinds),
  itemId: recordIdSchema,
  quantity: quantitySchema,
});

/** A partner asks for a further quotation on an opportunity of its company. */
export const requestAdditionalBodySchema = z
  .object({
    opportunityId: recordIdSchema,
    note: z
      .string()
      .trim()
      .min(1, { abort: true, message: 'quotation.validation.requestNote' })
      .max(2000)
      .refine(noNul, 'validation.invalid'),
    items: z.array(requestedItemSchema).max(100).default([]),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.items.forEach((item, index) => {
      const key = `${item.itemKind}:${item.itemId}`;
      if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          path: ['items', index, 'itemId'],
          message: 'quotation.validation.duplicateLine',
        });
      seen.add(key);
    });
  });
export type RequestAdditionalBody = z.infer<typeof requestAdditionalBodySchema>;

/**
 * Planning adds items to an accepted formal quotation: a supplementary draft with only the new lines. Not
 * a move of the formal quotation (it stays accepted; each call makes another draft, as amendments come),
 * so no version of it is sent.
 */
export const createSupplementaryBodySchema = z.object({
  /** The accepted formal quotation. */
  id: recordIdSchema,
  lines: z.array(saveQuotationLineSchema).max(500).default([]),
});
export type CreateSupplementaryBody = z.infer<typeof createSupplementaryBodySchema>;

/** Issues an approved additional or supplementary quotation to the partner, valid until a later day. */
export const issueQuotationBodySchema = quotationMoveBodySchema.extend({
  validUntil: calendarDateSchema,
  language: z.enum(languages).optional(),
});
export type IssueQuotationBody = z.infer<typeof issueQuotationBodySchema>;

/** Why a version was returned (overall and per line) and what the next version changed. */
export const returnedDetailSchema = z.object({
  id: z.number().int(),
  quotationNo: z.string(),
  version: z.number().int(),
  status: z.string(),
  /** Null when the version was never returned. */
  returnReason: z.string().nullable(),
  /** Who returned it and when (the latest return), when it was. */
  returnedBy: z.string().nullable(),
  returnedAt: z.string().nullable(),
  lineReasons: z.array(
    z.object({
      lineId: z.number().int(),
      lineNo: z.number().int(),
      code: z.string(),
      name: z.string(),
      reason: z.string(),
    }),
  ),
  /** The version made from this one; null when none was made yet. */
  nextVersionId: z.number().int().nullable(),
  /** This version compared with the next one. */
  diff: quotationDiffSchema.nullable(),
});
export type ReturnedDetail = z.infer<typeof returnedDetailSchema>;
