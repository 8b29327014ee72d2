/**
 * The map of the product: every route of spec section 2 under /static/gppclient/, with its title and
 * breadcrumb keys, the menu code that grants it (null: any signed-in user), its kind (which page-weight
 * budget holds it, `apps/web/scripts/page-weight.mjs`) and its lazy page, named `file#Export` under
 * `src/pages/`. Pages whose business arrives in a later issue show a "coming soon" state, never a fake list.
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
  kind: ScreenKind;
  /** The page module, as the build's manifest names it (`src/pages/<file>.tsx`), and its export. */
  module: string;
  component: string;
  load: () => Promise<{ Component: ComponentType }>;
  /** Screens the page opens by a search parameter from modules it loads on demand (page-weight budgets). */
  views?: ScreenView[];
}

/**
 * A screen a page shows by a search parameter (`/work-flows?kind=`: the editor of one kind) from a module the
 * page imports on demand (`lazy(() => import(...))`), so that landing on the page does not load it. The
 * page-weight check measures it as a screen of its own, further from the page, and fails if the page no longer
 * imports that module on demand.
 */
export interface ScreenView {
  /** The search parameter that opens it. */
  query: string;
  kind: ScreenKind;
  /** The module, as the build's manifest names it (`src/...tsx`). */
  module: string;
}

/**
 * What a screen is, for its page-weight budget: the sign-in pages, home, a list, a form (an editor, a
 * creation form or a record's detail with its actions), or another screen ("coming soon").
 */
export type ScreenKind = 'sign-in' | 'home' | 'list' | 'form' | 'other';
type Screen = Pick<PageRoute, 'kind' | 'module' | 'component' | 'load'>;

/** Every page module, loaded only when its route opens (one chunk each, as `import()` would). */
const pageModules = import.meta.glob<Record<string, ComponentType | undefined>>(
  '../pages/*-{page,pages}.tsx',
);

/** A screen of the given kind whose page is the export `Export` of `src/pages/<file>.tsx`, as `file#Export`. */
const screen =
  (kind: ScreenKind) =>
  (ref: `${string}#${string}`): Screen => {
    const [file = '', name = ''] = ref.split('#');
    const load = pageModules[`../pages/${file}.tsx`];
    if (!load) throw new Error(`no page module src/pages/${file}.tsx`);
    return {
      kind,
      module: `src/pages/${file}.tsx`,
      component: name,
      load: lazyPage(load, (m) => {
        const Component = m[name];
        if (!Component) throw new Error(`src/pages/${file}.tsx exports no ${name}`);
        return Component;
      }),
    };
  };
const signIn = screen('sign-in');
const home = screen('home');
const list = screen('list');
const form = screen('form');
const comingSoon = screen('other')('coming-soon-page#ComingSoonPage');

/**
 * The pages outside the signed-in shell (router.tsx): the two sign-in pages, the password forms opened
 * from them or from the reset mail, and the public verification of a training certificate.
 */
export const signInRoutes: Array<{ path: string } & Screen> = [
  { path: '/login', ...signIn('login-page#LoginPage') },
  { path: '/partner-login', ...signIn('login-page#PartnerLoginPage') },
  { path: '/forgot-password', ...form('password-pages#ForgotPasswordPage') },
  { path: '/reset-password', ...form('password-pages#ResetPasswordPage') },
  { path: '/verify-certificate', ...form('certificate-verify-page#CertificateVerifyPage') },
  { path: '/oidc-callback/:provider', ...form('oidc-callback-page#OidcCallbackPage') },
];

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
  customer: group('route.customerManagement', '/customerManagement'),
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
  screen: Screen = comingSoon,
  extra: Partial<PageRoute> = {},
): PageRoute {
  return { path, titleKey, menuCode, crumbs, ...screen, ...extra };
}

