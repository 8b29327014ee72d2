import { permissions } from '../identity/menu-tree';
import { defineListExport, exportColumnsField } from '../list-settings/list-export';
import { pageCluesBodySchema, pageMyCluesBodySchema } from './clues.schema';

/** The columns of both clue exports (staff and partner), named as the lists' columns. */
const clueExportColumns = [
  'clueNo',
  'status',
  'source',
  'customerName',
  'customerCreditCode',
  'contact',
  'contactPhone',
  'contactEmail',
  'productLine',
  'region',
  'company',
  'assignee',
  'assignedAt',
  'followUps',
  'lastFollowUpAt',
  'closeReason',
  'convertedReport',
  'description',
  'createdBy',
  'createdAt',
] as const;

/**
 * The list's .xlsx exports, apart from the module's other endpoints: only the list's screen loads
 * them (docs/areas/export.md).
 */
export const cluesExportEndpoints = {
  exportClues: defineListExport({
    path: '/clue/export-clue-list',
    permission: permissions.clueAssigned,
    body: pageCluesBodySchema.extend(exportColumnsField(clueExportColumns)),
    columns: clueExportColumns,
  }),
  exportMyClues: defineListExport({
    path: '/clue/export-my-clue-list',
    permission: permissions.myClue,
    body: pageMyCluesBodySchema.extend(exportColumnsField(clueExportColumns)),
    columns: clueExportColumns,
  }),
};
