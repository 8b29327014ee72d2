import { permissions } from '../identity/menu-tree';
import { defineListExport, exportColumnsField } from '../list-settings/list-export';
import { virtualMaterialFilterSchema } from './materials.schema';

/** The columns of the list's export, named as the list's columns on the screen. */
const virtualMaterialsExportColumns = [
  'code',
  'name',
  'nameCn',
  'nameEn',
  'nameKr',
  'productLine',
  'functionStructure',
  'unit',
  'referencePrice',
  'attributes',
  'status',
  'replacedBy',
  'updatedAt',
] as const;

/**
 * The list's .xlsx export, apart from the module's other endpoints: only the list's screen loads
 * it (docs/areas/export.md).
 */
export const materialsExportEndpoints = {
  exportVirtualMaterials: defineListExport({
    path: '/virtual-material/export-virtual-material-list',
    permission: permissions.virtual,
    body: virtualMaterialFilterSchema.extend(exportColumnsField(virtualMaterialsExportColumns)),
    columns: virtualMaterialsExportColumns,
  }),
};
