/**
 * Company registration numbers and their check characters, by the company's country:
 * - China: the unified social credit code (GB 32100-2015), 18 characters, the last a check character
 *   over the other 17; characters 9 to 17 are an organisation code (GB 11714) with its own check
 *   character.
 * - Korea: the business registration number (사업자등록번호), 10 digits written 000-00-00000, the last a
 *   check digit (weights 1,3,7,1,3,7,1,3,5 plus the tens of the ninth digit times 5).
 * - Elsewhere: a free registration number.
 */
import { z } from 'zod';
import { patterns } from '../patterns';

export const creditCodeCharset = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const creditWeights = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
const orgWeights = [3, 7, 9, 10, 5, 8, 4, 2];

/** The GB 32100 check character of the first 17 characters. */
export function creditCheckCharacter(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const value = creditCodeCharset.indexOf(first17.charAt(i));
    if (value < 0) throw new Error(`Not a credit code character: ${first17.charAt(i)}`);
    sum += value * (creditWeights[i] ?? 0);
  }
  const check = (31 - (sum % 31)) % 31;
  return creditCodeCharset.charAt(check);
}

/** The GB 11714 check character of an 8-character organisation code body (digits and capitals). */
export function organisationCheckCharacter(first8: string): string {
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    const ch = first8.charAt(i);
    const value = /\d/.test(ch) ? Number(ch) : ch.charCodeAt(0) - 55;
    sum += value * (orgWeights[i] ?? 0);
  }
  const check = 11 - (sum % 11);
  return check === 10 ? 'X' : check === 11 ? '0' : String(check);
}

/**
 * A complete credit code from its first 8 characters (registration authority and region, e.g.
 * `91320500`) and an 8-character organisation code body: both check characters are added. For demo
 * data and tests that need codes that pass the check.
 */
export function creditCodeOf(prefix8: string, organisation8: string): string {
  const first17 = `${prefix8}${organisation8}${organisationCheckCharacter(organisation8)}`;
  return first17 + creditCheckCharacter(first17);
}

/** Whether an 18-character code is well formed and passes both check characters. */
export function isValidCreditCode(code: string): boolean {
  if (!patterns.creditCode.test(code)) return false;
  if (organisationCheckCharacter(code.slice(8, 16)) !== code.charAt(16)) return false;
  return creditCheckCharacter(code.slice(0, 17)) === code.charAt(17);
}

const businessWeights = [1, 3, 7, 1, 3, 7, 1, 3, 5];

/** The check digit of the first 9 digits of a Korean business registration number. */
export function businessNumberCheckDigit(first9: string): string {
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(first9.charAt(i)) * (businessWeights[i] ?? 0);
  sum += Math.floor((Number(first9.charAt(8)) * 5) / 10);
  return String((10 - (sum % 10)) % 10);
}

/** Whether a business registration number (10 digits, hyphens already removed) passes its check digit. */
export function isValidBusinessNumber(digits: string): boolean {
  return /^\d{10}$/.test(digits) && businessNumberCheckDigit(digits.slice(0, 9)) === digits.charAt(9);
}

/** The kind of registration number a company of `country` (ISO 3166-1 alpha-2) is identified by. */
export type RegistrationNumberKind = 'creditCode' | 'businessNumber' | 'registrationNumber';
export function registrationNumberKindOf(country: string | null | undefined): RegistrationNumberKind {
  if (country === 'CN') return 'creditCode';
  if (country === 'KR') return 'businessNumber';
  return 'registrationNumber';
}

/**
 * The message key of the label of a registration number of `country`: unified social credit code,
 * business registration number, or the general "company registration number" (also for no country,
 * and for columns that mix countries).
 */
export function registrationNumberLabelKey(country: string | null | undefined) {
  return `report.customer.id.${registrationNumberKindOf(country)}` as const;
}

/**
 * A registration number as stored: credit codes in capitals without spaces, business numbers as their
 * 10 digits (hyphens and spaces removed), others trimmed.
 */
export function normaliseRegistrationNumber(country: string | null | undefined, value: string): string {
  const trimmed = value.trim();
  switch (registrationNumberKindOf(country)) {
    case 'creditCode':
      return trimmed.replace(/\s+/g, '').toUpperCase();
    case 'businessNumber':
      return trimmed.replace(/[\s-]+/g, '');
    case 'registrationNumber':
      return trimmed;
  }
}

/** A registration number as shown: a business number as 000-00-00000, others as stored. */
export function formatRegistrationNumber(country: string | null | undefined, value: string): string {
  if (registrationNumberKindOf(country) === 'businessNumber' && /^\d{10}$/.test(value))
    return `${value.slice(0, 3)}-${value.slice(3, 5)}-${value.slice(5)}`;
  return value;
}

/**
 * The message key of what is wrong with a normalised registration number of `country`, or null when
 * it is valid. Without a country only the old shape (18 letters or digits) is asked.
 */
export function registrationNumberProblem(
  country: string | null | undefined,
  value: string,
):
  | 'report.validation.creditCode'
  | 'report.validation.creditCodeCheck'
  | 'report.validation.businessNumber'
  | 'report.validation.businessNumberCheck'
  | 'report.validation.registrationNumber'
  | null {
  if (!country) return /^[A-Z0-9]{18}$/.test(value) ? null : 'report.validation.creditCode';
  switch (registrationNumberKindOf(country)) {
    case 'creditCode':
      if (!patterns.creditCode.test(value)) return 'report.validation.creditCode';
      return isValidCreditCode(value) ? null : 'report.validation.creditCodeCheck';
    case 'businessNumber':
      if (!patterns.businessNumber.test(value)) return 'report.validation.businessNumber';
      return isValidBusinessNumber(value) ? null : 'report.validation.businessNumberCheck';
    case 'registrationNumber':
      return patterns.registrationNumber.test(value) ? null : 'report.validation.registrationNumber';
  }
}

/**
 * An optional unified social credit code of a customer in China (a clue, an opportunity staff enter):
 * normalised as stored, checked as the registration form checks it; empty is null.
 */
export const optionalCreditCodeSchema = z
  .string()
  .nullish()
  .transform((value) => (value ? normaliseRegistrationNumber('CN', value) : '') || null)
  .superRefine((value, ctx) => {
    const problem = value === null ? null : registrationNumberProblem('CN', value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
