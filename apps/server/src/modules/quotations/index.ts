/** What other modules may use of the quotations module. */
export { quotationsModule } from './quotations.routes';
export { decideQuotation } from './quotations.approval';
export { quotationEntity } from './quotations.repository';
