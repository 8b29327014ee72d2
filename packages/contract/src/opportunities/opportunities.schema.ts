import { z } from 'zod';
import { equipmentKinds, regionCodes } from '../core/constants';
import { pageRequestSchema, pageSchema } from '../core/paging';
import { recordIdSchema, sortOrders } from '../partners/partners.schema';
import { rowVersionSchema } from '../core/versions';
import { patterns } from '../patterns';
import { optionalCreditCodeSchema } from '../core/registration-numbers';
import { opportunityActions, opportunityStages } from './opportunities.transitions';
import { noNul, requiredText } from '../core/texts';

/** Trimmed text with an upper bound; a NUL character is refused (PostgreSQL text cannot hold it). */
const text = (max: number) => z.string().trim().max(max).refine(noNul, 'validation.invalid');

/** Years a date of this area may carry: PostgreSQL stores more, people do not plan further. */
const sensibleYear = (value: string) => {
  const year = Number(value.slice(0, 4));
  return year >= 1900 && year <= 2999;
};
/** A calendar date, YYYY-MM-DD. */
const dateText = z.iso.date().refine(sensibleYear, 'validation.invalid');
/** A moment with its offset, as toISOString() writes it. */
const dateTimeText = z.iso.datetime({ offset: true }).refine(sensibleYear, 'validation.invalid');

/** Amount on the wire: a string with up to two decimals, at most 16 integer digits (numeric(18,2)). */
export const opportunityAmountSchema = z
  .string()
  .trim()
  .regex(patterns.money, 'opportunity.validation.amount')
  .refine((value) => value.split('.')[0]!.length <= 16, 'opportunity.validation.amount');

// ---------------------------------------------------------------- states

/** The tabs of the list: all, "to assign sales" (no sales owner), "to assign planning" (no planning owner). */
export const opportunityTabs = ['all', 'sales', 'plan'] as const;
export type OpportunityTab = (typeof opportunityTabs)[number];

export const ownerTypes = ['sales', 'planning'] as const;
export type OwnerType = (typeof ownerTypes)[number];

export const opportunityCaseKinds = ['solution', 'quotation'] as const;
export type OpportunityCaseKind = (typeof opportunityCaseKinds)[number];

// ---------------------------------------------------------------- list

export const opportunitySortFields = [
  'createdAt',
  'opptNo',
  'amount',
  'expectedCloseDate',
  'protectedUntil',
] as const;
export type OpportunitySortField = (typeof opportunitySortFields)[number];

export const pageOpportunitiesBodySchema = pageRequestSchema.extend({
  tab: z.enum(opportunityTabs).default('all'),
  /** Searched in number, project, customer, credit code and partner name, case-insensitively and literally. */
  keyword: text(200).optional(),
  stage: z.enum(opportunityStages).nullish(),
  productLineCode: text(64).nullish(),
  companyId: recordIdSchema.nullish(),
  /** The partner company's region (REGION code): the dashboard's lists open with it. */
  region: text(8).nullish(),
  salesOwnerId: recordIdSchema.nullish(),
  planningOwnerId: recordIdSchema.nullish(),
  createdFrom: dateTimeText.nullish(),
  createdTo: dateTimeText.nullish(),
  sortField: z.enum(opportunitySortFields).default('createdAt'),
  sortOrder: z.enum(sortOrders).default('desc'),
});
export type PageOpportunitiesBody = z.infer<typeof pageOpportunitiesBodySchema>;

