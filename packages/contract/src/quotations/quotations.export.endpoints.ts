import { permissions } from '../identity/menu-tree';
import { defineListExport, exportColumnsField } from '../list-settings/list-export';
import { quotationFilterSchema } from './quotations.schema';

/** The columns of the list's export, named as the list's columns on the screen. */
const quotationsExportColumns = [
  'quotationNo',
  'kind',
  'version',
  'status',
  'opptNo',
  'project',
  'customer',
  'company',
  'subtotal',
  'discountTotal',
  'taxTotal',
  'total',
  'validUntil',
  'order',
  'updatedAt',
] as const;

/**
 * The list's .xlsx export, apart from the module's other endpoints: only the list's screen loads
 * it (docs/areas/export.md).
 */
export const quotationsExportEndpoints = {
  exportQuotations: defineListExport({
    path: '/quotation/export-quotation-list',
    permission: permissions.quotation,
    body: quotationFilterSchema.extend(exportColumnsField(quotationsExportColumns)),
    columns: quotationsExportColumns,
  }),
};
