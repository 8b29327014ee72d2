/** The demo accounts: who signs in to the demo, at which demo partner company, in which role. */
export interface DemoAccount {
  username: string;
  displayName: string;
  description: string;
  kind: 'internal' | 'partner';
  role: string;
  company?: 'A' | 'B';
  companyType?: string;
  companyRole?: string;
  status?: 'active' | 'disabled';
  employeeId?: string;
  email: string;
}

const accounts: readonly DemoAccount[] = [
  {
    username: 'admin',
    displayName: 'Ada Admin',
    description: 'administrator, everything',
    kind: 'internal',
    role: 'admin',
    employeeId: 'E0001',
    email: 'admin@portal.example',
  },
  {
    username: 'channel',
    displayName: 'Chen Channel',
    description: 'channel manager',
    kind: 'internal',
    role: 'channel',
    employeeId: 'E0002',
    email: 'channel@portal.example',
  },
  {
    username: 'sales',
    displayName: 'Sam Sales',
    description: 'internal sales',
    kind: 'internal',
    role: 'sales',
    employeeId: 'E0003',
    email: 'sales@portal.example',
  },
  {
    username: 'planner',
    displayName: 'Pia Planner',
    description: 'internal planning',
    kind: 'internal',
    role: 'planning',
    employeeId: 'E0004',
    email: 'planner@portal.example',
  },
  {
    username: 'sales2',
    displayName: 'Sue Second',
    description: 'second internal sales, to move an owner to',
    kind: 'internal',
    role: 'sales',
    employeeId: 'E0006',
    email: 'sales2@portal.example',
  },
  {
    username: 'planner2',
    displayName: 'Paul Second',
    description: 'second internal planning, to move an owner to',
    kind: 'internal',
    role: 'planning',
    employeeId: 'E0007',
    email: 'planner2@portal.example',
  },
  {
    username: 'service',
    displayName: 'Seo Service',
    description: 'internal service',
    kind: 'internal',
    role: 'service',
    employeeId: 'E0005',
    email: 'service@portal.example',
  },
  {
    username: 'partner.admin',
    displayName: 'Alex Partner',
    description: 'partner admin at Demo Partner A',
    kind: 'partner',
    role: 'partner_admin',
    company: 'A',
    companyType: 'DISTRIBUTOR',
    companyRole: 'TIER1',
    email: 'admin@partner-a.example',
  },
  {
    username: 'partner.sales',
    displayName: 'Sora Partner',
    description: 'partner sales at Demo Partner A',
    kind: 'partner',
    role: 'partner_sales',
    company: 'A',
    companyType: 'SYSTEM_INTEGRATOR',
    companyRole: 'TIER1',
    email: 'sales@partner-a.example',
  },
  {
    username: 'partner.b',
    displayName: 'Ben Partner',
    description: 'partner admin at Demo Partner B',
    kind: 'partner',
    role: 'partner_admin',
    company: 'B',
    companyType: 'RESELLER',
    companyRole: 'TIER2',
    email: 'admin@partner-b.example',
  },
  {
    username: 'partner.disabled',
    displayName: 'Dana Disabled',
    description: 'disabled account at Demo Partner A',
    kind: 'partner',
    role: 'partner_sales',
    company: 'A',
    companyType: 'DISTRIBUTOR',
    companyRole: 'TIER1',
    status: 'disabled',
    email: 'disabled@partner-a.example',
  },
  {
    username: 'partner.mismatch',
    displayName: 'Max Mismatch',
    description: 'at Demo Partner A, holding a type A no longer has',
    kind: 'partner',
    role: 'partner_sales',
    company: 'A',
    companyType: 'SERVICE_PARTNER',
    companyRole: 'TIER1',
    email: 'mismatch@partner-a.example',
  },
];

export const demoAccounts = { password: 'Portal@2026', list: accounts };
