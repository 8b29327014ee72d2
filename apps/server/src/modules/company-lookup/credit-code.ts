/**
 * Unified social credit codes (GB 32100-2015): 18 characters, the last a check character over the
 * other 17; characters 9 to 17 are an organisation code (GB 11714) with its own check character.
 */
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

/** Whether an 18-character code passes both check characters. */
export function isValidCreditCode(code: string): boolean {
  if (!/^[0-9ABCDEFGHJKLMNPQRTUWXY]{2}\d{6}[0-9A-Z]{8}[0-9X][0-9ABCDEFGHJKLMNPQRTUWXY]$/.test(code))
    return false;
  if (organisationCheckCharacter(code.slice(8, 16)) !== code.charAt(16)) return false;
  return creditCheckCharacter(code.slice(0, 17)) === code.charAt(17);
}
