import { z } from 'zod';
import { languages } from '../core/constants';
import { recordIdSchema } from '../core/ids';

export const getI18nLanguageQuerySchema = z.object({ language: z.enum(languages) });

export const codeTableEntrySchema = z.object({
  codeType: z.string(),
  code: z.string(),
  codeDescCn: z.string(),
  codeDescEn: z.string(),
  /** Korean description; null when the entry has none (readers fall back to the English one). */
  codeDescKr: z.string().nullable(),
  /** Translation key of the label; the client uses it when its catalogue has it. */
  codeDescLangCode: z.string().nullable(),
  /** 1 active, 0 inactive. */
  activeStatus: z.number().int(),
  description: z.string().nullable(),
});
export type CodeTableEntry = z.infer<typeof codeTableEntrySchema>;

export const getCodeTableQuerySchema = z.object({ codeType: z.string().max(64).optional() });

export const basicDataEntrySchema = z.object({
  productLineCode: z.string(),
  basicDataCodeDescCn: z.string(),
  basicDataCodeDescEn: z.string(),
  basicDataCodeDescKr: z.string().nullable(),
});
export type BasicDataEntry = z.infer<typeof basicDataEntrySchema>;

export const cpqCodeTableDataSchema = z.object({
  cpqCodeTableVOList: z.array(codeTableEntrySchema),
  basicDataListVOList: z.array(basicDataEntrySchema),
});

/** parentId -1 lists the countries; a country's id lists its provinces. */
export const getLocationByParentBodySchema = z.object({
  parentId: z.union([z.literal(-1), recordIdSchema], {
    // Missing: required; not a number: "must be a number"; a number neither -1 nor an id: invalid.
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? 'validation.required'
        : typeof issue.input === 'number'
          ? 'validation.invalid'
          : 'validation.number',
  }),
});

export const locationSchema = z.object({
  id: z.number().int(),
  parentId: z.number().int(),
  code: z.string(),
  nameCn: z.string(),
  nameEn: z.string(),
  nameKr: z.string(),
  hasChildren: z.boolean(),
});
export type Location = z.infer<typeof locationSchema>;
