/**
 * The map of the product: every route of spec section 2 under /static/gppclient/, with its title and
 * breadcrumb keys, the menu code that grants it (null: any signed-in user) and its lazy page.
 * Pages whose business arrives in a later issue show a "coming soon" state, never a fake list.
 */
import type { MessageKey } from '@portal/contract';
import type { ComponentType } from 'react';
import { lazyPage } from './lazy-page';

export const basename = '/static/gppclient';

export interface Crumb {
  titleKey: MessageKey;
  path?: string;
}

export interface PageRoute {
  path: string;
  titleKey: MessageKey;
  menuCode: string | null;
  /** The menu entry highlighted when this route is open (defaults to the menu code's path). */
  highlight?: string;
  crumbs: Crumb[];
  /** Detail routes read ?id= and show "choose a record" without one. */
  needsId?: boolean;
  load: () => Promise<{ Component: ComponentType }>;
}

const comingSoon = lazyPage(
  () => import('../pages/coming-soon-page'),
  (m) => m.ComingSoonPage,
);
const workFlows = lazyPage(
  () => import('../pages/work-flow-page'),
  (m) => m.WorkFlowPage,
);
const home = lazyPage(
  () => import('../pages/home-page'),
  (m) => m.HomePage,
);
const partnerCompanies = lazyPage(
  () => import('../pages/partner-company-page'),
  (m) => m.PartnerCompanyPage,
);
const partnerUsers = lazyPage(
  () => import('../pages/partner-user-page'),
  (m) => m.PartnerUserPage,
);
const quotationList = lazyPage(
  () => import('../pages/quotation-list-page'),
  (m) => m.QuotationListPage,
);
const formalQuotationList = lazyPage(
  () => import('../pages/quotation-list-page'),
  (m) => m.FormalQuotationListPage,
);
const quotationCreate = lazyPage(
  () => import('../pages/quotation-create-page'),
  (m) => m.QuotationCreatePage,
);
const quotationDetail = lazyPage(
  () => import('../pages/quotation-detail-page'),
  (m) => m.QuotationDetailPage,
);
const formalQuotation = lazyPage(
  () => import('../pages/quotation-detail-page'),
  (m) => m.FormalQuotationPage,
);
const supplementaryList = lazyPage(
  () => import('../pages/supplementary-quotation-list-page'),
  (m) => m.SupplementaryQuotationListPage,
);
const supplementaryQuotation = lazyPage(
  () => import('../pages/supplementary-quotation-create-page'),
  (m) => m.SupplementaryQuotationCreatePage,
);
const additionalQuotationList = lazyPage(
  () => import('../pages/additional-quotation-list-page'),
  (m) => m.AdditionalQuotationListPage,
);
const additionalQuotationCreate = lazyPage(
  () => import('../pages/additional-quotation-create-page'),
  (m) => m.AdditionalQuotationCreatePage,
);
const quotationQa = lazyPage(
  () => import('../pages/additional-quotation-detail-pages'),
  (m) => m.AdditionalQuotationQaPage,
);
const returnedDetail = lazyPage(
  () => import('../pages/additional-quotation-detail-pages'),
  (m) => m.AdditionalQuotationBackDetailPage,
);
const processCentre = lazyPage(
  () => import('../pages/process-centre-page'),
  (m) => m.ProcessCentrePage,
);
const processDetail = lazyPage(
  () => import('../pages/process-detail-page'),
  (m) => m.ProcessDetailPage,
);
const exceptionLogs = lazyPage(
  () => import('../pages/exception-log-page'),
  (m) => m.ExceptionLogPage,
);

// Integrated material configuration.
const configurationList = lazyPage(
  () => import('../pages/integrated-material-list-page'),
  (m) => m.IntegratedMaterialListPage,
);
const configurationEditor = lazyPage(
  () => import('../pages/integrated-material-editor-page'),
  (m) => m.IntegratedMaterialEditorPage,
);

