import { z } from 'zod';
import { languages, regionCodes } from '../core/constants';
import { recordIdSchema } from '../core/ids';
import { pageRequestSchema, pageSchema } from '../core/paging';
import { optionalCreditCodeSchema } from '../core/registration-numbers';
import { passwordSchema } from '../core/password';
import { rowVersionSchema } from '../core/versions';
import { userKinds } from '../identity/identity.schema';
import { patterns } from '../patterns';
import { noNul, requiredText } from '../core/texts';

/** The contract's one id schema (core/ids), also answered here for the modules that import it from here. */
export { recordIdSchema };

/** Trimmed text with an upper bound; a NUL character is refused (PostgreSQL text cannot hold it). */
const text = (max: number) => z.string().trim().max(max).refine(noNul, 'validation.invalid');
/** Optional text whose empty value is stored as null. */
const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((value) => value || null);

export const sortOrders = ['asc', 'desc'] as const;
export type SortOrder = (typeof sortOrders)[number];

export const recordStatuses = ['active', 'disabled'] as const;
export type RecordStatus = (typeof recordStatuses)[number];

/** The status moves a company or a user allows its reader (the transition tables of partners). */
export const statusActions = ['disable', 'enable'] as const;
export type StatusAction = (typeof statusActions)[number];

// ---------------------------------------------------------------- companies

export const companySortFields = ['createdAt', 'name', 'code'] as const;

export const pageCompaniesBodySchema = pageRequestSchema.extend({
  /** Searched in code, name, nameEn, nameKr and credit code, case-insensitively and literally. */
  keyword: text(200).optional(),
  typeCode: text(64).optional(),
  companyRole: text(64).optional(),
  region: z.enum(regionCodes).nullish(),
  status: z.enum(recordStatuses).nullish(),
  sortField: z.enum(companySortFields).default('createdAt'),
  sortOrder: z.enum(sortOrders).default('desc'),
});
export type PageCompaniesBody = z.infer<typeof pageCompaniesBodySchema>;

export const companySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  nameEn: z.string().nullable(),
  nameKr: z.string().nullable(),
  creditCode: z.string().nullable(),
  region: z.string().nullable(),
  countryId: z.number().int().nullable(),
  companyRole: z.string(),
  status: z.enum(recordStatuses),
  rowVersion: rowVersionSchema,
  /** The status moves the reader may take now; the client shows these and decides none. */
  actions: z.array(z.enum(statusActions)),
  typeCodes: z.array(z.string()),
  channelManagerId: z.number().int().nullable(),
  channelManagerName: z.string().nullable(),
  maxCustomers: z.number().int().nullable(),
  userCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Company = z.infer<typeof companySchema>;
export const companyPageSchema = pageSchema(companySchema);

export const licenceFileSchema = z.object({ id: z.string(), name: z.string(), docUrl: z.string() });
export const companyInfoSchema = companySchema.extend({ licenceFile: licenceFileSchema.nullable() });
export type CompanyInfo = z.infer<typeof companyInfoSchema>;

export const getCompanyInfoQuerySchema = z.object({ id: recordIdSchema });

export const saveCompanyBodySchema = z.object({
  /** Absent to create, present to update. */
  id: recordIdSchema.optional(),
  code: requiredText(32).regex(/^[A-Za-z0-9-]+$/, 'partner.validation.companyCode'),
  name: requiredText(200),
  nameEn: optionalText(200),
  nameKr: optionalText(200),
  /** Unified social credit code, checked with its check characters and kept in capitals; empty is null. */
  creditCode: optionalCreditCodeSchema,
  countryId: recordIdSchema,
  region: z.enum(regionCodes),
  typeCodes: z.array(requiredText(64)).min(1).max(20),
  companyRole: requiredText(64),
  channelManagerId: recordIdSchema.nullish().transform((value) => value ?? null),
  maxCustomers: z
    .number()
    .int()
    .min(1)
    .max(1_000_000)
    .nullish()
    .transform((value) => value ?? null),
  licenceFileId: z
    .uuid()
    .nullish()
    .transform((value) => value ?? null),
  /** The version the client read, on an update; a stale one is refused. */
  rowVersion: rowVersionSchema.optional(),
});
export type SaveCompanyBody = z.infer<typeof saveCompanyBodySchema>;

export const changeCompanyStatusBodySchema = z.object({
  id: recordIdSchema,
  status: z.enum(recordStatuses),
  rowVersion: rowVersionSchema.optional(),
});
export type ChangeCompanyStatusBody = z.infer<typeof changeCompanyStatusBodySchema>;

