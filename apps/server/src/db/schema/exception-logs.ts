/** Tables owned by the exception-logs module: only that module writes them. */
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const exceptionLogs = pgTable(
  'exception_logs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').notNull(),
    className: text('class_name'),
    method: text('method'),
    errorCode: text('error_code'),
    errorParam: text('error_param'),
    requestServlet: text('request_servlet'),
    errorTrace: jsonb('error_trace').notNull().default({}),
    userId: integer('user_id'),
    username: text('username'),
    clientAddress: text('client_address'),
    createdAt: createdAt(),
  },
  (t) => [index('exception_logs_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);
