import { describe, expect, it } from 'vitest';

import { keysOf } from './core/records';
import { patterns, matchesPattern } from './patterns';
import type { PatternName } from './patterns';

interface PatternCases {
  accepted: readonly string[];
  refused: readonly string[];
}

const cases: Record<PatternName, PatternCases> = {
  positiveInteger: {
    accepted: ['1', '9', '42', '1000000'],
    refused: ['0', '012', '-1', '1.5', '', ' 1', 'a'],
  },
  negativeInteger: {
    accepted: ['-1', '-9', '-42', '-1000000'],
    refused: ['0', '-0', '1', '-012', '-1.5', '--1', ''],
  },
  positiveIntegerOrZero: {
    accepted: ['0', '1', '42', '1000000'],
    refused: ['-1', '00', '012', '1.5', '', 'a'],
  },
  negativeIntegerOrZero: {
    accepted: ['0', '-1', '-42', '-1000000'],
    refused: ['1', '-0', '-012', '00', '-1.5', ''],
  },
  digitOneToEightOrEmpty: {
    accepted: ['', '1', '5', '8'],
    refused: ['0', '9', '12', ' ', 'a', '-1'],
  },
  letters: {
    accepted: ['a', 'abc', 'ABC', 'HelloWorld'],
    refused: ['', 'abc1', 'hello world', 'é', '你好', 'a_b'],
  },
  lettersAndSpaces: {
    accepted: ['a', 'hello world', 'Hello World ', ' John Smith'],
    refused: ['', '   ', 'hello1', 'hello_world', 'hello\tworld', 'héllo'],
  },
  uppercase: {
    accepted: ['A', 'ABC', 'HELLO'],
    refused: ['', 'abc', 'Abc', 'ABC1', 'A B', 'À'],
  },
  lowercase: {
    accepted: ['a', 'abc', 'hello'],
    refused: ['', 'ABC', 'aBc', 'abc1', 'a b', 'é'],
  },
  chinese: {
    accepted: ['中', '中文', '你好世界'],
    refused: ['', 'abc', '中文a', '中 文', '中文1', '。'],
  },
  lettersAndDigits: {
    accepted: ['a', '1', 'abc123', 'ABC123def'],
    refused: ['', 'abc 123', 'abc_123', 'abc-123', '中文', 'a!'],
  },
  lettersDigitsAndSpaces: {
    accepted: ['a', '1', 'abc 123', 'Room 101 B'],
    refused: ['', '   ', 'abc_123', 'abc-123', 'a\tb', '中文'],
  },
  wordCharacters: {
    accepted: ['a', '_', 'abc_123', 'ABC'],
    refused: ['', 'abc 123', 'abc-123', 'a.b', '中文', 'a!'],
  },
  mobile: {
    accepted: ['13800138000', '19912345678', '10000000000'],
    refused: ['23800138000', '1380013800', '138001380000', '138-0013-8000', '', '1380013800a'],
  },
  newMobile: {
    accepted: ['1234567', '13800138000', '12345678901234'],
    refused: ['123456', '123456789012345', '123-4567', '', 'abcdefg', '1234567a'],
  },
  landline: {
    accepted: ['010-12345678', '0755-1234567', '12345678', '1234567', '010-12345678-123'],
    refused: ['010-123456', '10-12345678', '0755-123456789', '01012345678', '010-12345678-', 'abc', ''],
  },
  nationalId: {
    accepted: ['110101199003070000', '11010119900307000X', '11010119900307000x'],
    refused: ['11010119900307000', '1101011990030700000', '11010119900307000Y', '11010119900307X000', ''],
  },
  qq: {
    accepted: ['10000', '123456', '1234567890'],
    refused: ['1234', '01234', '012345', '12345a', '', '-12345'],
  },
  url: {
    accepted: [
      'http://example.com',
      'https://example.com',
      'https://example.com/path?q=1#frag',
      'http://localhost:3000',
    ],
    refused: [
      'ftp://example.com',
      'example.com',
      'http://',
      'https:// example.com',
      'http://exa mple.com',
      '',
    ],
  },
  password: {
    accepted: ['abcdef1!', 'Passw0rd$', 'A1@bcdefghijklmnopq', 'aaaa1111#?&%'],
    refused: [
      'abcdefg1',
      'abcdefg!',
      '12345678!',
      'ab1!',
      'abcdefghij1!abcdefghi',
      'abcdef1!^',
      'abcd ef1!',
      '',
    ],
  },
  money: {
    accepted: ['0', '0.5', '0.00', '12.34', '1000'],
    refused: ['-1', '01', '12.345', '12.', '.5', 'abc', ''],
  },
  moneyNonZero: {
    accepted: ['0.01', '0.5', '0.10', '1', '12.34', '1000'],
    refused: ['0', '0.0', '0.00', '-1', '01.5', '12.345', 'abc', ''],
  },
  moneySigned: {
    accepted: ['0', '0.00', '12.34', '-12.34', '-0.5', '-0.01', '1000'],
    refused: ['-0', '-0.00', '--1', '12.345', '-01', '1.', 'abc', ''],
  },
  money8: {
    accepted: ['0', '0.12345678', '12.5', '1000'],
    refused: ['-1', '0.123456789', '01', '1.', 'abc', ''],
  },
  percent: {
    accepted: ['0.01', '1', '55.5', '99.99', '100', '100.0', '100.00'],
    refused: ['0', '0.00', '100.01', '101', '-1', '01', '55.555', '5.', ''],
  },
  integerPercent: {
    accepted: ['0', '1', '50', '99', '100'],
    refused: ['-1', '101', '00', '050', '1.5', 'abc', ''],
  },
  bankCard: {
    accepted: ['123456789012345', '1234567890123456789', '6222020000000000000'],
    refused: ['12345678901234', '1234567890123456', '12345678901234567890', '1234-5678-9012-345', ''],
  },
  phoneDigitsHyphens: {
    accepted: ['13800138000', '010-12345678', '400-800-1234'],
    refused: ['-12345678', '12345678-', '010--12345678', '010 12345678', '(010)12345678', ''],
  },
  positiveFloat: {
    accepted: ['0.5', '3', '3.14', '0.001', '1.0'],
    refused: ['0', '0.0', '-1', 'abc', '01.5', '3.', '.5', ''],
  },
  email: {
    accepted: ['user@example.com', 'first.last+tag@sub.example.co.uk', 'a_b%c-d@my-host.io'],
    refused: [
      'user@example',
      'user@example.c',
      '@example.com',
      'user@.com',
      'us er@example.com',
      'user@@a.com',
      '',
    ],
  },
  workHour: {
    accepted: ['0', '0.5', '8', '7.5', '12'],
    refused: ['7.55', '-1', 'a', '08', '7.', '.5', ''],
  },
  creditCode: {
    accepted: ['91310115000000011A', '913101150000000011', '91320500MA1XDEMO01'],
    refused: ['9131011500000001', 'I1310115000000011A', '91310115000000011a', '9131011500000001I1', ''],
  },
  businessNumber: {
    accepted: ['1234567891', '2208162517', '0000000000'],
    refused: ['123-45-67891', '123456789', '12345678901', 'abcdefghij', ''],
  },
  registrationNumber: {
    accepted: ['HRB 12345', 'AB', '123/456-7.8', '株式会社1'],
    refused: ['A', ' AB', 'AB ', 'A_B', 'A'.repeat(51), ''],
  },
};

