import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { permissions } from '../identity/menu-tree';
import {
  getOrderInfoQuerySchema,
  orderInfoSchema,
  orderPageSchema,
  orderPartnerOptionSchema,
  pageOrdersBodySchema,
} from './orders.schema';

/** Orders: list, detail, lines and status history; read-only (no endpoint changes an order). */
export const ordersEndpoints = {
  getPartners: defineEndpoint({
    method: 'GET',
    path: '/order/get-order-partner-drop-down-list',
    permission: permissions.order,
    data: z.array(orderPartnerOptionSchema),
  }),
  pageOrders: defineEndpoint({
    method: 'POST',
    path: '/order/page-order-list',
    permission: permissions.order,
    body: pageOrdersBodySchema,
    data: orderPageSchema,
  }),
  getOrderInfo: defineEndpoint({
    method: 'GET',
    path: '/order/get-order-info',
    permission: permissions.order,
    query: getOrderInfoQuerySchema,
    data: orderInfoSchema,
  }),
};
