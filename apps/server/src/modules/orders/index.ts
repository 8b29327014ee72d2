/** What other modules (and the demo seed) may use of the orders module. */
export { orderEntity } from './orders.repository';
export { amendOrderWithLines, createOrderFromLines } from './orders.creation.service';
export type { NewOrderFromLines, OrderAmendment } from './orders.creation.service';