export const opportunitySchema = z.object({
  id: z.number().int(),
  opptNo: z.string(),
  projectName: z.string(),
  customerName: z.string(),
  customerCreditCode: z.string().nullable(),
  /** The customer's country (ISO 3166-1 alpha-2); its registration number's kind follows it. */
  customerCountry: z.string().nullable(),
  customerRegion: z.string().nullable(),
  companyId: z.number().int(),
  companyName: z.string(),
  companyNameEn: z.string().nullable(),
  /** The company's Korean name, when it has one. */
  companyNameKr: z.string().nullable(),
  productLineCode: z.string(),
  productLineNameCn: z.string().nullable(),
  productLineNameEn: z.string().nullable(),
  productLineNameKr: z.string().nullable(),
  amount: z.string().nullable(),
  currency: z.string(),
  stage: z.enum(opportunityStages),
  expectedCloseDate: z.string().nullable(),
  salesOwnerId: z.number().int().nullable(),
  salesOwnerName: z.string().nullable(),
  planningOwnerId: z.number().int().nullable(),
  planningOwnerName: z.string().nullable(),
  protectedUntil: z.string().nullable(),
  sourceReportId: z.number().int().nullable(),
  sourceReportNo: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Raised by one on every change; sent back with an edit or a move. */
  rowVersion: rowVersionSchema,
  /** What the caller may do with it now; the client offers exactly these. */
  actions: z.array(z.enum(opportunityActions)),
});
export type Opportunity = z.infer<typeof opportunitySchema>;
export const opportunityPageSchema = pageSchema(opportunitySchema);

// ---------------------------------------------------------------- detail

export const opportunityIdQuerySchema = z.object({ id: recordIdSchema });
export type OpportunityIdQuery = z.infer<typeof opportunityIdQuerySchema>;

export const opportunityEquipmentSchema = z.object({
  id: z.number().int(),
  equipmentModelId: z.number().int(),
  model: z.string(),
  description: z.string().nullable(),
  productLineCode: z.string(),
  kind: z.enum(equipmentKinds),
  quantity: z.number().int(),
});
export type OpportunityEquipment = z.infer<typeof opportunityEquipmentSchema>;

/** One audit entry of the opportunity: who did what, when, from which value to which. */
export const opportunityTimelineEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  fromState: z.string().nullable(),
  toState: z.string().nullable(),
  /** For owner changes: the names of the previous and the new owner. */
  fromName: z.string().nullable(),
  toName: z.string().nullable(),
  actorId: z.number().int().nullable(),
  actorName: z.string().nullable(),
  comment: z.string().nullable(),
  createdAt: z.string(),
});
export type OpportunityTimelineEntry = z.infer<typeof opportunityTimelineEntrySchema>;

export const opportunityInfoSchema = opportunitySchema.extend({
  createdById: z.number().int().nullable(),
  createdByName: z.string().nullable(),
  equipment: z.array(opportunityEquipmentSchema),
  timeline: z.array(opportunityTimelineEntrySchema),
  caseCounts: z.object({
    total: z.number().int(),
    solution: z.number().int(),
    quotation: z.number().int(),
  }),
});
export type OpportunityInfo = z.infer<typeof opportunityInfoSchema>;

// ---------------------------------------------------------------- cases

export const pageOpportunityCasesBodySchema = pageRequestSchema.extend({ opportunityId: recordIdSchema });
export type PageOpportunityCasesBody = z.infer<typeof pageOpportunityCasesBodySchema>;

export const opportunityCaseSchema = z.object({
  id: z.number().int(),
  caseNo: z.string(),
  kind: z.enum(opportunityCaseKinds),
  title: z.string(),
  status: z.string(),
  amount: z.string().nullable(),
  createdAt: z.string(),
});
export type OpportunityCase = z.infer<typeof opportunityCaseSchema>;
export const opportunityCasePageSchema = pageSchema(opportunityCaseSchema);

// ---------------------------------------------------------------- distribution

/** At most this many opportunities are assigned in one request. */
export const maxAssignIds = 200;

export const assignOwnerBodySchema = z.object({
  ids: z
    .array(recordIdSchema)
    .min(1)
    .max(maxAssignIds)
    .transform((ids) => [...new Set(ids)]),
  userId: recordIdSchema,
  /** The versions the client read, per opportunity; a stale one refuses the whole request. */
  rowVersions: z
    .array(z.object({ id: recordIdSchema, rowVersion: rowVersionSchema }))
    .max(maxAssignIds)
    .optional(),
});
export type AssignOwnerBody = z.infer<typeof assignOwnerBodySchema>;

