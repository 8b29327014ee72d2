/** Orders: list, detail, lines and status history. */
export const ordersEndpoints = {};