export const getContactPeopleQuerySchema = z.object({
  /** Staff name the company; a partner always gets its own. */
  companyId: recordIdSchema.optional(),
});
export type GetContactPeopleQuery = z.infer<typeof getContactPeopleQuerySchema>;

export const contactPersonSchema = z.object({
  id: z.number().int(),
  displayName: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
});
export type ContactPerson = z.infer<typeof contactPersonSchema>;

// ---------------------------------------------------------------- users

export const userSortFields = ['createdAt', 'username', 'displayName'] as const;

export const pageUsersBodySchema = pageRequestSchema.extend({
  /** Searched in username, display name and e-mail, case-insensitively and literally. */
  keyword: text(200).optional(),
  kind: z.enum(userKinds).nullish(),
  companyId: recordIdSchema.nullish(),
  status: z.enum(recordStatuses).nullish(),
  roleCode: text(64).optional(),
  sortField: z.enum(userSortFields).default('createdAt'),
  sortOrder: z.enum(sortOrders).default('desc'),
});
export type PageUsersBody = z.infer<typeof pageUsersBodySchema>;

export const managedUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  kind: z.enum(userKinds),
  employeeId: z.string().nullable(),
  companyId: z.number().int().nullable(),
  /** The company's Chinese and English names; name it with `partnerCompanyName`. */
  companyName: z.string().nullable(),
  companyNameEn: z.string().nullable(),
  /** The company's Korean name, when it has one. */
  companyNameKr: z.string().nullable(),
  companyType: z.string().nullable(),
  companyRole: z.string().nullable(),
  status: z.enum(recordStatuses),
  rowVersion: rowVersionSchema,
  /** The status moves the reader may take now; the client shows these and decides none. */
  actions: z.array(z.enum(statusActions)),
  roles: z.array(z.string()),
  createdAt: z.string(),
});
export type ManagedUser = z.infer<typeof managedUserSchema>;
export const managedUserPageSchema = pageSchema(managedUserSchema);

export const managedUserInfoSchema = managedUserSchema.extend({
  language: z.string().nullable(),
  updatedAt: z.string(),
});
export type ManagedUserInfo = z.infer<typeof managedUserInfoSchema>;

export const getUserInfoQuerySchema = z.object({ id: recordIdSchema });

export const saveUserBodySchema = z
  .object({
    /** Absent to create, present to update. */
    id: recordIdSchema.optional(),
    username: requiredText(64).regex(/^[A-Za-z0-9._-]{3,64}$/, 'partner.validation.username'),
    displayName: requiredText(100),
    email: requiredText(200).regex(patterns.email, 'validation.email'),
    mobile: optionalText(14).pipe(
      z.string().regex(patterns.newMobile, 'partner.validation.mobile').nullable(),
    ),
    kind: z.enum(userKinds),
    /** Internal users only. */
    employeeId: optionalText(64),
    /** Partner users only: the company, one of its types, and its role. */
    companyId: recordIdSchema.nullish().transform((value) => value ?? null),
    companyType: optionalText(64),
    companyRole: optionalText(64),
    roleCodes: z.array(requiredText(64)).min(1).max(20),
    language: z
      .enum(languages)
      .nullish()
      .transform((value) => value ?? null),
    /** Required when creating; an existing user's password changes only through reset-password. */
    password: passwordSchema.optional(),
    /** The version the client read, on an update; a stale one is refused. */
    rowVersion: rowVersionSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.id === undefined && body.password === undefined)
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'validation.required' });
    if (body.id !== undefined && body.password !== undefined)
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'partner.validation.passwordOnUpdate' });
  });
export type SaveUserBody = z.infer<typeof saveUserBodySchema>;

export const changeUserStatusBodySchema = z.object({
  id: recordIdSchema,
  status: z.enum(recordStatuses),
  rowVersion: rowVersionSchema.optional(),
});
export type ChangeUserStatusBody = z.infer<typeof changeUserStatusBodySchema>;

export const resetUserPasswordBodySchema = z.object({ id: recordIdSchema, password: passwordSchema });
export type ResetUserPasswordBody = z.infer<typeof resetUserPasswordBodySchema>;

export const grantableRoleSchema = z.object({
  code: z.string(),
  titleKey: z.string(),
  kind: z.enum(userKinds),
  /** The names an administrator gave the role (roles made on the system management page); else titleKey. */
  nameCn: z.string().nullish(),
  nameEn: z.string().nullish(),
  nameKr: z.string().nullish(),
});
export type GrantableRole = z.infer<typeof grantableRoleSchema>;
