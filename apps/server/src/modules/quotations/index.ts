/** What other modules may use of the quotations module. */
export { quotationsModule } from './quotations.routes';
export { decideQuotation } from './quotations.moves';
export { quotationEntity } from './quotations.repository';
