import { z } from 'zod';
import { pageRequestSchema, pageSchema } from '../core/paging';
import { attachedFileIdsSchema, attachedFileSchema } from '../files/files.schema';
import { rowVersionSchema } from '../core/versions';
import { recordIdSchema, sortOrders } from '../partners/partners.schema';
import { ticketSlaSchema, ticketPriorities, ticketStatuses } from './tickets.sla.schema';
import { ticketActions } from './tickets.transitions';
import { requiredText, optionalText, keywordText, noNul } from '../core/texts';
import { instantSchema } from '../opportunity-reports/opportunity-reports.schema';

export const ticketTypes = ['installation', 'repair', 'maintenance', 'question'] as const;
export type TicketType = (typeof ticketTypes)[number];

/** The sites a ticket's equipment stands at; each has its business calendar. */
export const ticketSites = ['CN', 'KR'] as const;
export type TicketSite = (typeof ticketSites)[number];

export const ticketSortFields = ['createdAt', 'ticketNo', 'priority', 'status', 'resolutionDueAt'] as const;

export const ticketFieldLimits = {
  title: 200,
  description: 4000,
  serialNo: 64,
  modelName: 100,
  customerName: 200,
  comment: 4000,
} as const;

/** A ticket's SLA outcome, as the dashboard counts it and the list filters by it. */
export const ticketSlaOutcomes = ['met', 'breached', 'open'] as const;
export type TicketSlaOutcome = (typeof ticketSlaOutcomes)[number];

export const ticketFilterFields = z.object({
  /** Searched in ticket number, title, serial number and customer, literally and case-insensitively. */
  keyword: keywordText(),
  status: z.enum(ticketStatuses).nullish(),
  priority: z.enum(ticketPriorities).nullish(),
  type: z.enum(ticketTypes).nullish(),
  /** Staff only; a partner is always limited to its own company. */
  companyId: recordIdSchema.nullish(),
  /** The partner company's region (REGION code): the dashboard's SLA figure opens the list with it. */
  region: z.string().trim().max(8).refine(noNul, 'validation.invalid').nullish(),
  /** Raised in this period (the dashboard's months). */
  createdFrom: instantSchema.nullish(),
  createdTo: instantSchema.nullish(),
  /** The SLA outcome: breached (a clock ran past its due time), met (resolved in time) or open (neither yet). */
  slaOutcome: z.enum(ticketSlaOutcomes).nullish(),
  /** Only tickets whose resolution is due within this many hours (or already overdue). */
  dueWithinHours: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 365)
    .nullish(),
  sortField: z.enum(ticketSortFields).default('createdAt'),
  sortOrder: z.enum(sortOrders).default('desc'),
});
export const pageTicketsBodySchema = pageRequestSchema
  .extend(ticketFilterFields.shape)
  .superRefine((body, ctx) => {
    if (body.createdFrom && body.createdTo && Date.parse(body.createdFrom) > Date.parse(body.createdTo))
      ctx.addIssue({ code: 'custom', path: ['createdTo'], message: 'ticket.validation.dateRange' });
  });
export type PageTicketsBody = z.infer<typeof pageTicketsBodySchema>;

export const ticketSchema = z.object({
  id: z.number().int(),
  ticketNo: z.string(),
  title: z.string(),
  type: z.enum(ticketTypes),
  priority: z.enum(ticketPriorities),
  status: z.enum(ticketStatuses),
  companyId: z.number().int(),
  companyName: z.string(),
  companyNameEn: z.string().nullable(),
  companyNameKr: z.string().nullable(),
  /** The equipment the ticket is on (null only for a ticket raised before the register). */
  equipmentId: z.number().int().nullable(),
  customerId: z.number().int().nullable(),
  /** The customer's name in the reader's language (its legal name where it has none in that language). */
  customerName: z.string(),
  serialNo: z.string(),
  modelName: z.string().nullable(),
  site: z.enum(ticketSites),
  orderNo: z.string().nullable(),
  assigneeName: z.string().nullable(),
  /** The due times as last computed (a cache for lists): null while paused or stopped. */
  responseDueAt: z.string().nullable(),
  resolutionDueAt: z.string().nullable(),
  /** Whether a clock has passed its target (as last computed, or the due time has passed since). */
  breached: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  rowVersion: rowVersionSchema,
  actions: z.array(z.enum(ticketActions)),
});
export type Ticket = z.infer<typeof ticketSchema>;
export const ticketPageSchema = pageSchema(ticketSchema);

export const ticketCommentSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  /** Shared with the partner; otherwise an internal note, which partners never read. */
  shared: z.boolean(),
  authorName: z.string().nullable(),
  createdAt: z.string(),
});
export type TicketComment = z.infer<typeof ticketCommentSchema>;

