import { permissions } from '../identity/menu-tree';
import { defineListExport, exportColumnsField } from '../list-settings/list-export';
import { orderFilterSchema } from './orders.schema';

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

/**
 * The list's .xlsx export, apart from the module's other endpoints: only the list's screen loads
 * it (docs/areas/export.md).
 */
export const ordersExportEndpoints = {
  exportOrders: defineListExport({
    path: '/order/export-order-list',
    permission: permissions.order,
    body: orderFilterSchema.extend(exportColumnsField(ordersExportColumns)),
    columns: ordersExportColumns,
  }),
};
