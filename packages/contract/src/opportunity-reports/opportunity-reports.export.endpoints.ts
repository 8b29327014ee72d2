import { permissions } from '../identity/menu-tree';
import { defineListExport, exportColumnsField } from '../list-settings/list-export';
import { pageReportsBodySchema } from './opportunity-reports.schema';

const prefix = '/businesOpptReporting';

/** The columns of the list's export, named as the list's columns on the screen. */
const reportsExportColumns = [
  'reportNo',
  'projectName',
  'customerName',
  'registrationNumber',
  'productLine',
  'amount',
  'rate',
  'expectedCloseDate',
  'status',
  'partner',
  'reporter',
  'createdAt',
  'submittedAt',
] as const;

/**
 * The list's .xlsx export, apart from the module's other endpoints: only the list's screen loads
 * it (docs/areas/export.md).
 */
export const opportunityReportsExportEndpoints = {
  exportReports: defineListExport({
    path: `${prefix}/export-opptReporting-list`,
    permission: permissions.opptFiling,
    body: pageReportsBodySchema.extend(exportColumnsField(reportsExportColumns)),
    columns: reportsExportColumns,
  }),
};
