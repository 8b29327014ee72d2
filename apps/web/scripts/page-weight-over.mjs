// TEMPORARY: the routes over their page-weight budget (scripts/page-weight.mjs), each with the figure in KB
// it may not exceed (its figure at the commit that wrote this list, rounded up, plus half a KB). The check
// fails if a route grows past its figure, and also once a route comes within its budget, so that its entry
// is removed here and the budget holds from then on. Remove entries, never raise them: a figure may go up
// only when a change's review accepts it (say so in the commit). Why these routes are over and what it
// would take: docs/performance.md, section 4. Regenerate after a change that shrinks routes:
//   npm run build -w @portal/web && node apps/web/scripts/page-weight.mjs --ceilings
// landing: the screen landed on directly; further: what it adds to the screen it is opened from.
export const overBudget = {
  '/home': { afterSignIn: 358 },
  '/quote/detail': { landing: 538, further: 120 },
  '/supplementary-quotation/create': { landing: 546, further: 129 },
  '/additionalQuotation/qa': { landing: 519, further: 102 },
  '/additionalQuotation/back-detail': { landing: 519, further: 102 },
  '/additional-quotation/qa': { landing: 519, further: 102 },
  '/additional-quotation/back-detail': { landing: 519, further: 102 },
  '/main-quotation/create': { landing: 538, further: 120 },
  '/mainQuotation/create': { landing: 538, further: 120 },
  '/business/oppt-filing/add': { landing: 534, further: 134 },
  '/business/oppt-filing/detail': { landing: 494 },
  '/business/QaManage': { further: 106 },
  '/clue/assigned': { further: 102 },
  '/clue/detail': { further: 127 },
  '/solution/create': { landing: 523, further: 125 },
  '/customerManagement': { landing: 463, further: 141 },
  '/customerManagement/Details': { landing: 483 },
  '/work-flows': { landing: 560, further: 227 },
  '/system/exception-log': { further: 101 },
};
