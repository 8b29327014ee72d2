/** Man-hours: time entries and weekly timesheets. */
export * from './man-hours.schema';
export * from './man-hours.transitions';
export { manHoursEndpoints } from './man-hours.endpoints';