// The sales pipeline.
const reportList = lazyPage(
  () => import('../pages/opportunity-report-list-page'),
  (m) => m.OpportunityReportListPage,
);
const reportAdd = lazyPage(
  () => import('../pages/opportunity-report-add-page'),
  (m) => m.OpportunityReportAddPage,
);
const reportDetail = lazyPage(
  () => import('../pages/opportunity-report-detail-page'),
  (m) => m.OpportunityReportDetailPage,
);
const opportunityList = lazyPage(
  () => import('../pages/opportunity-list-page'),
  (m) => m.OpportunityListPage,
);
const opportunityDetail = lazyPage(
  () => import('../pages/opportunity-detail-page'),
  (m) => m.OpportunityDetailPage,
);
const orderList = lazyPage(
  () => import('../pages/order-list-page'),
  (m) => m.OrderListPage,
);
const virtualMaterialList = lazyPage(
  () => import('../pages/virtual-material-list-page'),
  (m) => m.VirtualMaterialListPage,
);
const virtualMaterialDetail = lazyPage(
  () => import('../pages/virtual-material-detail-page'),
  (m) => m.VirtualMaterialDetailPage,
);
const orderDetail = lazyPage(
  () => import('../pages/order-detail-page'),
  (m) => m.OrderDetailPage,
);
const customerList = lazyPage(
  () => import('../pages/customer-list-page'),
  (m) => m.CustomerListPage,
);
const customerDetail = lazyPage(
  () => import('../pages/customer-detail-page'),
  (m) => m.CustomerDetailPage,
);
const qa = lazyPage(
  () => import('../pages/qa-page'),
  (m) => m.QaPage,
);
const solutionList = lazyPage(
  () => import('../pages/solution-list-page'),
  (m) => m.SolutionListPage,
);
const solutionDesign = lazyPage(
  () => import('../pages/solution-design-page'),
  (m) => m.SolutionDesignPage,
);
const policy = lazyPage(
  () => import('../pages/policy-page'),
  (m) => m.PolicyPage,
);
const clueAssigned = lazyPage(
  () => import('../pages/clue-assigned-page'),
  (m) => m.ClueAssignedPage,
);
const myClue = lazyPage(
  () => import('../pages/my-clue-page'),
  (m) => m.MyCluePage,
);
const clueDetail = lazyPage(
  () => import('../pages/clue-detail-page'),
  (m) => m.ClueDetailPage,
);

const group = (titleKey: MessageKey, path?: string): Crumb => ({ titleKey, ...(path ? { path } : {}) });
const g = {
  process: group('menu.process', '/process/index'),
  quotation: group('menu.quotation'),
  business: group('menu.business'),
  filing: group('route.opptFiling', '/business/oppt-filing'),
  opptList: group('route.opptList', '/business/oppt-list/all'),
  order: group('route.order', '/business/order'),
  clue: group('menu.clue'),
  training: group('menu.training'),
  empower: group('menu.empower'),
  solution: group('route.solution', '/solution/index'),
  virtual: group('route.virtual', '/virtual/index'),
  integrated: group('route.integratedList', '/integrated-material/list'),
  partner: group('menu.partner'),
  customer: group('route.customerBreadcrumb', '/customerManagement'),
  system: group('menu.system'),
  mainQuotation: group('route.mainIndex', '/main-quotation/index'),
  additional: group('route.additionalIndex', '/additional-quotation/index'),
  supplementary: group('route.supplementaryIndex', '/supplementary-quotation/index'),
  planning: group('route.quote', '/quote/index'),
};

function page(
  path: string,
  titleKey: MessageKey,
  menuCode: string | null,
  crumbs: Crumb[],
  load = comingSoon,
  extra: Partial<PageRoute> = {},
): PageRoute {
  return { path, titleKey, menuCode, crumbs, load, ...extra };
}

