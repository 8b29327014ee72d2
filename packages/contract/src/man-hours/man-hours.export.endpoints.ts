import { z } from 'zod';
import { permissions } from '../identity/menu-tree';
import { defineListExport, exportColumnsField } from '../list-settings/list-export';
import { timeEntryStates, totalsGroupings, workDateSchema } from './man-hours.schema';

/** The columns of the entries' sheet, named as the entry columns of the man-hours screens. */
export const timeEntryExportColumns = [
  'person',
  'company',
  'workDate',
  'hours',
  'kind',
  'subject',
  'customer',
  'opportunity',
  'status',
  'note',
  'reason',
] as const;

/**
 * The totals view's filter (the totals' grouping, the period and the entry states counted, as the screen
 * sends them) and the columns chosen. Without a period every date; without states every state.
 */
export const exportTimeEntriesBodySchema = z
  .object({
    groupBy: z.enum(totalsGroupings).default('person'),
    from: workDateSchema.optional(),
    to: workDateSchema.optional(),
    states: z.array(z.enum(timeEntryStates)).min(1).max(timeEntryStates.length).optional(),
    ...exportColumnsField(timeEntryExportColumns),
  })
  .refine((b) => !b.from || !b.to || b.from <= b.to, {
    message: 'manHours.validation.range',
    path: ['to'],
  });
export type ExportTimeEntriesBody = z.infer<typeof exportTimeEntriesBodySchema>;

/**
 * The totals' .xlsx export, apart from the module's other endpoints: only the totals view loads it
 * (docs/areas/export.md). The file holds the entries behind the totals (first sheet, the columns chosen)
 * and the totals of the grouping chosen (second sheet), within what the reader reads.
 */
export const manHoursExportEndpoints = {
  exportTimeEntries: defineListExport({
    path: '/man-hours/export-time-entry-list',
    permission: permissions.manHours,
    body: exportTimeEntriesBodySchema,
    columns: timeEntryExportColumns,
  }),
};
