/**
 * The menu tree covering every route group of spec section 2. Menu codes are permission codes:
 * the server seeds these menus, grants them to roles, and checks them on every route.
 * Paths are relative to the base path /static/gppclient/.
 */
export interface MenuNode {
  code: string;
  titleKey: string;
  path?: string;
  icon?: string;
  children?: MenuNode[];
}

export const menuTree: MenuNode[] = [
  { code: 'home', titleKey: 'menu.home', path: '/home', icon: 'HomeOutlined' },
  { code: 'process', titleKey: 'menu.process', path: '/process/index', icon: 'ApartmentOutlined' },
  {
    code: 'empower',
    titleKey: 'menu.empower',
    icon: 'ReadOutlined',
    children: [
      { code: 'empower.training', titleKey: 'menu.empowerTraining', path: '/empower/training' },
      { code: 'empower.resource', titleKey: 'menu.empowerResource', path: '/empower/resource' },
    ],
  },
  {
    code: 'training',
    titleKey: 'menu.training',
    icon: 'CalendarOutlined',
    children: [
      { code: 'training.register', titleKey: 'menu.trainingRegister', path: '/training/index' },
      {
        code: 'training.approval',
        titleKey: 'menu.trainingApproval',
        path: '/training/training-registration',
      },
      {
        code: 'training.courses',
        titleKey: 'menu.trainingCourses',
        path: '/training/Training',
      },
    ],
  },
  {
    code: 'business',
    titleKey: 'menu.business',
    icon: 'FundOutlined',
    children: [
      { code: 'business.opptFiling', titleKey: 'menu.businessOpptFiling', path: '/business/oppt-filing' },
      {
        code: 'business.opptList',
        titleKey: 'menu.businessOpptList',
        path: '/business/oppt-list/all',
      },
      { code: 'business.order', titleKey: 'menu.businessOrder', path: '/business/order' },
      { code: 'business.qa', titleKey: 'menu.businessQa', path: '/business/QaManage' },
      { code: 'business.policy', titleKey: 'menu.businessPolicy', path: '/business/policy' },
    ],
  },
  {
    code: 'clue',
    titleKey: 'menu.clue',
    icon: 'AimOutlined',
    children: [
      { code: 'clue.assigned', titleKey: 'menu.clueAssigned', path: '/clue/assigned' },
      { code: 'clue.myClue', titleKey: 'menu.clueMyClue', path: '/clue/my-clue' },
    ],
  },
  { code: 'solution', titleKey: 'menu.solution', path: '/solution/index', icon: 'BulbOutlined' },
  {
    code: 'quotation',
    titleKey: 'menu.quotation',
    icon: 'FileTextOutlined',
    children: [
      {
        code: 'quotation.planning',
        titleKey: 'menu.quotationPlanning',
        path: '/quote/index',
      },
      { code: 'quotation.main', titleKey: 'menu.quotationMain', path: '/main-quotation/index' },
      {
        code: 'quotation.supplementary',
        titleKey: 'menu.quotationSupplementary',
        path: '/supplementary-quotation/index',
      },
      {
        code: 'quotation.additional',
        titleKey: 'menu.quotationAdditional',
        path: '/additional-quotation/index',
      },
    ],
  },
  {
    code: 'virtual',
    titleKey: 'menu.virtual',
    path: '/virtual/index',
    icon: 'CodeSandboxOutlined',
  },
  {
    code: 'integratedMaterial',
    titleKey: 'menu.integratedMaterial',
    path: '/integrated-material/list',
    icon: 'BuildOutlined',
  },
  { code: 'customer', titleKey: 'menu.customer', path: '/customerManagement', icon: 'TeamOutlined' },
  {
    code: 'partner',
    titleKey: 'menu.partner',
    icon: 'ShopOutlined',
    children: [
      {
        code: 'partner.company',
        titleKey: 'menu.partnerCompany',
        path: '/partner/company',
      },
      { code: 'partner.user', titleKey: 'menu.partnerUser', path: '/partner/user' },
    ],
  },
  { code: 'projectSearch', titleKey: 'menu.projectSearch', path: '/project-search', icon: 'SearchOutlined' },
  { code: 'reports', titleKey: 'menu.reports', path: '/reports', icon: 'BarChartOutlined' },
  { code: 'monitoring', titleKey: 'menu.monitoring', path: '/reports/monitoring', icon: 'AlertOutlined' },
  { code: 'tickets', titleKey: 'menu.tickets', path: '/tickets', icon: 'ToolOutlined' },
  { code: 'manHours', titleKey: 'menu.manHours', path: '/man-hours', icon: 'FieldTimeOutlined' },
  {
    code: 'workFlows',
    titleKey: 'menu.workFlows',
    path: '/work-flows',
    icon: 'NodeIndexOutlined',
  },
  {
    code: 'configuration',
    titleKey: 'menu.configuration',
    path: '/configuration',
    icon: 'SettingOutlined',
  },
  {
    code: 'system',
    titleKey: 'menu.system',
    icon: 'SafetyOutlined',
    children: [
      { code: 'system.exceptionLog', titleKey: 'menu.systemExceptionLog', path: '/system/exception-log' },
    ],
  },
];

