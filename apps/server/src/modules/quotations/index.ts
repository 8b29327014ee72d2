/** What other modules may use of the quotations module. */
export { decideQuotation, quotationProcess } from './quotations.approval';
export { quotationEntity } from './quotations.repository';
/** For the demo seed: lines drafted from items and written with their totals, and the numbering. */
export { draftsOf, writeLines } from './quotations.lines.service';
export { nextQuotationNo } from './quotations.repository';
/** For the home page: what waits for a planner. */
export { countWaitingOnPlanning } from './quotations.deal';
