import type { z } from 'zod';
import type { pageExceptionLogsBodySchema } from '@portal/contract';

export type ExceptionLogFilters = z.infer<typeof pageExceptionLogsBodySchema>;

/** Query keys of the exception-log slice. */
export const exceptionLogKeys = {
  all: ['exception-logs'] as const,
  page: (filters: ExceptionLogFilters) => [...exceptionLogKeys.all, 'page', filters] as const,
};