const names = keysOf(patterns);

const acceptedRows = names.flatMap((name) => cases[name].accepted.map((value) => [name, value] as const));
const refusedRows = names.flatMap((name) => cases[name].refused.map((value) => [name, value] as const));

describe('patterns catalogue', () => {
  it('has a test table entry for every pattern and no entry for an unknown pattern', () => {
    expect(Object.keys(cases).sort()).toEqual([...names].sort());
  });

  it.each(names)('%s has at least three accepted and three refused examples', (name) => {
    expect(cases[name].accepted.length).toBeGreaterThanOrEqual(3);
    expect(cases[name].refused.length).toBeGreaterThanOrEqual(3);
  });

  it.each(names)('%s is anchored and has neither the g nor the y flag', (name) => {
    const regex = patterns[name];
    expect(regex).toBeInstanceOf(RegExp);
    expect(regex.global).toBe(false);
    expect(regex.sticky).toBe(false);
    expect(regex.flags).not.toMatch(/[gy]/);
    expect(regex.source.startsWith('^')).toBe(true);
    expect(regex.source.endsWith('$')).toBe(true);
  });

  it.each(acceptedRows)('%s accepts %j', (name, value) => {
    expect(patterns[name].test(value)).toBe(true);
    expect(matchesPattern(name, value)).toBe(true);
  });

  it.each(refusedRows)('%s refuses %j', (name, value) => {
    expect(patterns[name].test(value)).toBe(false);
    expect(matchesPattern(name, value)).toBe(false);
  });

  it('gives the same answer on repeated calls (no lastIndex state)', () => {
    for (const [name, value] of acceptedRows) {
      expect([1, 2, 3].map(() => matchesPattern(name, value))).toEqual([true, true, true]);
    }
  });

  it.each(names)(
    '%s rejects long adversarial input (a catastrophic backtracking regex would hang here)',
    (name) => {
      const long = 5_000;
      const inputs = [
        `${'1'.repeat(long)}!`,
        `${'a'.repeat(long)}!`,
        `${'a '.repeat(long)}!`,
        `0.${'0'.repeat(long)}!`,
        `0.${'1'.repeat(long)}!`,
        `${'1-'.repeat(long)}-`,
        `a@${'a.'.repeat(long)}!`,
        `${'a'.repeat(long)}@${'a'.repeat(long)}`,
        `http://${'a'.repeat(long)} `,
        `${'aA1!'.repeat(long)}`,
      ];
      for (const input of inputs) {
        expect(matchesPattern(name, input)).toBe(false);
      }
    },
  );
});
