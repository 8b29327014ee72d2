import { z } from 'zod';
import { regionCodes } from '../core/constants';
import { pageRequestSchema, pageSchema } from '../core/paging';

const noNul = (value: string) => !value.includes('\u0000');

/** Lookups answer at most this many companies a page. */
export const companyLookupMaxPageSize = 50;

/** A search in the company directory: the keyword is a name or credit code fragment (2 to 100 characters). */
export const pageLookedUpCompaniesBodySchema = pageRequestSchema.extend({
  keyword: z.string().trim().min(2).max(100).refine(noNul, 'validation.invalid'),
  pageSize: z.coerce.number().int().min(1).max(companyLookupMaxPageSize).default(10),
});
export type PageLookedUpCompaniesBody = z.infer<typeof pageLookedUpCompaniesBodySchema>;

/** One company as the directory describes it; a report stores it as its end customer. */
export const lookedUpCompanySchema = z.object({
  name: z.string().min(1).max(200),
  /** Unified social credit code (18 characters, GB 32100). */
  creditCode: z.string().min(1).max(18),
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
