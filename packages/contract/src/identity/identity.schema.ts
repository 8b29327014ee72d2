import { z } from 'zod';

export const loginTypes = ['staff', 'partner'] as const;
export type LoginType = (typeof loginTypes)[number];

export const loginBodySchema = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
  loginType: z.enum(loginTypes).default('staff'),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const tokenPairSchema = z.object({ token: z.string(), refreshToken: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;

/** Login answers a token pair, or a url to continue an external login (spec section 4). */
export const loginDataSchema = z.object({
  token: z.string().optional(),
  refreshToken: z.string().optional(),
  url: z.string().optional(),
});

export const refreshTokenBodySchema = z.object({ refreshToken: z.string().min(1).max(512) });
export const logoutBodySchema = z.object({ refreshToken: z.string().max(512).optional() });

export const menuItemSchema = z.object({
  code: z.string(),
  parentCode: z.string().nullable(),
  path: z.string().nullable(),
  titleKey: z.string(),
  icon: z.string().nullable(),
  sort: z.number().int(),
});
export type MenuItem = z.infer<typeof menuItemSchema>;

export const getMenuDataSchema = z.object({ menus: z.array(menuItemSchema), buttons: z.array(z.string()) });
export type MenuData = z.infer<typeof getMenuDataSchema>;

export const userKinds = ['internal', 'partner'] as const;
export type UserKind = (typeof userKinds)[number];

export const loginUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  kind: z.enum(userKinds),
  employeeId: z.string().nullable(),
  companyId: z.number().int().nullable(),
  companyName: z.string().nullable(),
  companyType: z.string().nullable(),
  companyRole: z.string().nullable(),
  roles: z.array(z.string()),
  language: z.string().nullable(),
});
export type LoginUser = z.infer<typeof loginUserSchema>;

export const systemInfoSchema = z.object({
  appName: z.string(),
  version: z.string(),
  serverTime: z.string(),
  defaultLanguage: z.string(),
  languages: z.array(z.string()),
  loginMethods: z.array(z.enum(['password', 'qr', 'oidc'])),
  /** The enterprise messaging app's name when an adapter is configured (QR codes are scanned in it), else null. */
  messagingApp: z.string().nullable(),
});

export const partnerTypeSchema = z.object({
  typeCode: z.string(),
  typeName: z.string(),
  typeNameEn: z.string(),
  typeNameKr: z.string(),
});
export type PartnerType = z.infer<typeof partnerTypeSchema>;

/** Partner information of the signed-in partner user; null for staff. */
export const partnerInfoSchema = z
  .object({
    companyId: z.number().int(),
    companyCode: z.string(),
    companyName: z.string(),
    companyNameEn: z.string().nullable(),
    /** The company's Korean name, when it has one. */
    companyNameKr: z.string().nullable(),
    companyRole: z.string(),
    region: z.string().nullable(),
    status: z.string(),
    partnerTypeList: z.array(partnerTypeSchema),
  })
  .nullable();
export type PartnerInfo = z.infer<typeof partnerInfoSchema>;

export const ownerCandidateSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  email: z.string().nullable(),
  employeeId: z.string().nullable(),
});
export type OwnerCandidate = z.infer<typeof ownerCandidateSchema>;
