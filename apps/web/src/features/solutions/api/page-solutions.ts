import { solutionsEndpoints } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import type { SolutionFilters } from './solution-keys';
import { solutionKeys } from './solution-keys';

export const pageSolutionsQuery = (filters: SolutionFilters) =>
  queryOptions({
    queryKey: solutionKeys.page(filters),
    queryFn: ({ signal }) => request(solutionsEndpoints.pageSolutions, { body: filters, signal }),
    placeholderData: keepPreviousData,
  });

/** One page of solutions (a partner: its opportunities' submitted and approved ones; the server scopes). */
export const usePageSolutions = (filters: SolutionFilters) => useQuery(pageSolutionsQuery(filters));
