import { permissions } from '../identity/menu-tree';
import { defineListExport, exportColumnsField } from '../list-settings/list-export';
import { modelFilterSchema } from './configurations.schema';

/** The columns of the list's export, named as the list's columns on the screen. */
const modelsExportColumns = ['code', 'name', 'productLine', 'status', 'latestVersion', 'updatedAt'] as const;

/**
 * The list's .xlsx export, apart from the module's other endpoints: only the list's screen loads
 * it (docs/areas/export.md).
 */
export const configurationsExportEndpoints = {
  exportModels: defineListExport({
    path: '/integrated-material/export-model-list',
    permission: permissions.integratedMaterial,
    body: modelFilterSchema.extend(exportColumnsField(modelsExportColumns)),
    columns: modelsExportColumns,
  }),
};
