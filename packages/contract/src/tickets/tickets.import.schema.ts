import { z } from 'zod';
import { optionalText, requiredText } from '../core/texts';
import { ticketPriorities } from './tickets.sla.schema';
import { ticketFieldLimits, ticketTypes } from './tickets.schema';

/** At most this many tickets in one import file. */
export const ticketImportMaxRows = 1000;

/**
 * One row of a ticket import: the fields of raising a ticket by serial number (the same checks as
 * `createTicketBodySchema`); the equipment's company, model, customer, site and order follow from the
 * register, with the same rules as raising one by one (a partner only on its company's equipment).
 */
export const ticketImportRowSchema = z.object({
  serialNo: requiredText(ticketFieldLimits.serialNo),
  type: z.enum(ticketTypes),
  priority: z.enum(ticketPriorities),
  title: requiredText(ticketFieldLimits.title),
  description: optionalText(ticketFieldLimits.description),
});
export type TicketImportRow = z.infer<typeof ticketImportRowSchema>;

/** The columns of the import template, in order: the field and whether it must be filled. */
export const ticketImportColumns = [
  { field: 'serialNo', required: true },
  { field: 'type', required: true },
  { field: 'priority', required: true },
  { field: 'title', required: true },
  { field: 'description', required: false },
] as const satisfies readonly { field: keyof TicketImportRow; required: boolean }[];

/** One refused cell (or row) of an import: the spreadsheet row, the column's header, the reason. */
export const ticketImportErrorSchema = z.object({
  row: z.number().int(),
  field: z.string(),
  message: z.string(),
});

/** Answer of an import: every row was raised as a ticket. */
export const ticketImportResultSchema = z.object({ count: z.number().int() });
export type TicketImportResult = z.infer<typeof ticketImportResultSchema>;

/** What a refused import carries in `data`: the errors by row (at most 500 listed). */
export const ticketImportRefusalSchema = z.object({
  errors: z.array(ticketImportErrorSchema),
  total: z.number().int(),
});
export type TicketImportRefusal = z.infer<typeof ticketImportRefusalSchema>;
