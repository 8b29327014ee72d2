import type { CodeTableEntry } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { codeLabel, groupByType, mergeCpqCodeTable } from './code-tables';

const entry = (codeType: string, code: string, extra: Partial<CodeTableEntry> = {}): CodeTableEntry => ({
  codeType,
  code,
  codeDescCn: `${code}中文`,
  codeDescEn: `${code} en`,
  codeDescKr: null,
  codeDescLangCode: null,
  activeStatus: 1,
  description: null,
  ...extra,
});

describe('code tables', () => {
  it('groups entries by type', () => {
    const groups = groupByType([entry('A', '1'), entry('B', '2'), entry('A', '3')]);
    expect(Object.keys(groups)).toEqual(['A', 'B']);
    expect(groups['A']!.map((e) => e.code)).toEqual(['1', '3']);
  });

  it('merges product lines into the CPQ table as PRODUCT_LINE_TYPE_CRM, dropping the server ones', () => {
    const merged = mergeCpqCodeTable(
      [entry('FUNCTION_STRUCTURE', '1'), entry('PRODUCT_LINE_TYPE_CRM', 'LEGACY')],
      [
        {
          productLineCode: 'CNC',
          basicDataCodeDescCn: '数控机床',
          basicDataCodeDescEn: 'CNC machine tools',
          basicDataCodeDescKr: 'CNC 공작기계',
        },
      ],
    );
    expect(merged.map((e) => `${e.codeType}:${e.code}`)).toEqual([
      'FUNCTION_STRUCTURE:1',
      'PRODUCT_LINE_TYPE_CRM:CNC',
    ]);
    expect(merged[1]).toMatchObject({
      codeDescCn: '数控机床',
      codeDescEn: 'CNC machine tools',
      codeDescKr: 'CNC 공작기계',
    });
  });

  it('labels from the translation key, else the current language, else English, else Chinese', () => {
    const t = (key: string) => (key === 'known.key' ? '알려진' : undefined);
    expect(codeLabel(entry('A', 'x', { codeDescLangCode: 'known.key' }), 'kr', t)).toBe('알려진');
    expect(codeLabel(entry('A', 'x', { codeDescLangCode: 'missing.key' }), 'en', t)).toBe('x en');
    // A Korean reader reads the Korean description, else the English one, never Chinese while there is another.
    expect(codeLabel(entry('A', 'x', { codeDescKr: 'x 한국어' }), 'kr', t)).toBe('x 한국어');
    expect(codeLabel(entry('A', 'x'), 'kr', t)).toBe('x en');
    expect(codeLabel(entry('A', 'x', { codeDescEn: '' }), 'kr', t)).toBe('x中文');
    expect(codeLabel(entry('A', 'x', { codeDescEn: '' }), 'en', t)).toBe('x中文');
  });
});
