/** Fixtures of the partners slice's component tests (contract-shaped data). */
import type { ManagedUser, PartnerInfo } from '@portal/contract';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { renderWithQueries } from '../../test/render-app';

/**
 * Renders a list screen at its route, opened with `url` (filters in its search); answers the router, whose
 * `state.location` the test reads.
 */
export function renderListAt(path: string, screen: ReactElement, url: string = path) {
  const router = createMemoryRouter([{ path, element: screen }], { initialEntries: [url] });
  renderWithQueries(<RouterProvider router={router} />);
  return router;
}

export function managedUser(overrides: Partial<ManagedUser> = {}): ManagedUser {
  return {
    id: 10,
    username: 'partner.sales',
    displayName: 'Sora Partner',
    email: 'sales@partner-a.example',
    mobile: null,
    kind: 'partner',
    employeeId: null,
    companyId: 1,
    companyName: '演示合作伙伴A',
    companyNameEn: 'Demo Partner A',
    companyNameKr: null,
    companyType: 'SYSTEM_INTEGRATOR',
    companyRole: 'TIER1',
    status: 'active',
    rowVersion: 2,
    actions: ['disable'],
    roles: ['partner_sales'],
    createdAt: '2026-01-05T08:00:00.000Z',
    ...overrides,
  };
}

export const partnerAInfo: PartnerInfo = {
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