export const assignOwnerResultSchema = z.object({ updated: z.number().int() });
export type AssignOwnerResult = z.infer<typeof assignOwnerResultSchema>;

export const changeDistributionBodySchema = z.object({
  id: recordIdSchema,
  ownerType: z.enum(ownerTypes),
  userId: recordIdSchema,
  reason: requiredText(500),
  rowVersion: rowVersionSchema.optional(),
});
export type ChangeDistributionBody = z.infer<typeof changeDistributionBodySchema>;

// ---------------------------------------------------------------- create (staff)

/** An opportunity staff create directly (without a report): partner, customer, product line, equipment. */
export const createOpportunityBodySchema = z.object({
  companyId: recordIdSchema,
  projectName: requiredText(200),
  customerName: requiredText(200),
  /** Staff enter customers in China: a unified social credit code, checked as on the registration form. */
  customerCreditCode: optionalCreditCodeSchema,
  customerRegion: z
    .enum(regionCodes)
    .nullish()
    .transform((value) => value ?? null),
  productLineCode: requiredText(64),
  amount: opportunityAmountSchema.nullish().transform((value) => value ?? null),
  currency: z
    .string()
    .trim()
    .regex(/^[A-Z]{3}$/, 'validation.pattern')
    .default('CNY'),
  expectedCloseDate: dateText.nullish().transform((value) => value ?? null),
  equipment: z
    .array(
      z.object({
        equipmentModelId: recordIdSchema,
        quantity: z.number().int().min(1).max(100_000),
      }),
    )
    .max(50)
    .default([]),
});
export type CreateOpportunityBody = z.infer<typeof createOpportunityBodySchema>;

// ---------------------------------------------------------------- update

export const updateOpportunityBodySchema = z
  .object({
    id: recordIdSchema,
    stage: z.enum(opportunityStages).optional(),
    /** null clears the amount. */
    amount: opportunityAmountSchema.nullish(),
    /** YYYY-MM-DD; null clears it. */
    expectedCloseDate: dateText.nullish(),
    rowVersion: rowVersionSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.stage === undefined && body.amount === undefined && body.expectedCloseDate === undefined)
      ctx.addIssue({ code: 'custom', path: ['stage'], message: 'opportunity.validation.nothingToUpdate' });
  });
export type UpdateOpportunityBody = z.infer<typeof updateOpportunityBodySchema>;

// ---------------------------------------------------------------- authority

/**
 * What the caller may do with one opportunity, as the specification's authority call answers it: the
 * same decision as the `actions` of the opportunity, in another shape.
 */
export const opportunityAuthoritySchema = z.object({
  canEdit: z.boolean(),
  canAssignSales: z.boolean(),
  canAssignPlanning: z.boolean(),
  canChangeDistribution: z.boolean(),
  canChangeSales: z.boolean(),
  canChangePlanning: z.boolean(),
  /** The stages the caller may move it to now. */
  nextStages: z.array(z.enum(opportunityStages)),
});
export type OpportunityAuthority = z.infer<typeof opportunityAuthoritySchema>;

// ---------------------------------------------------------------- equipment tree

export const equipmentParentsBodySchema = z.object({ opportunityId: recordIdSchema });
export type EquipmentParentsBody = z.infer<typeof equipmentParentsBodySchema>;

/** Equipment lines grouped by product line and kind: the parents, with the lines as children. */
export const equipmentParentSchema = z.object({
  key: z.string(),
  productLineCode: z.string(),
  productLineNameCn: z.string().nullable(),
  productLineNameEn: z.string().nullable(),
  productLineNameKr: z.string().nullable(),
  kind: z.enum(equipmentKinds),
  quantity: z.number().int(),
  children: z.array(opportunityEquipmentSchema),
});
export type EquipmentParent = z.infer<typeof equipmentParentSchema>;
