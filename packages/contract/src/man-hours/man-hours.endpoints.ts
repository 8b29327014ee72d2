import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { permissions } from '../identity/menu-tree';
import {
  approveTimesheetsBodySchema,
  deleteTimeEntryBodySchema,
  getTimesheetQuerySchema,
  getWeekQuerySchema,
  listTimesheetsQuerySchema,
  optionSchema,
  rejectTimesheetBodySchema,
  saveTimeEntryBodySchema,
  subjectOptionsQuerySchema,
  submitTimesheetBodySchema,
  timeEntrySchema,
  timesheetInfoSchema,
  timesheetSchema,
  totalRowSchema,
  totalsQuerySchema,
  weekSchema,
  withdrawTimesheetBodySchema,
} from './man-hours.schema';

/**
 * Man-hours and weekly timesheets (`/man-hours`). Every call needs the `manHours` menu. A partner user logs
 * its own hours, a partner administrator its company's people's, staff their own; a partner never reaches
 * another company's people, tickets or opportunities. Approvals run through the process engine.
 */
export const manHoursEndpoints = {
  getWeek: defineEndpoint({
    method: 'GET',
    path: '/man-hours/get-week',
    permission: permissions.manHours,
    query: getWeekQuerySchema,
    data: weekSchema,
  }),
  saveEntry: defineEndpoint({
    method: 'POST',
    path: '/man-hours/save-time-entry',
    permission: permissions.manHours,
    body: saveTimeEntryBodySchema,
    data: timeEntrySchema,
  }),
  deleteEntry: defineEndpoint({
    method: 'POST',
    path: '/man-hours/delete-time-entry',
    permission: permissions.manHours,
    body: deleteTimeEntryBodySchema,
    data: z.null(),
  }),
  submitTimesheet: defineEndpoint({
    method: 'POST',
    path: '/man-hours/submit-timesheet',
    permission: permissions.manHours,
    body: submitTimesheetBodySchema,
    data: timesheetSchema,
  }),
  withdrawTimesheet: defineEndpoint({
    method: 'POST',
    path: '/man-hours/withdraw-timesheet',
    permission: permissions.manHours,
    body: withdrawTimesheetBodySchema,
    data: timesheetSchema,
  }),
  approveTimesheets: defineEndpoint({
    method: 'POST',
    path: '/man-hours/approve-timesheets',
    permission: permissions.manHours,
    body: approveTimesheetsBodySchema,
    data: z.array(timesheetSchema),
  }),
  rejectTimesheet: defineEndpoint({
    method: 'POST',
    path: '/man-hours/reject-timesheet',
    permission: permissions.manHours,
    body: rejectTimesheetBodySchema,
    data: timesheetSchema,
  }),
  listTimesheets: defineEndpoint({
    method: 'GET',
    path: '/man-hours/get-timesheet-list',
    permission: permissions.manHours,
    query: listTimesheetsQuerySchema,
    data: z.array(timesheetSchema),
  }),
  getTimesheet: defineEndpoint({
    method: 'GET',
    path: '/man-hours/get-timesheet-info',
    permission: permissions.manHours,
    query: getTimesheetQuerySchema,
    data: timesheetInfoSchema,
  }),
  people: defineEndpoint({
    method: 'GET',
    path: '/man-hours/get-people',
    permission: permissions.manHours,
    data: z.array(optionSchema),
  }),
  subjectOptions: defineEndpoint({
    method: 'GET',
    path: '/man-hours/get-subject-options',
    permission: permissions.manHours,
    query: subjectOptionsQuerySchema,
    data: z.array(optionSchema),
  }),
  totals: defineEndpoint({
    method: 'GET',
    path: '/man-hours/get-totals',
    permission: permissions.manHours,
    query: totalsQuerySchema,
    data: z.array(totalRowSchema),
  }),
};
