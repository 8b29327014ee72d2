// TEMPORARY: the routes over their page-weight budget (scripts/page-weight.mjs), each with the figure in KB
// it may not exceed (its figure at the commit that wrote this list, rounded up, plus half a KB). The check
// fails if a route grows past its figure, and also once a route comes within its budget, so that its entry
// is removed here and the budget holds from then on. Remove entries, never raise them: a figure may go up
// only when a change's review accepts it (say so in the commit). Why these routes are over and what it
// would take: docs/performance.md, section 4. Regenerate after a change that shrinks routes:
//   npm run build -w @portal/web && node apps/web/scripts/page-weight.mjs --ceilings
// landing: the screen landed on directly; further: what it adds to the screen it is opened from.
export const overBudget = {
  '/home': { afterSignIn: 357 },
  '/process/index': { landing: 452, further: 127 },
  '/quote/index': { landing: 447, further: 129 },
  '/quote/detail': { landing: 549, further: 103 },
  '/supplementary-quotation/index': { landing: 447, further: 129 },
  '/supplementaryQuotation/index': { landing: 447 },
  '/supplementary-quotation/create': { landing: 558, further: 112 },
  '/additional-quotation/index': { landing: 447, further: 129 },
  '/additional-quotation/create': { landing: 490 },
  '/additionalQuotation/qa': { landing: 531 },
  '/additionalQuotation/back-detail': { landing: 531 },
  '/additional-quotation/qa': { landing: 531 },
  '/additional-quotation/back-detail': { landing: 531 },
  '/main-quotation/index': { landing: 447, further: 129 },
  '/mainQuotation/index': { landing: 447 },
  '/main-quotation/create': { landing: 549, further: 103 },
  '/mainQuotation/create': { landing: 549, further: 103 },
  '/partner/company': { landing: 439, further: 124 },
  '/partner/user': { landing: 439, further: 125 },
  '/business/oppt-filing': { landing: 444, further: 126 },
  '/business/oppt-filing/add': { landing: 546, further: 116 },
  '/business/oppt-filing/detail': { landing: 507 },
  '/business/oppt-list/all': { landing: 455, further: 129 },
  '/business/oppt-list/sales': { landing: 455 },
  '/business/oppt-list/plan': { landing: 455 },
  '/business/order': { landing: 439, further: 124 },
  '/business/QaManage': { landing: 450, further: 136 },
  '/business/policy': { landing: 441, further: 127 },
  '/clue/assigned': { landing: 446, further: 131 },
  '/clue/my-clue': { landing: 442, further: 128 },
  '/clue/detail': { landing: 496, further: 110 },
  '/solution/index': { landing: 441, further: 126 },
  '/solution/create': { landing: 536, further: 108 },
  '/customerManagement': { landing: 474, further: 154 },
  '/customerManagement/Details': { landing: 496 },
  '/virtual/index': { landing: 444, further: 129 },
  '/integrated-material/list': { landing: 441, further: 127 },
  '/integrated-material/create': { landing: 494 },
  '/work-flows': { landing: 571, further: 239 },
  '/system/exception-log': { landing: 441, further: 131 },
};
