import { z } from 'zod';
import { pageRequestSchema, pageSchema } from '../core/paging';

const text = (max: number) => z.string().max(max);

/** What the client knows when a request fails (spec section 7, exceptionLog/save). */
export const errorTraceSchema = z.object({
  /** The HTTP status of the failed answer (0: none came). */
  status: z.number().int().min(0).max(999).nullable().optional(),
  statusText: text(200).nullable().optional(),
  url: text(2000).nullable().optional(),
  employeeId: text(64).nullable().optional(),
  username: text(64).nullable().optional(),
  roles: z.array(text(64)).max(50).nullable().optional(),
  href: text(2000).nullable().optional(),
  clientTime: text(64).nullable().optional(),
  appVersion: text(64).nullable().optional(),
  cookieEnabled: z.boolean().nullable().optional(),
  /** navigator.deviceMemory, in gigabytes. */
  deviceMemory: z.number().min(0).max(1_000_000).nullable().optional(),
  language: text(32).nullable().optional(),
  online: z.boolean().nullable().optional(),
  platform: text(100).nullable().optional(),
  userAgent: text(500).nullable().optional(),
});

export const saveExceptionLogBodySchema = z.object({
  type: text(64).default('fe.request.exception'),
  className: text(200).nullable().optional(),
  method: text(16).nullable().optional(),
  errorCode: text(64).nullable().optional(),
  /** Params and body of the failed request, with uploads replaced by a note; bounded. */
  errorParam: text(20_000).nullable().optional(),
  requestServlet: text(2000).nullable().optional(),
  errorTrace: errorTraceSchema.default({}),
});
export type SaveExceptionLogBody = z.infer<typeof saveExceptionLogBodySchema>;

export const pageExceptionLogsBodySchema = pageRequestSchema.extend({
  keyword: text(200).optional(),
  type: text(64).optional(),
  createdFrom: z.iso.datetime({ offset: true }).optional(),
  createdTo: z.iso.datetime({ offset: true }).optional(),
});
export type PageExceptionLogsBody = z.infer<typeof pageExceptionLogsBodySchema>;

export const exceptionLogSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  className: z.string().nullable(),
  method: z.string().nullable(),
  errorCode: z.string().nullable(),
  errorParam: z.string().nullable(),
  requestServlet: z.string().nullable(),
  errorTrace: errorTraceSchema,
  userId: z.number().int().nullable(),
  username: z.string().nullable(),
  clientAddress: z.string().nullable(),
  createdAt: z.string(),
});
export type ExceptionLog = z.infer<typeof exceptionLogSchema>;
export const exceptionLogPageSchema = pageSchema(exceptionLogSchema);
