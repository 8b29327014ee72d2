import { z } from 'zod';
import { limits } from '../core/constants';
import { recordIdSchema } from '../core/ids';
import { pageRequestSchema, pageSchema } from '../core/paging';
import { requiredText } from '../core/texts';

/** A code type or a code: letters, digits and underscores, as the seeded ones are (REGION, TIER1, no_iop). */
const codeText = requiredText(64).regex(/^[A-Za-z0-9_]+$/, 'validation.invalid');

/** A code-table entry as the system-management screen keeps it (inactive ones too). */
export const codeTableAdminEntrySchema = z.object({
  id: z.number().int(),
  codeType: z.string(),
  code: z.string(),
  codeDescCn: z.string(),
  codeDescEn: z.string(),
  codeDescKr: z.string().nullable(),
  /** 1 active, 0 inactive. */
  activeStatus: z.number().int(),
  sort: z.number().int(),
});
export type CodeTableAdminEntry = z.infer<typeof codeTableAdminEntrySchema>;

/**
 * A new entry (no id) or the names and order of an existing one (its type and code stay). The three names
 * are required: an entry without its Chinese, English or Korean name is refused and nothing is saved.
 */
export const saveCodeTableEntryBodySchema = z.object({
  id: recordIdSchema.optional(),
  codeType: codeText,
  code: codeText,
  codeDescCn: requiredText(100),
  codeDescEn: requiredText(100),
  codeDescKr: requiredText(100),
  sort: z.coerce.number().int().min(0).max(9999).default(0),
});
export type SaveCodeTableEntryBody = z.infer<typeof saveCodeTableEntryBodySchema>;

/** Activating (1) or deactivating (0) an entry: records that name it keep it, new ones can no longer. */
export const setCodeTableEntryStatusBodySchema = z.object({
  id: recordIdSchema,
  activeStatus: z.union([z.literal(0), z.literal(1)]),
});
export type SetCodeTableEntryStatusBody = z.infer<typeof setCodeTableEntryStatusBodySchema>;

/** The company roles a customer limit is set for (code table COMPANY_ROLE). */
export const tierCodes = ['TIER1', 'TIER2'] as const;

/** A customer limit: a whole number of customers, or null for no limit. */
const customerLimit = z.number().int().min(1).max(100_000).nullable();

/** The most an upload limit may be set to, in MB (the server's RESOURCE_VIDEO_MAX_MB has the same bound). */
export const uploadLimitMaxMb = 10_240;

/**
 * An upload limit in whole MB (1 MB is 1024 × 1024 bytes), or null for the server's own limit. The server
 * also refuses a value above its own limit (the ceiling its configuration sets: the spec's 20 MB for any
 * file, RESOURCE_VIDEO_MAX_MB for the resource library's videos).
 */
export const uploadLimitMbSchema = z.number().int().min(1).max(uploadLimitMaxMb).nullable();

/**
 * The system settings an administrator keeps, with their defaults: the days an approved registration
 * protects its customer, the customers a partner of each tier may hold in submitted registrations
 * when its company sets no limit of its own (null: no limit), and the largest file an upload may bring
 * and the largest video of the resource library (null: the server's limit).
 */
export const systemSettingsSchema = z.object({
  protectionDays: z.number().int().min(1).max(3650),
  maxCustomersByTier: z.object({ TIER1: customerLimit, TIER2: customerLimit }),
  uploadMaxMb: uploadLimitMbSchema,
  resourceVideoMaxMb: uploadLimitMbSchema,
});
export type SystemSettings = z.infer<typeof systemSettingsSchema>;

/** The names of the settings (each is one row and one audit entry when it changes). */
export const systemSettingKeys = systemSettingsSchema.keyof().options;

export const defaultSystemSettings: SystemSettings = {
  protectionDays: limits.protectionDays,
  maxCustomersByTier: { TIER1: null, TIER2: null },
  uploadMaxMb: null,
  resourceVideoMaxMb: null,
};

/**
 * The settings as the screen reads them: with the server's own upload limits in MB (the ceilings a
 * setting may not pass, and the limits in force when a setting is empty).
 */
export const systemSettingsViewSchema = systemSettingsSchema.extend({
  uploadCeilingsMb: z.object({ upload: z.number().int(), resourceVideo: z.number().int() }),
});
export type SystemSettingsView = z.infer<typeof systemSettingsViewSchema>;

/** What a configuration history entry speaks of. */
export const configurationSubjects = [
  'code_table_entry',
  'system_setting',
  'product_line',
  'equipment_model',
  'business_calendar',
] as const;
export type ConfigurationSubject = (typeof configurationSubjects)[number];

export const configurationHistoryQuerySchema = pageRequestSchema.extend({
  subject: z.enum(configurationSubjects).optional(),
});
export type ConfigurationHistoryQuery = z.infer<typeof configurationHistoryQuerySchema>;

/** One configuration change: what, who, when, and the values before and after (null: none). */
export const configurationChangeSchema = z.object({
  id: z.number().int(),
  subject: z.enum(configurationSubjects),
  subjectId: z.string(),
  action: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  actorName: z.string().nullable(),
  at: z.string(),
});
export type ConfigurationChange = z.infer<typeof configurationChangeSchema>;

export const configurationHistoryPageSchema = pageSchema(configurationChangeSchema);
