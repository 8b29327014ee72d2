import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { defineListExport } from '../list-settings/list-export';
import { exportColumnsField } from '../list-settings/list-settings.schema';
import { permissions } from '../identity/menu-tree';
import {
  getOrderInfoQuerySchema,
  orderFilterSchema,
  orderInfoSchema,
  orderPageSchema,
  orderPartnerOptionSchema,
  pageOrdersBodySchema,
} from './orders.schema';

/** The columns of the list's export, named as the list's columns on the screen. */
const ordersExportColumns = [
  'orderNo',
  'partner',
  'customerName',
  'quotationNo',
  'opportunityNo',
  'status',
  'total',
  'lineCount',
  'orderedAt',
] as const;

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
  exportOrders: defineListExport({
    path: '/order/export-order-list',
    permission: permissions.order,
    body: orderFilterSchema.extend(exportColumnsField(ordersExportColumns)),
    columns: ordersExportColumns,
  }),
};
