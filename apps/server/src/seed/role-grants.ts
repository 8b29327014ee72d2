/**
 * Default grants of each role, applied when the role is first created; a menu or button a later release adds
 * reaches the existing roles whose definitions name it, once, when it first appears. Admins change them later.
 */
export interface RoleDefinition {
  code: string;
  titleKey: string;
  kind: 'internal' | 'partner';
  /** Menu codes (a group code grants its whole subtree); '*' grants everything. */
  menus: string[];
  buttons: string[];
}

export const roleDefinitions: RoleDefinition[] = [
  { code: 'admin', titleKey: 'role.admin', kind: 'internal', menus: ['*'], buttons: ['*'] },
  {
    code: 'channel',
    titleKey: 'role.channel',
    kind: 'internal',
    menus: [
      'home',
      'process',
      'empower',
      'training',
      'business',
      'clue.assigned',
      'partner',
      'customer',
      'solution',
      'virtual',
      'integratedMaterial',
      'projectSearch',
      'reports',
    ],
    buttons: [
      'opportunity.assign',
      'opportunity.review',
      'clue.edit',
      'qa.edit',
      'policy.edit',
      'partner.company.edit',
      'partner.user.edit',
      'customer.edit',
      'solution.approve',
      'resource.edit',
    ],
  },
  {
    code: 'sales',
    titleKey: 'role.sales',
    kind: 'internal',
    menus: [
      'home',
      'process',
      'empower',
      'business',
      'clue.assigned',
      'solution',
      'quotation',
      'customer',
      'virtual',
      'integratedMaterial',
      'projectSearch',
      'reports',
    ],
    buttons: ['opportunity.assign', 'clue.edit', 'customer.edit', 'solution.approve', 'quotation.approve'],
  },
  {
    code: 'planning',
    titleKey: 'role.planning',
    kind: 'internal',
    menus: [
      'home',
      'process',
      'solution',
      'quotation',
      'virtual',
      'integratedMaterial',
      'business.opptList',
      'customer',
      'configuration',
      'projectSearch',
    ],
    buttons: ['virtual.edit', 'configuration.edit', 'solution.design', 'quotation.edit'],
  },
  {
    code: 'service',
    titleKey: 'role.service',
    kind: 'internal',
    menus: ['home', 'process', 'empower', 'tickets', 'manHours', 'workFlows'],
    buttons: ['file.import', 'ticket.handle'],
  },
  {
    code: 'partner_admin',
    titleKey: 'role.partnerAdmin',
    kind: 'partner',
    menus: [
      'home',
      'process',
      'empower',
      'training.register',
      'business.opptFiling',
      'business.order',
      'business.qa',
      'business.policy',
      'clue.myClue',
      'solution',
      'customer',
      'partner.user',
      'tickets',
      'quotation.main',
      'quotation.supplementary',
      'quotation.additional',
    ],
    buttons: ['partner.user.edit'],
  },
  {
    code: 'partner_sales',
    titleKey: 'role.partnerSales',
    kind: 'partner',
    menus: [
      'home',
      'process',
      'empower',
      'training.register',
      'business.opptFiling',
      'business.order',
      'business.qa',
      'business.policy',
      'clue.myClue',
      'solution',
      'customer',
      'quotation.main',
      'quotation.supplementary',
      'quotation.additional',
    ],
    buttons: [],
  },
  {
    code: 'partner_engineer',
    titleKey: 'role.partnerEngineer',
    kind: 'partner',
    menus: ['home', 'empower', 'training.register', 'tickets', 'manHours'],
    buttons: [],
  },
];

/**
 * Grants a release adds to built-in roles for codes the database already has (a new code reaches the roles
 * through their definitions). Each is applied once, to the roles as they are then, and recorded in the audit
 * trail under its `key`: an administrator's later withdrawal stands.
 */
export interface LaterGrant {
  key: string;
  roles: string[];
  menus: string[];
}

export const laterGrants: LaterGrant[] = [
  // The process centre for partners: their submitted reports' processes (the server scopes them to the company).
  { key: 'process-centre-partners', roles: ['partner_admin', 'partner_sales'], menus: ['process'] },
  // Project search for partners: their own company's records (each kind read by its module's scope).
  { key: 'project-search-partners', roles: ['partner_admin', 'partner_sales'], menus: ['projectSearch'] },
  // Man-hours: partners log theirs (the administrator its people's), sales their pre-sales work, channel managers approve.
  { key: 'man-hours', roles: ['partner_admin', 'partner_sales', 'sales', 'channel'], menus: ['manHours'] },
  // Dashboards for partners: their own company's figures (the server scopes them).
  { key: 'dashboards-partners', roles: ['partner_admin', 'partner_sales'], menus: ['reports'] },
];