/** Action buttons: code → the menu it belongs to (who may be granted which: roles/roles-audience.ts). */
export const buttonDefinitions = [
  { code: 'opportunity.assign', menuCode: 'business.opptList', titleKey: 'button.opportunityAssign' },
  { code: 'opportunity.review', menuCode: 'business.opptFiling', titleKey: 'button.opportunityReview' },
  { code: 'clue.edit', menuCode: 'clue.assigned', titleKey: 'button.clueEdit' },
  { code: 'qa.edit', menuCode: 'business.qa', titleKey: 'button.qaEdit' },
  { code: 'policy.edit', menuCode: 'business.policy', titleKey: 'button.policyEdit' },
  { code: 'partner.company.edit', menuCode: 'partner.company', titleKey: 'button.partnerCompanyEdit' },
  { code: 'partner.user.edit', menuCode: 'partner.user', titleKey: 'button.partnerUserEdit' },
  { code: 'file.import', menuCode: 'tickets', titleKey: 'button.fileImport' },
  { code: 'ticket.handle', menuCode: 'tickets', titleKey: 'button.ticketHandle' },
  { code: 'virtual.edit', menuCode: 'virtual', titleKey: 'button.virtualEdit' },
  { code: 'configuration.edit', menuCode: 'integratedMaterial', titleKey: 'button.configurationEdit' },
  { code: 'customer.edit', menuCode: 'customer', titleKey: 'button.customerEdit' },
  { code: 'solution.design', menuCode: 'solution', titleKey: 'button.solutionDesign' },
  { code: 'solution.approve', menuCode: 'solution', titleKey: 'button.solutionApprove' },
  { code: 'quotation.edit', menuCode: 'quotation.planning', titleKey: 'button.quotationEdit' },
  { code: 'quotation.approve', menuCode: 'quotation.planning', titleKey: 'button.quotationApprove' },
  { code: 'system.backup', menuCode: 'system.exceptionLog', titleKey: 'button.systemBackup' },
  { code: 'resource.edit', menuCode: 'empower.resource', titleKey: 'button.resourceEdit' },
  { code: 'configuration.manage', menuCode: 'configuration', titleKey: 'button.configurationManage' },
  { code: 'role.edit', menuCode: 'configuration', titleKey: 'button.roleEdit' },
] as const;

/** Permission codes that routes declare (menu and button codes). */
export const permissions = {
  opportunityAssign: 'opportunity.assign',
  opportunityReview: 'opportunity.review',
  opptFiling: 'business.opptFiling',
  opptList: 'business.opptList',
  order: 'business.order',
  qa: 'business.qa',
  qaEdit: 'qa.edit',
  policy: 'business.policy',
  policyEdit: 'policy.edit',
  clueAssigned: 'clue.assigned',
  clueEdit: 'clue.edit',
  myClue: 'clue.myClue',
  exceptionLogView: 'system.exceptionLog',
  /** Taking backups and seeing them (administrators). */
  systemBackup: 'system.backup',
  fileImport: 'file.import',
  tickets: 'tickets',
  manHours: 'manHours',
  /** Handling tickets: taking, pausing for the customer, resolving, changing the priority (service staff). */
  ticketHandle: 'ticket.handle',
  partnerCompany: 'partner.company',
  partnerCompanyEdit: 'partner.company.edit',
  partnerUser: 'partner.user',
  partnerUserEdit: 'partner.user.edit',
  virtual: 'virtual',
  virtualEdit: 'virtual.edit',
  integratedMaterial: 'integratedMaterial',
  configurationEdit: 'configuration.edit',
  customer: 'customer',
  customerEdit: 'customer.edit',
  solution: 'solution',
  solutionDesign: 'solution.design',
  solutionApprove: 'solution.approve',
  /** Reading quotations: every reader holds the formal quotations menu (partners hold no planning one). */
  quotation: 'quotation.main',
  /** The planning quotation list (staff). */
  quotationPlanning: 'quotation.planning',
  quotationEdit: 'quotation.edit',
  quotationApprove: 'quotation.approve',
  projectSearch: 'projectSearch',
  reports: 'reports',
  /** Monitoring (administrators only). */
  monitoring: 'monitoring',
  trainingRegister: 'training.register',
  trainingApproval: 'training.approval',
  trainingCourses: 'training.courses',
  empowerTraining: 'empower.training',
  empowerResource: 'empower.resource',
  /** Keeping the resource library: adding resources, new versions, the download log (staff). */
  resourceEdit: 'resource.edit',
  /** System management: code tables, system settings and their history (administrators). */
  configurationManage: 'configuration.manage',
  /** System management: reading roles and their grants (administrators). */
  configuration: 'configuration',
  /** Creating roles, changing their grants, disabling them (administrators). */
  roleEdit: 'role.edit',
} as const;

export function flattenMenuTree(nodes: MenuNode[] = menuTree, parentCode: string | null = null) {
  const out: Array<Omit<MenuNode, 'children'> & { parentCode: string | null; sort: number }> = [];
  nodes.forEach((node, index) => {
    const { children, ...rest } = node;
    out.push({ ...rest, parentCode, sort: index + 1 });
    if (children) out.push(...flattenMenuTree(children, node.code));
  });
  return out;
}
