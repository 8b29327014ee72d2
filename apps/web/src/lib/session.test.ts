import { describe, expect, it } from 'vitest';
import { companyDisplayName, partnerTypeNameStr, roleTitleKey } from './session';

const info = {
  companyId: 1,
  companyCode: 'P-A001',
  companyName: '演示合作伙伴A',
  companyNameEn: 'Demo Partner A',
  companyNameKr: null,
  companyRole: 'TIER1',
  region: 'CN',
  status: 'active',
  partnerTypeList: [
    { typeCode: 'DISTRIBUTOR', typeName: '分销商', typeNameEn: 'Distributor', typeNameKr: '총판' },
    {
      typeCode: 'SYSTEM_INTEGRATOR',
      typeName: '系统集成商',
      typeNameEn: 'System integrator',
      typeNameKr: '시스템 통합업체',
    },
  ],
};

describe('session helpers', () => {
  it('joins partner type names with semicolons, in the reader’s language', () => {
    expect(partnerTypeNameStr(info, 'cn')).toBe('分销商;系统集成商');
    expect(partnerTypeNameStr(info, 'en')).toBe('Distributor;System integrator');
    expect(partnerTypeNameStr(info, 'kr')).toBe('총판;시스템 통합업체');
    expect(partnerTypeNameStr(null, 'en')).toBe('');
  });
  it('names roles by key and companies by language', () => {
    expect(roleTitleKey('partner_admin')).toBe('role.partnerAdmin');
    expect(roleTitleKey('admin')).toBe('role.admin');
    expect(companyDisplayName(info, null, 'cn')).toBe('演示合作伙伴A');
    expect(companyDisplayName(info, null, 'kr')).toBe('Demo Partner A');
    expect(companyDisplayName(null, 'Fallback', 'en')).toBe('Fallback');
  });
});
