/** Man-hours: time entries and weekly timesheets. */
export * from './man-hours.schema';
export * from './man-hours.transitions';
export { manHoursEndpoints } from './man-hours.endpoints';
export {
  manHoursExportEndpoints,
  timeEntryExportColumns,
  exportTimeEntriesBodySchema,
} from './man-hours.export.endpoints';
export type { ExportTimeEntriesBody } from './man-hours.export.endpoints';
