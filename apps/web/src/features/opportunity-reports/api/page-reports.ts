import { opportunityReportsEndpoints } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import type { ReportFilters } from './report-keys';
import { reportKeys } from './report-keys';

export const pageReportsQuery = (filters: ReportFilters) =>
  queryOptions({
    queryKey: reportKeys.page(filters),
    queryFn: ({ signal }) => request(opportunityReportsEndpoints.pageReports, { body: filters, signal }),
    placeholderData: keepPreviousData,
  });

/** One page of reports (a partner's own company's; staff see all). */
export const usePageReports = (filters: ReportFilters) => useQuery(pageReportsQuery(filters));
