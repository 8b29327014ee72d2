/**
 * Validation pattern catalogue (specification section 5).
 *
 * Every pattern is anchored (`^...$`), carries neither the `g` nor the `y` flag (so `test()` is stateless),
 * and is written without overlapping nested quantifiers, so matching time stays linear in the input length.
 */
export const patterns = {
  /** Positive integer without leading zeros, e.g. "1", "42"; refuses "0", "012". */
  positiveInteger: /^[1-9]\d*$/,
  /** Negative integer without leading zeros, e.g. "-1", "-42"; refuses "0", "-0". */
  negativeInteger: /^-[1-9]\d*$/,
  /** Positive integer or zero, e.g. "0", "42"; refuses "-1", "012". */
  positiveIntegerOrZero: /^(?:0|[1-9]\d*)$/,
  /** Negative integer or zero, e.g. "0", "-42"; refuses "1", "-0". */
  negativeIntegerOrZero: /^(?:0|-[1-9]\d*)$/,
  /** A single digit from 1 to 8, or the empty string. */
  digitOneToEightOrEmpty: /^[1-8]?$/,
  /** ASCII letters only (A-Z, a-z), at least one. */
  letters: /^[A-Za-z]+$/,
  /** ASCII letters and spaces, with at least one letter. */
  lettersAndSpaces: /^(?=.*[A-Za-z])[A-Za-z ]+$/,
  /** Uppercase ASCII letters only (A-Z), at least one. */
  uppercase: /^[A-Z]+$/,
  /** Lowercase ASCII letters only (a-z), at least one. */
  lowercase: /^[a-z]+$/,
  /** Chinese characters only (CJK Unified Ideographs U+4E00 to U+9FA5), at least one. */
  chinese: /^[\u4e00-\u9fa5]+$/,
  /** ASCII letters and digits only, at least one character. */
  lettersAndDigits: /^[A-Za-z0-9]+$/,
  /** ASCII letters, digits and spaces, with at least one letter or digit. */
  lettersDigitsAndSpaces: /^(?=.*[A-Za-z0-9])[A-Za-z0-9 ]+$/,
  /** Word characters only (letters, digits, underscore), at least one. */
  wordCharacters: /^\w+$/,
  /** Mobile number: 11 digits starting with 1, e.g. "13800138000". */
  mobile: /^1\d{10}$/,
  /** New mobile number: 3 digits followed by 4 to 11 digits (7 to 14 digits in all). */
  newMobile: /^\d{3}\d{4,11}$/,
  /** Landline: optional area code (0 plus 2-3 digits) and hyphen, 7-8 digit number, optional "-extension". */
  landline: /^(?:0\d{2,3}-)?\d{7,8}(?:-\d{1,6})?$/,
  /** National ID: 17 digits followed by a digit or X/x. */
  nationalId: /^\d{17}[\dXx]$/,
  /** QQ number: 5 or more digits, first digit not zero. */
  qq: /^[1-9]\d{4,}$/,
  /** URL starting with http:// or https://, followed by a host and an optional path, without spaces. */
  url: /^https?:\/\/[^\s/?#]+(?:[/?#]\S*)?$/,
  /** Password: 8 to 20 of letters, digits and $@!%*#?&, with at least one letter, one digit and one special. */
  password: /^(?=.*[A-Za-z])(?=.*\d)(?=.*[$@!%*#?&])[A-Za-z\d$@!%*#?&]{8,20}$/,
  /** Money: zero or positive amount with up to 2 decimals, e.g. "0", "0.5", "12.34". */
  money: /^(?:0|[1-9]\d*)(?:\.\d{1,2})?$/,
  /** Money greater than zero with up to 2 decimals, e.g. "0.01", "12.34"; refuses "0", "0.00". */
  moneyNonZero: /^(?:[1-9]\d*(?:\.\d{1,2})?|0\.(?:[1-9]\d?|0[1-9]))$/,
  /** Money with up to 2 decimals, possibly negative, e.g. "-12.34", "0", "5"; refuses "-0", "-0.00". */
  moneySigned: /^(?:-?[1-9]\d*(?:\.\d{1,2})?|-?0\.(?:[1-9]\d?|0[1-9])|0(?:\.\d{1,2})?)$/,
  /** Money: zero or positive amount with up to 8 decimals, e.g. "0", "0.12345678". */
  money8: /^(?:0|[1-9]\d*)(?:\.\d{1,8})?$/,
  /** Percent greater than 0 and at most 100 with up to 2 decimals, e.g. "0.01", "55.5", "100.00". */
  percent: /^(?:100(?:\.0{1,2})?|[1-9]\d?(?:\.\d{1,2})?|0\.(?:[1-9]\d?|0[1-9]))$/,
  /** Integer percent from 0 to 100 without leading zeros. */
  integerPercent: /^(?:100|[1-9]?\d)$/,
  /** Bank card number: exactly 15 or exactly 19 digits. */
  bankCard: /^(?:\d{15}|\d{19})$/,
  /** Phone of digits and single hyphens, starting and ending with a digit, e.g. "400-800-1234". */
  phoneDigitsHyphens: /^(?!.*--)\d[\d-]*\d$/,
  /** Positive float (greater than zero) without leading zeros, e.g. "0.5", "3", "3.14"; refuses "0.0". */
  positiveFloat: /^(?:[1-9]\d*(?:\.\d+)?|0\.0*[1-9]\d*)$/,
  /** E-mail: local part of letters, digits and ._%+-, an @, dot-separated domain labels, a 2+ letter TLD. */
  email: /^[A-Za-z0-9._%+-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,}$/,
  /** Work hours: non-negative number with at most 1 decimal, e.g. "0.5", "8", "7.5". */
  workHour: /^(?:0|[1-9]\d*)(?:\.\d)?$/,
  /**
   * Unified social credit code (GB 32100-2015) by shape: registration authority and kind, 6-digit division,
   * 9-character organisation code, check character; no I, O, S, V, Z. The check characters are tested by
   * `isValidCreditCode`.
   */
  creditCode: /^[0-9ABCDEFGHJKLMNPQRTUWXY]{2}\d{6}[0-9A-Z]{8}[0-9X][0-9ABCDEFGHJKLMNPQRTUWXY]$/,
  /** Korean business registration number (사업자등록번호) by shape: 10 digits, hyphens removed. */
  businessNumber: /^\d{10}$/,
  /** A company registration number of another country: 2 to 50 letters, digits, spaces and . / - */
  registrationNumber: /^[\p{L}\p{N}][\p{L}\p{N} ./-]{0,48}[\p{L}\p{N}]$/u,
} as const;

/** Name of a pattern in the catalogue. */
export type PatternName = keyof typeof patterns;

/** Whether `value` matches the catalogue pattern `name` in full. */
export function matchesPattern(name: PatternName, value: string): boolean {
  return patterns[name].test(value);
}