export const ticketHistoryEntrySchema = z.object({
  action: z.string(),
  fromStatus: z.enum(ticketStatuses).nullable(),
  toStatus: z.enum(ticketStatuses).nullable(),
  actorName: z.string().nullable(),
  comment: z.string().nullable(),
  at: z.string(),
});
export type TicketHistoryEntry = z.infer<typeof ticketHistoryEntrySchema>;

/** A document imported into a ticket: downloaded through the rights-checked download. */
export const ticketDocumentSchema = attachedFileSchema.extend({ docUrl: z.string() });
export type TicketDocument = z.infer<typeof ticketDocumentSchema>;

export const ticketInfoSchema = ticketSchema.extend({
  description: z.string().nullable(),
  /** The day the equipment was installed (YYYY-MM-DD), where the register knows it. */
  installedOn: z.string().nullable(),
  documents: z.array(ticketDocumentSchema),
  policyName: z.string(),
  resolvedAt: z.string().nullable(),
  /** Until when a resolved ticket may be reopened. */
  reopenUntil: z.string().nullable(),
  sla: ticketSlaSchema,
  comments: z.array(ticketCommentSchema),
  history: z.array(ticketHistoryEntrySchema),
});
export type TicketInfo = z.infer<typeof ticketInfoSchema>;

export const getTicketInfoQuerySchema = z.object({ id: recordIdSchema });

/** At most this many documents attached when a ticket is raised. */
export const ticketMaxFiles = 10;

/**
 * Raising a ticket on installed equipment, named by its id or its serial number (one of them is
 * required): model, customer, site and order follow from the register. A partner raises only on its
 * company's equipment; staff on any, and a company they name must own it.
 */
export const createTicketBodySchema = z.object({
  title: requiredText(ticketFieldLimits.title),
  description: optionalText(ticketFieldLimits.description),
  type: z.enum(ticketTypes),
  priority: z.enum(ticketPriorities),
  equipmentId: recordIdSchema.nullish(),
  serialNo: optionalText(ticketFieldLimits.serialNo),
  /** Staff may name the company (it must own the equipment); a partner's is always its own. */
  companyId: recordIdSchema.nullish(),
  /** Documents uploaded beforehand (doc-upload/uploadDocument) by the raiser's company (staff: by staff). */
  fileIds: attachedFileIdsSchema(ticketMaxFiles, 'ticket.validation.duplicateFile').default([]),
});
export type CreateTicketBody = z.infer<typeof createTicketBodySchema>;

/** One move of a ticket: the action, and what it needs (a priority to change to). */
export const moveTicketBodySchema = z.object({
  id: recordIdSchema,
  action: z.enum(ticketActions).exclude(['comment']),
  rowVersion: rowVersionSchema.optional(),
  priority: z.enum(ticketPriorities).nullish(),
  comment: optionalText(ticketFieldLimits.comment),
});
export type MoveTicketBody = z.infer<typeof moveTicketBodySchema>;

export const addTicketCommentBodySchema = z.object({
  id: recordIdSchema,
  body: requiredText(ticketFieldLimits.comment),
  /** Partners' comments are always shared. */
  shared: z.boolean().default(true),
});
export type AddTicketCommentBody = z.infer<typeof addTicketCommentBodySchema>;

/** One machine of the installed-equipment register, as the ticket form picks it. */
export const installedEquipmentSchema = z.object({
  id: z.number().int(),
  serialNo: z.string(),
  modelName: z.string(),
  companyId: z.number().int(),
  companyName: z.string(),
  companyNameEn: z.string().nullable(),
  companyNameKr: z.string().nullable(),
  customerId: z.number().int().nullable(),
  /** In the reader's language. */
  customerName: z.string().nullable(),
  site: z.enum(ticketSites),
  orderNo: z.string().nullable(),
  installedOn: z.string().nullable(),
});
export type InstalledEquipment = z.infer<typeof installedEquipmentSchema>;

/** The equipment a reader may raise tickets on (a partner: its company's), found by serial, model or customer. */
export const listEquipmentBodySchema = z.object({
  keyword: keywordText(),
  /** Staff: only this company's equipment. */
  companyId: recordIdSchema.nullish(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type ListEquipmentBody = z.infer<typeof listEquipmentBodySchema>;

export const getTicketDocumentQuerySchema = z.object({ ticketId: recordIdSchema, id: z.uuid() });

/** A partner company that owns installed equipment (what staff pick when raising a ticket). */
export const equipmentCompanySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  nameEn: z.string().nullable(),
  nameKr: z.string().nullable(),
});
export type EquipmentCompany = z.infer<typeof equipmentCompanySchema>;
