import { permissions } from '../identity/menu-tree';
import { defineListExport, exportColumnsField } from '../list-settings/list-export';
import { customerFilterSchema } from './customers.schema';

/** The columns of the list's export, named as the list's columns on the screen. */
const customersExportColumns = [
  'name',
  'nameEn',
  'country',
  'registrationNumber',
  'region',
  'industry',
  'verified',
  'registrationCount',
  'address',
  'createdAt',
] as const;

/**
 * The list's .xlsx export, apart from the module's other endpoints: only the list's screen loads
 * it (docs/areas/export.md).
 */
export const customersExportEndpoints = {
  exportCustomers: defineListExport({
    path: '/customer/export-customer-list',
    permission: permissions.customer,
    body: customerFilterSchema.extend(exportColumnsField(customersExportColumns)),
    columns: customersExportColumns,
  }),
};
