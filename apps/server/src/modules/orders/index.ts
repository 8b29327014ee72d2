/** What other modules (and the demo seed) may use of the orders module. */
export { orderEntity } from './orders.repository';
export { createOrderFromLines } from './orders.creation';
export type { NewOrderFromLines } from './orders.creation';