export const pageRoutes: PageRoute[] = [
  page('/home', 'route.home', null, [], home),
  page('/process/index', 'route.process', 'process', [], processCentre),
  page('/process/detail', 'processCentre.route.detail', 'process', [g.process], processDetail, {
    highlight: '/process/index',
    needsId: true,
  }),

  page('/quote/index', 'route.quote', 'quotation.planning', [g.quotation], quotationList),
  page(
    '/quote/create',
    'route.quoteCreate',
    'quotation.planning',
    [g.quotation, g.planning],
    quotationCreate,
    {
      highlight: '/quote/index',
    },
  ),
  page(
    '/quote/detail',
    'route.quoteDetail',
    'quotation.planning',
    [g.quotation, g.planning],
    quotationDetail,
    {
      highlight: '/quote/index',
      needsId: true,
    },
  ),

  page(
    '/supplementary-quotation/index',
    'route.supplementaryIndex',
    'quotation.supplementary',
    [g.quotation],
    supplementaryList,
  ),
  page(
    '/supplementaryQuotation/index',
    'route.supplementaryIndex',
    'quotation.supplementary',
    [g.quotation],
    supplementaryList,
    { highlight: '/supplementary-quotation/index' },
  ),
  page(
    '/supplementary-quotation/create',
    'route.supplementaryCreate',
    'quotation.supplementary',
    [g.quotation, g.supplementary],
    supplementaryQuotation,
    { highlight: '/supplementary-quotation/index', needsId: true },
  ),

  page(
    '/additional-quotation/index',
    'route.additionalIndex',
    'quotation.additional',
    [g.quotation],
    additionalQuotationList,
  ),
  page(
    '/additional-quotation/create',
    'route.additionalCreate',
    'quotation.additional',
    [g.quotation, g.additional],
    additionalQuotationCreate,
    { highlight: '/additional-quotation/index' },
  ),
  ...['/additionalQuotation', '/additional-quotation'].flatMap((prefix) => [
    page(
      `${prefix}/qa`,
      'route.additionalQa',
      'quotation.additional',
      [g.quotation, g.additional],
      quotationQa,
      { highlight: '/additional-quotation/index', needsId: true },
    ),
    page(
      `${prefix}/back-detail`,
      'route.additionalBackDetail',
      'quotation.additional',
      [g.quotation, g.additional],
      returnedDetail,
      { highlight: '/additional-quotation/index', needsId: true },
    ),
  ]),

  page('/main-quotation/index', 'route.mainIndex', 'quotation.main', [g.quotation], formalQuotationList),
  page('/mainQuotation/index', 'route.mainIndex', 'quotation.main', [g.quotation], formalQuotationList, {
    highlight: '/main-quotation/index',
  }),
  page(
    '/main-quotation/create',
    'route.mainCreate',
    'quotation.main',
    [g.quotation, g.mainQuotation],
    formalQuotation,
    { highlight: '/main-quotation/index' },
  ),
  page(
    '/mainQuotation/create',
    'route.mainCreate',
    'quotation.main',
    [g.quotation, g.mainQuotation],
    formalQuotation,
    { highlight: '/main-quotation/index' },
  ),

  page('/partner/company', 'route.partnerCompany', 'partner.company', [g.partner], partnerCompanies),
  page('/partner/user', 'route.partnerUser', 'partner.user', [g.partner], partnerUsers),

  page('/business/oppt-filing', 'route.opptFiling', 'business.opptFiling', [g.business], reportList),
  page(
    '/business/oppt-filing/add',
    'route.opptFilingAdd',
    'business.opptFiling',
    [g.business, g.filing],
    reportAdd,
    { highlight: '/business/oppt-filing' },
  ),
  page(
    '/business/oppt-filing/detail',
    'route.opptFilingDetail',
    'business.opptFiling',
    [g.business, g.filing],
    reportDetail,
    { highlight: '/business/oppt-filing', needsId: true },
  ),
  page(
    '/business/oppt-list/all',
    'route.opptListAll',
    'business.opptList',
    [g.business, g.opptList],
    opportunityList,
    { highlight: '/business/oppt-list/all' },
  ),
  page(
    '/business/oppt-list/sales',
    'route.opptListSales',
    'business.opptList',
    [g.business, g.opptList],
    opportunityList,
    { highlight: '/business/oppt-list/all' },
  ),
  page(
    '/business/oppt-list/plan',
    'route.opptListPlan',
    'business.opptList',
    [g.business, g.opptList],
    opportunityList,
    { highlight: '/business/oppt-list/all' },
  ),
  page(
    '/business/detail',
    'route.opptDetail',
    'business.opptList',
    [g.business, g.opptList],
    opportunityDetail,
    {
      highlight: '/business/oppt-list/all',
      needsId: true,
    },
  ),
  page('/business/order', 'route.order', 'business.order', [g.business], orderList),
  page('/business/orderDetails', 'route.orderDetails', 'business.order', [g.business, g.order], orderDetail, {
    highlight: '/business/order',
    needsId: true,
  }),
  page('/business/QaManage', 'route.qa', 'business.qa', [g.business], qa),
  page('/business/policy', 'route.policy', 'business.policy', [g.business], policy),

  page('/clue/assigned', 'route.clueAssigned', 'clue.assigned', [g.clue], clueAssigned),
  page('/clue/my-clue', 'route.myClue', 'clue.myClue', [g.clue], myClue),
  page('/clue/detail', 'route.myClue', 'clue', [g.clue], clueDetail, {
    highlight: '/clue/my-clue',
    needsId: true,
  }),

  page('/training/index', 'route.trainingIndex', 'training.register', [g.training]),
  page('/training/training-registration', 'route.trainingRegistration', 'training.approval', [g.training]),
  page('/training/Training', 'route.trainingTraining', 'training.courses', [g.training]),

  page('/empower/training', 'route.empowerTraining', 'empower.training', [g.empower]),
  page('/empower/resource', 'route.empowerResource', 'empower.resource', [g.empower]),

  page('/solution/index', 'route.solution', 'solution', [], solutionList),
  page('/solution/create', 'route.solutionCreate', 'solution', [g.solution], solutionDesign, {
    highlight: '/solution/index',
  }),
  page('/customerManagement', 'route.customerManagement', 'customer', [g.customer], customerList),
  page('/customerManagement/Details', 'route.customerDetails', 'customer', [g.customer], customerDetail, {
    highlight: '/customerManagement',
    needsId: true,
  }),

  page('/virtual/index', 'route.virtual', 'virtual', [], virtualMaterialList),
  // Without an id the detail is the form of a new virtual material.
  page('/virtual/detail', 'route.virtualDetail', 'virtual', [g.virtual], virtualMaterialDetail, {
    highlight: '/virtual/index',
    // Without an id it asks to choose a record, like every detail route; `?id=new` opens a new one.
    needsId: true,
  }),
  page('/integrated-material/list', 'route.integratedList', 'integratedMaterial', [], configurationList),
  page(
    '/integrated-material/create',
    'route.integratedCreate',
    'integratedMaterial',
    [g.integrated],
    configurationEditor,
    { highlight: '/integrated-material/list' },
  ),

  page('/project-search', 'route.projectSearch', 'projectSearch', []),
  page('/reports', 'route.reports', 'reports', []),
  page('/tickets', 'route.tickets', 'tickets', []),
  page('/man-hours', 'route.manHours', 'manHours', []),
  page('/work-flows', 'route.workFlows', 'workFlows', [], workFlows),
  page('/configuration', 'route.configuration', 'configuration', []),
  page('/system/exception-log', 'route.exceptionLog', 'system.exceptionLog', [g.system], exceptionLogs),
];