export const pageRoutes: PageRoute[] = [
  page('/home', 'route.home', null, [], home('home-page#HomePage')),
  page('/my-sessions', 'session.title', null, [], form('sessions-page#SessionsPage'), { highlight: '/home' }),
  page('/process/index', 'route.process', 'process', [], list('process-centre-page#ProcessCentrePage')),
  page(
    '/process/detail',
    'processCentre.route.detail',
    'process',
    [g.process],
    form('process-detail-page#ProcessDetailPage'),
    {
      highlight: '/process/index',
      needsId: true,
    },
  ),

  page(
    '/quote/index',
    'route.quote',
    'quotation.planning',
    [g.quotation],
    list('quotation-list-page#QuotationListPage'),
  ),
  page(
    '/quote/create',
    'route.quoteCreate',
    'quotation.planning',
    [g.quotation, g.planning],
    form('quotation-create-page#QuotationCreatePage'),
    {
      highlight: '/quote/index',
    },
  ),
  page(
    '/quote/detail',
    'route.quoteDetail',
    'quotation.planning',
    [g.quotation, g.planning],
    form('quotation-detail-page#QuotationDetailPage'),
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
    list('supplementary-quotation-list-page#SupplementaryQuotationListPage'),
  ),
  page(
    '/supplementaryQuotation/index',
    'route.supplementaryIndex',
    'quotation.supplementary',
    [g.quotation],
    list('supplementary-quotation-list-page#SupplementaryQuotationListPage'),
    { highlight: '/supplementary-quotation/index' },
  ),
  page(
    '/supplementary-quotation/create',
    'route.supplementaryCreate',
    'quotation.supplementary',
    [g.quotation, g.supplementary],
    form('supplementary-quotation-create-page#SupplementaryQuotationCreatePage'),
    { highlight: '/supplementary-quotation/index', needsId: true },
  ),

  page(
    '/additional-quotation/index',
    'route.additionalIndex',
    'quotation.additional',
    [g.quotation],
    list('additional-quotation-list-page#AdditionalQuotationListPage'),
  ),
  page(
    '/additional-quotation/create',
    'route.additionalCreate',
    'quotation.additional',
    [g.quotation, g.additional],
    form('additional-quotation-create-page#AdditionalQuotationCreatePage'),
    { highlight: '/additional-quotation/index' },
  ),
  ...['/additionalQuotation', '/additional-quotation'].flatMap((prefix) => [
    page(
      `${prefix}/qa`,
      'route.additionalQa',
      'quotation.additional',
      [g.quotation, g.additional],
      form('additional-quotation-detail-pages#AdditionalQuotationQaPage'),
      { highlight: '/additional-quotation/index', needsId: true },
    ),
    page(
      `${prefix}/back-detail`,
      'route.additionalBackDetail',
      'quotation.additional',
      [g.quotation, g.additional],
      form('additional-quotation-detail-pages#AdditionalQuotationBackDetailPage'),
      { highlight: '/additional-quotation/index', needsId: true },
    ),
  ]),

  page(
    '/main-quotation/index',
    'route.mainIndex',
    'quotation.main',
    [g.quotation],
    list('quotation-list-page#FormalQuotationListPage'),
  ),
  page(
    '/mainQuotation/index',
    'route.mainIndex',
    'quotation.main',
    [g.quotation],
    list('quotation-list-page#FormalQuotationListPage'),
    {
      highlight: '/main-quotation/index',
    },
  ),
  page(
    '/main-quotation/create',
    'route.mainCreate',
    'quotation.main',
    [g.quotation, g.mainQuotation],
    form('quotation-detail-page#FormalQuotationPage'),
    { highlight: '/main-quotation/index' },
  ),
  page(
    '/mainQuotation/create',
    'route.mainCreate',
    'quotation.main',
    [g.quotation, g.mainQuotation],
    form('quotation-detail-page#FormalQuotationPage'),
    { highlight: '/main-quotation/index' },
  ),

  page(
    '/partner/company',
    'route.partnerCompany',
    'partner.company',
    [g.partner],
    list('partner-company-page#PartnerCompanyPage'),
  ),
  page(
    '/partner/user',
    'route.partnerUser',
    'partner.user',
    [g.partner],
    list('partner-user-page#PartnerUserPage'),
  ),

  page(
    '/business/oppt-filing',
    'route.opptFiling',
    'business.opptFiling',
    [g.business],
    list('opportunity-report-list-page#OpportunityReportListPage'),
  ),
  page(
    '/business/oppt-filing/add',
    'route.opptFilingAdd',
    'business.opptFiling',
    [g.business, g.filing],
    form('opportunity-report-add-page#OpportunityReportAddPage'),
    { highlight: '/business/oppt-filing' },
  ),
  page(
    '/business/oppt-filing/detail',
    'route.opptFilingDetail',
    'business.opptFiling',
    [g.business, g.filing],
    form('opportunity-report-detail-page#OpportunityReportDetailPage'),
    { highlight: '/business/oppt-filing', needsId: true },
  ),
  page(
    '/business/oppt-list/all',
    'route.opptListAll',
    'business.opptList',
    [g.business, g.opptList],
    list('opportunity-list-page#OpportunityListPage'),
    { highlight: '/business/oppt-list/all' },
  ),
  page(
    '/business/oppt-list/sales',
    'route.opptListSales',
    'business.opptList',
    [g.business, g.opptList],
    list('opportunity-list-page#OpportunityListPage'),
    { highlight: '/business/oppt-list/all' },
  ),
  page(
    '/business/oppt-list/plan',
    'route.opptListPlan',
    'business.opptList',
    [g.business, g.opptList],
    list('opportunity-list-page#OpportunityListPage'),
    { highlight: '/business/oppt-list/all' },
  ),
  page(
    '/business/detail',
    'route.opptDetail',
    'business.opptList',
    [g.business, g.opptList],
    form('opportunity-detail-page#OpportunityDetailPage'),
    {
      highlight: '/business/oppt-list/all',
      needsId: true,
    },
  ),
  page(
    '/business/order',
    'route.order',
    'business.order',
    [g.business],
    list('order-list-page#OrderListPage'),
  ),
  page(
    '/business/orderDetails',
    'route.orderDetails',
    'business.order',
    [g.business, g.order],
    form('order-detail-page#OrderDetailPage'),
    {
      highlight: '/business/order',
      needsId: true,
    },
  ),
  page('/business/QaManage', 'route.qa', 'business.qa', [g.business], list('qa-page#QaPage')),
  page('/business/policy', 'route.policy', 'business.policy', [g.business], list('policy-page#PolicyPage')),

  page(
    '/clue/assigned',
    'route.clueAssigned',
    'clue.assigned',
    [g.clue],
    list('clue-assigned-page#ClueAssignedPage'),
  ),
  page('/clue/my-clue', 'route.myClue', 'clue.myClue', [g.clue], list('my-clue-page#MyCluePage')),
  page('/clue/detail', 'route.clueDetail', 'clue', [g.clue], form('clue-detail-page#ClueDetailPage'), {
    highlight: '/clue/my-clue',
    needsId: true,
  }),

  page(
    '/training/index',
    'route.trainingIndex',
    'training.register',
    [g.training],
    list('training-pages#TrainingRegistrationPage'),
  ),
  // Registration approval for staff; for a partner (who holds no approval menu) "register for training".
  // Either menu opens it: the page checks which (training-screens.tsx), the server checks every call.
  page(
    '/training/training-registration',
    'route.trainingRegistration',
    null,
    [g.training],
    list('training-pages#TrainingRegistrationPage'),
    { highlight: '/training/training-registration' },
  ),
  page(
    '/training/Training',
    'route.trainingTraining',
    'training.courses',
    [g.training],
    list('training-pages#TrainingCoursesPage'),
  ),

  page(
    '/empower/training',
    'route.empowerTraining',
    'empower.training',
    [g.empower],
    list('resources-pages#EmpowerTrainingPage'),
  ),
  page(
    '/empower/resource',
    'route.empowerResource',
    'empower.resource',
    [g.empower],
    list('resources-pages#EmpowerResourcePage'),
  ),

  page('/solution/index', 'route.solution', 'solution', [], list('solution-list-page#SolutionListPage')),
  page(
    '/solution/create',
    'route.solutionCreate',
    'solution',
    [g.solution],
    form('solution-design-page#SolutionDesignPage'),
    {
      highlight: '/solution/index',
    },
  ),
  page(
    '/customerManagement',
    'route.customerManagement',
    'customer',
    [],
    list('customer-list-page#CustomerListPage'),
  ),
  page(
    '/customerManagement/Details',
    'route.customerDetails',
    'customer',
    [g.customer],
    form('customer-detail-page#CustomerDetailPage'),
    {
      highlight: '/customerManagement',
      needsId: true,
    },
  ),

  page(
    '/virtual/index',
    'route.virtual',
    'virtual',
    [],
    list('virtual-material-list-page#VirtualMaterialListPage'),
  ),
  // Without an id the detail is the form of a new virtual material.
  page(
    '/virtual/detail',
    'route.virtualDetail',
    'virtual',
    [g.virtual],
    form('virtual-material-detail-page#VirtualMaterialDetailPage'),
    {
      highlight: '/virtual/index',
      // Without an id it asks to choose a record, like every detail route; `?id=new` opens a new one.
      needsId: true,
    },
  ),
  page(
    '/integrated-material/list',
    'route.integratedList',
    'integratedMaterial',
    [],
    list('integrated-material-list-page#IntegratedMaterialListPage'),
  ),
  page(
    '/integrated-material/create',
    'route.integratedCreate',
    'integratedMaterial',
    [g.integrated],
    form('integrated-material-editor-page#IntegratedMaterialEditorPage'),
    { highlight: '/integrated-material/list' },
  ),

  page(
    '/project-search',
    'route.projectSearch',
    'projectSearch',
    [],
    form('project-search-page#ProjectSearchPage'),
  ),
  page('/reports', 'route.reports', 'reports', [], form('dashboard-page#DashboardPage')),
  page('/reports/monitoring', 'route.monitoring', 'monitoring', [], form('monitoring-page#MonitoringPage')),
  page('/tickets', 'route.tickets', 'tickets', [], list('ticket-list-page#TicketListPage')),
  page(
    '/tickets/detail',
    'route.ticketDetail',
    'tickets',
    [group('route.tickets', '/tickets')],
    form('ticket-detail-page#TicketDetailPage'),
    { highlight: '/tickets', needsId: true },
  ),
  // A form: the page lands on the week's timesheet, where hours are logged (its approval tab is the list).
  page('/man-hours', 'route.manHours', 'manHours', [], form('man-hours-page#ManHoursPage')),
  // A form: the page is the editor of a kind (a view, below); it lands on the short table of kinds, not a list-kit list.
  page('/work-flows', 'route.workFlows', 'workFlows', [], form('work-flow-page#WorkFlowPage'), {
    views: [
      { query: 'kind', kind: 'form', module: 'src/features/work-flows/components/work-flow-editor.tsx' },
    ],
  }),
  page(
    '/configuration',
    'route.configuration',
    'configuration',
    [],
    form('configuration-page#ConfigurationPage'),
  ),
  page(
    '/system/exception-log',
    'route.exceptionLog',
    'system.exceptionLog',
    [g.system],
    list('exception-log-page#ExceptionLogPage'),
  ),
];
