import { describe, expect, it } from 'vitest';
import { defaultCurrencyOf, fitsMinorUnits, minorUnitsOf } from './currencies';
import {
  businessNumberCheckDigit,
  creditCheckCharacter,
  formatRegistrationNumber,
  isValidBusinessNumber,
  isValidCreditCode,
  normaliseRegistrationNumber,
  organisationCheckCharacter,
  registrationNumberProblem,
} from './registration-numbers';

/** A valid credit code from its first 16 characters. */
function creditCode(first16: string) {
  const first17 = first16 + organisationCheckCharacter(first16.slice(8, 16));
  return first17 + creditCheckCharacter(first17);
}

describe('registration numbers', () => {
  it('checks the two check characters of a unified social credit code', () => {
    // A published example of GB 32100-2015.
    expect(isValidCreditCode('91350100M000100Y43')).toBe(true);
    const code = creditCode('9131011500000001');
    expect(isValidCreditCode(code)).toBe(true);
    const wrong = code.slice(0, 17) + (code.endsWith('0') ? '1' : '0');
    expect(isValidCreditCode(wrong)).toBe(false);
  });

  it('checks the check digit of a Korean business registration number', () => {
    // 220-81-62517 is a published valid number.
    expect(isValidBusinessNumber('2208162517')).toBe(true);
    expect(businessNumberCheckDigit('220816251')).toBe('7');
    expect(isValidBusinessNumber('2208162518')).toBe(false);
    expect(isValidBusinessNumber('220816251')).toBe(false);
  });

  it('says what is wrong by the country', () => {
    expect(registrationNumberProblem('KR', '2208162517')).toBeNull();
    expect(registrationNumberProblem('KR', '2208162518')).toBe('report.validation.businessNumberCheck');
    expect(registrationNumberProblem('KR', '22081625')).toBe('report.validation.businessNumber');
    expect(registrationNumberProblem('CN', '91350100M000100Y43')).toBeNull();
    expect(registrationNumberProblem('CN', '91350100M000100Y44')).toBe('report.validation.creditCodeCheck');
    expect(registrationNumberProblem('CN', '2208162517')).toBe('report.validation.creditCode');
    expect(registrationNumberProblem('DE', 'HRB 12345')).toBeNull();
    expect(registrationNumberProblem('DE', '#')).toBe('report.validation.registrationNumber');
    expect(registrationNumberProblem(null, 'ABCDEFGHIJKLMNOPQR')).toBeNull();
  });

  it('stores and shows a business number in one form', () => {
    expect(normaliseRegistrationNumber('KR', ' 220-81-62517 ')).toBe('2208162517');
    expect(normaliseRegistrationNumber('CN', '91350100m000100y43')).toBe('91350100M000100Y43');
    expect(formatRegistrationNumber('KR', '2208162517')).toBe('220-81-62517');
  });
});

describe('currencies', () => {
  it('knows the ISO 4217 minor units', () => {
    expect(minorUnitsOf('KRW')).toBe(0);
    expect(minorUnitsOf('JPY')).toBe(0);
    expect(minorUnitsOf('CNY')).toBe(2);
    expect(minorUnitsOf('EUR')).toBe(2);
    expect(minorUnitsOf(null)).toBe(2);
    expect(fitsMinorUnits('1000', 'KRW')).toBe(true);
    expect(fitsMinorUnits('1000.00', 'KRW')).toBe(true);
    expect(fitsMinorUnits('1000.5', 'KRW')).toBe(false);
    expect(fitsMinorUnits('1000.55', 'USD')).toBe(true);
  });

  it('gives a company the currency of its country, else of its region', () => {
    expect(defaultCurrencyOf({ country: 'KR', region: 'AP' })).toBe('KRW');
    expect(defaultCurrencyOf({ country: 'DE' })).toBe('EUR');
    expect(defaultCurrencyOf({ country: null, region: 'JP' })).toBe('JPY');
    expect(defaultCurrencyOf({})).toBe('CNY');
  });
});
