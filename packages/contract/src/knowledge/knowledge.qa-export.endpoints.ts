import { permissions } from '../identity/menu-tree';
import { defineListExport, exportColumnsField } from '../list-settings/list-export';
import { qaFilterSchema } from './knowledge.schema';

/** The columns of the list's export, named as the list's columns on the screen. */
const qaExportColumns = ['question', 'answer', 'productLine', 'status', 'updatedAt'] as const;

/** The QA list's .xlsx export, apart from every other endpoint: only the QA list loads it. */
export const qaExportEndpoints = {
  exportQa: defineListExport({
    path: '/qa/export-qa-list',
    permission: permissions.qa,
    body: qaFilterSchema.extend(exportColumnsField(qaExportColumns)),
    columns: qaExportColumns,
  }),
};
