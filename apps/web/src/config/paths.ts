/**
 * Where a screen is: links and moves to a screen come from here, so a route of the table (`routes.ts`) is
 * spelled once for every slice that links to it. Paths are relative to the base path.
 */
export const paths = {
  /** The process centre; `tab` opens one of its lists (todo by default). */
  processCentre: '/process/index',
  processDetail: (id: number) => `/process/detail?id=${id}`,
  reportList: '/business/oppt-filing',
  exceptionLog: '/system/exception-log',
  /** The new-report form; with `id` it edits that report, with `clueId` it starts from that clue. */
  reportForm: (query: { id?: number; clueId?: number } = {}) =>
    `/business/oppt-filing/add${query.id ? `?id=${query.id}` : query.clueId ? `?clueId=${query.clueId}` : ''}`,
  reportDetail: (id: number) => `/business/oppt-filing/detail?id=${id}`,
  opportunityDetail: (id: number) => `/business/detail?id=${id}`,
  orderList: '/business/order',
  orderDetail: (id: number) => `/business/orderDetails?id=${id}`,
  ticketList: '/tickets',
  ticketDetail: (id: number) => `/tickets/detail?id=${id}`,
  clueDetail: (id: number) => `/clue/detail?id=${id}`,
  assignedClueList: '/clue/assigned',
  myClueList: '/clue/my-clue',
  solutionList: '/solution/index',
  /** The design screen of one solution version. */
  solutionDesign: (id: number) => `/solution/create?id=${id}`,
  timesheet: (id: number) => `/man-hours?timesheet=${id}`,
  /** A training registration: the registrations screen (staff decide there; a partner sees its own). */
  trainingRegistration: (_id: number) => '/training/training-registration?view=registrations',
  /** A new solution, of `opportunityId` when given (from the opportunity's detail). */
  solutionNew: (opportunityId?: number) =>
    `/solution/create${opportunityId ? `?opportunityId=${opportunityId}` : ''}`,
  configurationList: '/integrated-material/list',
  /** The configurable product editor; without `id` it creates one. */
  configurationEditor: (id?: number) => `/integrated-material/create${id ? `?id=${id}` : ''}`,
  virtualMaterialList: '/virtual/index',
  /** A virtual material; without an id, a new one. */
  virtualMaterialDetail: (id?: number) => `/virtual/detail?id=${id ?? 'new'}`,
  customerList: '/customerManagement',
  customerDetail: (id: number) => `/customerManagement/Details?id=${id}`,
  quotationList: '/quote/index',
  /** A planning quotation made from an approved solution. */
  quotationNew: '/quote/create',
  /** The editor of a planning quotation version (it reads any kind the reader may read). */
  quotationDetail: (id: number) => `/quote/detail?id=${id}`,
  formalQuotationList: '/main-quotation/index',
  /**
   * The formal quotation screen: of a formal quotation, that quotation; of an approved planning one, the
   * form that makes its formal quotation (the route table has no formal detail of its own).
   */
  formalQuotation: (id: number) => `/main-quotation/create?id=${id}`,
  supplementaryQuotationList: '/supplementary-quotation/index',
  /** A supplementary quotation: its configuration while a draft, else read (the partner's too). */
  supplementaryQuotation: (id: number) => `/supplementary-quotation/create?id=${id}`,
  additionalQuotationList: '/additional-quotation/index',
  /** The partner's request for an additional quotation. */
  additionalQuotationNew: '/additional-quotation/create',
  /** The Q&A of a quotation (any kind the reader reads; the thread covers all its versions). */
  quotationQa: (id: number) => `/additional-quotation/qa?id=${id}`,
  /** Why a version was rejected and what its next version changed (staff). */
  returnedDetail: (id: number) => `/additional-quotation/back-detail?id=${id}`,
  /** Project search, with a query. */
  projectSearch: (keyword: string) => `/project-search?q=${encodeURIComponent(keyword)}`,
  workFlowList: '/work-flows',
  /** A kind's work flow: its current version to edit, or an earlier `version` to read. */
  workFlow: (kind: string, version?: number) =>
    `/work-flows?kind=${kind}${version ? `&version=${version}` : ''}`,
};
