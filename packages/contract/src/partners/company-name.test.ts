import { describe, expect, it } from 'vitest';
import { partnerCompanyName } from './company-name';

describe('partnerCompanyName', () => {
  const company = { name: '演示合作伙伴A', nameEn: 'Demo Partner A' };

  it('names a company in Chinese for a Chinese reader, in English for any other', () => {
    expect(partnerCompanyName(company, 'cn')).toBe('演示合作伙伴A');
    expect(partnerCompanyName(company, 'en')).toBe('Demo Partner A');
    expect(partnerCompanyName(company, 'kr')).toBe('Demo Partner A');
  });

  it('falls back on the Chinese name when there is no English one', () => {
    for (const nameEn of [null, undefined, '', '  '])
      expect(partnerCompanyName({ name: '演示合作伙伴B', nameEn }, 'en')).toBe('演示合作伙伴B');
  });
});
