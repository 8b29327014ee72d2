import { permissions } from '../identity/menu-tree';
import { defineListExport, exportColumnsField } from '../list-settings/list-export';
import { solutionFilterSchema } from './solutions.schema';

/** The columns of the list's export, named as the list's columns on the screen. */
const solutionsExportColumns = [
  'solutionNo',
  'version',
  'title',
  'status',
  'opptNo',
  'project',
  'customer',
  'company',
  'designer',
  'lines',
  'listTotal',
  'updatedAt',
] as const;

/**
 * The list's .xlsx export, apart from the module's other endpoints: only the list's screen loads
 * it (docs/areas/export.md).
 */
export const solutionsExportEndpoints = {
  exportSolutions: defineListExport({
    path: '/solution/export-solution-list',
    permission: permissions.solution,
    body: solutionFilterSchema.extend(exportColumnsField(solutionsExportColumns)),
    columns: solutionsExportColumns,
  }),
};
