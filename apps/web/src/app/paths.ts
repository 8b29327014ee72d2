/**
 * Where a record's screen is: links to a record come from here, so a route of the table (`routes.ts`) is
 * spelled once for every slice that links to it. Paths are relative to the base path.
 */
export const paths = {
  reportDetail: (id: number) => `/business/oppt-filing/detail?id=${id}`,
  opportunityDetail: (id: number) => `/business/detail?id=${id}`,
  orderDetail: (id: number) => `/business/orderDetails?id=${id}`,
  clueDetail: (id: number) => `/clue/detail?id=${id}`,
};
