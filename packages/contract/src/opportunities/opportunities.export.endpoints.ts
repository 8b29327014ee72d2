import { permissions } from '../identity/menu-tree';
import { defineListExport, exportColumnsField } from '../list-settings/list-export';
import { pageOpportunitiesBodySchema } from './opportunities.schema';

/** The columns of the list's export, named as the list's columns on the screen. */
const opportunitiesExportColumns = [
  'opptNo',
  'projectName',
  'customerName',
  'registrationNumber',
  'company',
  'productLine',
  'amount',
  'stage',
  'expectedCloseDate',
  'salesOwner',
  'planningOwner',
  'protectedUntil',
  'sourceReport',
  'createdAt',
] as const;

/**
 * The list's .xlsx export, apart from the module's other endpoints: only the list's screen loads
 * it (docs/areas/export.md).
 */
export const opportunitiesExportEndpoints = {
  exportOpportunities: defineListExport({
    path: '/businessOppt/export-businessOppt-list',
    permission: permissions.opptList,
    body: pageOpportunitiesBodySchema.extend(exportColumnsField(opportunitiesExportColumns)),
    columns: opportunitiesExportColumns,
  }),
};