/**
 * Parent paths and odd spellings that lead to a screen (the specification's section 2). A parent path
 * opens the first of its screens the user may see, `to` first (see `firstVisibleChild`).
 */
export interface Redirect {
  from: string;
  to: string;
}

export const redirects: Redirect[] = [
  { from: '/process', to: '/process/index' },
  { from: '/quote', to: '/quote/index' },
  { from: '/supplementaryQuotation.js', to: '/supplementaryQuotation/index' },
  { from: '/supplementaryQuotation', to: '/supplementaryQuotation/index' },
  { from: '/supplementary-quotation', to: '/supplementary-quotation/index' },
  { from: '/additionalQuotation', to: '/additional-quotation/index' },
  { from: '/additionalQuotation/index', to: '/additional-quotation/index' },
  { from: '/additionalQuotation/create', to: '/additional-quotation/create' },
  { from: '/additional-quotation', to: '/additional-quotation/index' },
  { from: '/mainQuotation', to: '/mainQuotation/index' },
  { from: '/main-quotation', to: '/main-quotation/index' },
  { from: '/partner', to: '/partner/company' },
  { from: '/business', to: '/business/oppt-filing' },
  { from: '/business/oppt-list', to: '/business/oppt-list/all' },
  { from: '/clue', to: '/clue/assigned' },
  { from: '/training', to: '/training/index' },
  { from: '/empower', to: '/empower/training' },
  { from: '/solution', to: '/solution/index' },
  { from: '/virtual', to: '/virtual/index' },
  { from: '/integrated-material', to: '/integrated-material/list' },
  { from: '/system', to: '/system/exception-log' },
];

/**
 * Where a redirect leads this user: its target if the user may see it, else the first screen under the
 * parent path (a menu-level one: no detail, no sub-screen) in the table's order that the user may see.
 * With none visible, the target (which then says "no permission").
 */
export function firstVisibleChild(redirect: Redirect, canSee: (menuCode: string) => boolean): string {
  const visible = (route: PageRoute) => route.menuCode === null || canSee(route.menuCode);
  const target = pageRoutes.find((route) => route.path === redirect.to);
  if (!target || visible(target)) return redirect.to;
  const child = pageRoutes.find(
    (route) =>
      route.path.startsWith(`${redirect.from}/`) &&
      !route.needsId &&
      (route.highlight === undefined || route.highlight === route.path) &&
      visible(route),
  );
  return child?.path ?? redirect.to;
}
