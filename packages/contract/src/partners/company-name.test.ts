import { describe, expect, it } from 'vitest';
import { partnerCompanyName, recordCompanyName } from './company-name';

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

describe('partnerCompanyName in Korean', () => {
  const company = { name: '演示合作伙伴A', nameEn: 'Demo Partner A', nameKr: '데모 파트너 A' };

  it('names a company in Korean for a Korean reader when it has a Korean name', () => {
    expect(partnerCompanyName(company, 'kr')).toBe('데모 파트너 A');
    expect(partnerCompanyName(company, 'en')).toBe('Demo Partner A');
    expect(partnerCompanyName(company, 'cn')).toBe('演示合作伙伴A');
  });

  it('falls back on the English name, then the Chinese one', () => {
    expect(partnerCompanyName({ ...company, nameKr: ' ' }, 'kr')).toBe('Demo Partner A');
    expect(partnerCompanyName({ name: '演示合作伙伴B', nameEn: null, nameKr: null }, 'kr')).toBe(
      '演示合作伙伴B',
    );
  });

  it('names a record by its company columns the same way', () => {
    const record = {
      companyName: company.name,
      companyNameEn: company.nameEn,
      companyNameKr: company.nameKr,
    };
    expect(recordCompanyName(record, 'kr')).toBe('데모 파트너 A');
    expect(recordCompanyName({ ...record, companyNameKr: null }, 'kr')).toBe('Demo Partner A');
  });
});
