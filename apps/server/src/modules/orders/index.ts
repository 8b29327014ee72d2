/** What other modules (and the demo seed) may use of the orders module. */
export { orderEntity } from './orders.repository';
