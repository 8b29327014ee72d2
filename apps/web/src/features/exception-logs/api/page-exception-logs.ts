import { exceptionLogsEndpoints } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import type { ExceptionLogFilters } from './exception-log-keys';
import { exceptionLogKeys } from './exception-log-keys';

export const pageExceptionLogsQuery = (filters: ExceptionLogFilters) =>
  queryOptions({
    queryKey: exceptionLogKeys.page(filters),
    queryFn: ({ signal }) => request(exceptionLogsEndpoints.page, { body: filters, signal }),
    placeholderData: keepPreviousData,
  });

export const usePageExceptionLogs = (filters: ExceptionLogFilters) =>
  useQuery(pageExceptionLogsQuery(filters));
