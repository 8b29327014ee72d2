import { z } from 'zod';
import { pageRequestSchema, pageSchema } from '../core/paging';
import { recordIdSchema } from '../core/ids';

/**
 * What a notice tells its reader. `taskWaiting`: a step of a process waits for the reader; `approved`,
 * `rejected`, `returned`: the reader's submission was decided (with the approver's comment);
 * `qaAnswered`: the reader's question on a quotation was answered; `clueAssigned`: a clue was assigned to
 * the reader's company (or to the reader); `backupFailed`: a backup of the embedded database failed
 * (to the holders of the backup permission).
 */
export const noticeKinds = [
  'taskWaiting',
  'approved',
  'rejected',
  'returned',
  'qaAnswered',
  'clueAssigned',
  'taskDueSoon',
  'taskOverdue',
  'taskEscalated',
  'protectionEnding',
  'quotationIssued',
  'qaAsked',
  'quotationAccepted',
  'additionalRequested',
  'backupFailed',
  'trainingSeated',
  'trainingReminder',
  'certificateExpiring',
  'resourceUpdated',
  /** Project groups: the reader was added to a group; a member posted in it. */
  'groupMemberAdded',
  'groupPostAdded',
  'ticketResponseDueSoon',
  'ticketResolutionDueSoon',
  'ticketResponseBreached',
  'ticketResolutionBreached',
] as const;
export type NoticeKind = (typeof noticeKinds)[number];

/** What a notice is about: a process's kind, a quotation (its Q&A) or a clue. The web links each to its screen. */
export const noticeSubjectKinds = [
  'opportunityReport',
  'planningQuotation',
  'solution',
  'quotation',
  'clue',
  'opportunity',
  /** A quotation offered to the customer (formal, additional, supplementary): its own screen. */
  'customerQuotation',
  'backup',
  'trainingRegistration',
  'partnerTimesheet',
  'staffTimesheet',
  /** A resource of the library, on the training shelf or the resource shelf. */
  'trainingResource',
  'libraryResource',
  /** A ticket: its detail (its SLA reminders and breaches, a project group on it). */
  'ticket',
] as const;
export type NoticeSubjectKind = (typeof noticeSubjectKinds)[number];

/** The values the reader's language renders the text with: the subject's number and title, a comment. */
export const noticeParamsSchema = z.object({
  no: z.string(),
  title: z.string().optional(),
  comment: z.string().optional(),
  /** A due time or the end of a protection (ISO 8601), shown in the reader's format. */
  until: z.string().optional(),
  /** The order a move created (an accepted quotation's). */
  order: z.string().optional(),
});
export type NoticeParams = z.infer<typeof noticeParamsSchema>;

/** A protection ends on a date (TERMS: "a date only"); a step is due at a time. */
export const noticeUntilIsDate = (kind: NoticeKind) =>
  kind === 'protectionEnding' || kind === 'certificateExpiring';

export const noticeSchema = z.object({
  id: z.number().int(),
  kind: z.enum(noticeKinds),
  subjectKind: z.enum(noticeSubjectKinds),
  subjectId: z.number().int(),
  params: noticeParamsSchema,
  createdAt: z.string(),
  /** Null while unread. */
  readAt: z.string().nullable(),
});
export type Notice = z.infer<typeof noticeSchema>;

export const noticeReadFilters = ['all', 'unread', 'read'] as const;
export const noticeOrders = ['unreadFirst', 'newest'] as const;

export const pageNoticesBodySchema = pageRequestSchema.extend({
  read: z.enum(noticeReadFilters).default('all'),
  order: z.enum(noticeOrders).default('unreadFirst'),
});
export type PageNoticesBody = z.infer<typeof pageNoticesBodySchema>;
export type PageNoticesInput = z.input<typeof pageNoticesBodySchema>;

export const noticePageSchema = pageSchema(noticeSchema);

export const unreadCountSchema = z.object({ unread: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const noticeIdBodySchema = z.object({ id: recordIdSchema });

/** A ticket opens the notice stream (EventSource sends no Authorization header); valid for a minute. */
export const streamTicketSchema = z.object({ ticket: z.string() });
export const streamQuerySchema = z.object({ ticket: z.string().min(1).max(400) });

/** The notice kinds the user also receives by e-mail. */
export const mailPreferencesSchema = z.object({
  kinds: z.array(z.enum(noticeKinds)),
  /** Whether the user has an e-mail address at all (no address: no mail, whatever is chosen). */
  hasEmail: z.boolean(),
});
export type MailPreferences = z.infer<typeof mailPreferencesSchema>;
export const saveMailPreferencesBodySchema = z.object({
  kinds: z.array(z.enum(noticeKinds)).max(noticeKinds.length),
});
export type SaveMailPreferencesBody = z.infer<typeof saveMailPreferencesBodySchema>;
