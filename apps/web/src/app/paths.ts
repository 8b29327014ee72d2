/**
 * Where a screen is: links and moves to a screen come from here, so a route of the table (`routes.ts`) is
 * spelled once for every slice that links to it. Paths are relative to the base path.
 */
export const paths = {
  reportList: '/business/oppt-filing',
  /** The new-report form; with `id` it edits that report, with `clueId` it starts from that clue. */
  reportForm: (query: { id?: number; clueId?: number } = {}) =>
    `/business/oppt-filing/add${query.id ? `?id=${query.id}` : query.clueId ? `?clueId=${query.clueId}` : ''}`,
  reportDetail: (id: number) => `/business/oppt-filing/detail?id=${id}`,
  opportunityDetail: (id: number) => `/business/detail?id=${id}`,
  orderList: '/business/order',
  orderDetail: (id: number) => `/business/orderDetails?id=${id}`,
  clueDetail: (id: number) => `/clue/detail?id=${id}`,
  assignedClueList: '/clue/assigned',
  myClueList: '/clue/my-clue',
  customerList: '/customerManagement',
  customerDetail: (id: number) => `/customerManagement/Details?id=${id}`,
};
