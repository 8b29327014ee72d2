import { z } from 'zod';
import { regionCodes } from '../core/constants';
import { pageRequestSchema, pageSchema } from '../core/paging';
import { noNul } from '../core/texts';

/** Lookups answer at most this many companies a page. */
export const companyLookupMaxPageSize = 50;

/**
 * A search in the company directory: the keyword (2 to 100 characters) is a fragment of a name, matched
 * anywhere in it (any word, Latin, Hangul or Chinese), or of a registration number.
 */
export const pageLookedUpCompaniesBodySchema = pageRequestSchema.extend({
  keyword: z.string().trim().min(2).max(100).refine(noNul, 'validation.invalid'),
  pageSize: z.coerce.number().int().min(1).max(companyLookupMaxPageSize).default(10),
});
export type PageLookedUpCompaniesBody = z.infer<typeof pageLookedUpCompaniesBodySchema>;

/** One company as the directory describes it; a report stores it as its end customer. */
export const lookedUpCompanySchema = z.object({
  name: z.string().min(1).max(200),
  /**
   * The company's registration number by its country: a unified social credit code (18 characters,
   * GB 32100) in China, a business registration number (10 digits) in Korea, a free number elsewhere.
   */
  creditCode: z.string().min(1).max(50),
  /** Its country (ISO 3166-1 alpha-2), when the directory knows it. */
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .nullish()
    .transform((value) => value ?? null),
  address: z.string().max(300),
  region: z.enum(regionCodes),
  industry: z.string().max(100),
  legalPerson: z.string().max(100).nullable().optional(),
  /** YYYY-MM-DD. */
  establishedOn: z.string().max(10).nullable().optional(),
});
export type LookedUpCompany = z.infer<typeof lookedUpCompanySchema>;

export const lookedUpCompanyPageSchema = pageSchema(lookedUpCompanySchema);
export type LookedUpCompanyPage = z.infer<typeof lookedUpCompanyPageSchema>;
