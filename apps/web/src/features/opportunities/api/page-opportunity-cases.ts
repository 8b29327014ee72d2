import { opportunitiesEndpoints } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { opportunityKeys } from './opportunity-keys';

export const opportunityCasesQuery = (opportunityId: number, pageNum: number, pageSize: number) =>
  queryOptions({
    queryKey: opportunityKeys.cases(opportunityId, pageNum, pageSize),
    queryFn: ({ signal }) =>
      request(opportunitiesEndpoints.pageOpportunityCases, {
        body: { opportunityId, pageNum, pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** One page of an opportunity's cases (solutions and quotations). */
export const useOpportunityCases = (opportunityId: number, pageNum: number, pageSize: number) =>
  useQuery(opportunityCasesQuery(opportunityId, pageNum, pageSize));
