/** Business constants and limits of spec section 9. */
/** The product's version, reported by login/get-info and the exception log. */
export const appVersion = '0.1.0';

export const languages = ['cn', 'en', 'kr'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

/** Locale full names of spec section 9, and the one each language uses. */
export const localeNames = ['ZH_CN', 'EN_US', 'ZH_HK', 'JA_JP', 'KO_KR'] as const;
export const localeOfLanguage: Record<Language, (typeof localeNames)[number]> = {
  cn: 'ZH_CN',
  en: 'EN_US',
  kr: 'KO_KR',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

export const limits = {
  defaultPageSize: 20,
  maxPageSize: 500,
  /** The specification's 20 MB, read as 20 × 1024 × 1024 bytes. */
  uploadMaxBytes: 20 * 1024 * 1024,
  uploadMaxMb: 20,
  uploadMessageSeconds: 10,
  messageSeconds: 5,
  requestTimeoutMs: 360_000,
  refreshRetryWaitMs: 1000,
  chunkLoadTimeoutMs: 120_000,
  minPageWidth: 1200,
  gridColumns: 24,
  searchCollapsedHeight: 80,
  passwordMinLength: 8,
  passwordMaxLength: 20,
  editableCellMaxLength: 200,
  /** Rows an .xlsx export may hold; a larger filter is refused, never cut short. */
  exportMaxRows: 50_000,
  /** Days an approved registration protects its customer and product line for its partner. */
  protectionDays: 180,
  /** Days before a protection ends when the partner and its channel manager are told. */
  protectionEndingNoticeDays: 14,
} as const;

export const progressBar = { minimum: 0.6, trickleSpeed: 40 } as const;

export const formats = {
  dateTime: 'YYYY-MM-DD HH:mm:ss',
  date: 'YYYY-MM-DD',
  emptyPlaceholder: '--',
  moneyDecimals: 2,
  money8Decimals: 8,
} as const;

/** Region codes of spec section 3. */
export const regions = { US: 'US', APAC: 'AP', China: 'CN', Japan: 'JP', EU: 'EU' } as const;
export const regionCodes = ['US', 'AP', 'CN', 'JP', 'EU'] as const;
export type RegionCode = (typeof regionCodes)[number];

/** Equipment kinds of spec section 3. */
export const equipmentKinds = ['iop', 'no_iop', 'robot'] as const;
export type EquipmentKind = (typeof equipmentKinds)[number];

/** Process status of spec section 4. */
export const processStatus = { toBeSubmitted: -1, processing: 1, completed: 2, closed: 3 } as const;

/** Lock-out policy (docs/security.md, promise 5). */
export const loginPolicy = {
  accountFailures: 5,
  windowMinutes: 15,
  lockMinutes: 15,
  addressFailures: 30,
} as const;

/** Code-table types used across the product. */
export const codeTypes = {
  partnerType: 'PARTNER_TYPE',
  companyRole: 'COMPANY_ROLE',
  productLine: 'PRODUCT_LINE',
  productLineCrm: 'PRODUCT_LINE_TYPE_CRM',
  equipmentKind: 'EQUIPMENT_KIND',
  region: 'REGION',
  functionStructure: 'FUNCTION_STRUCTURE',
  industry: 'INDUSTRY',
  currency: 'CURRENCY',
  unit: 'UNIT',
} as const;
