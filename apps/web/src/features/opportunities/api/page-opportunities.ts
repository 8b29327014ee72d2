import { opportunitiesEndpoints } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import type { OpportunityFilters } from './opportunity-keys';
import { opportunityKeys } from './opportunity-keys';

export const pageOpportunitiesQuery = (filters: OpportunityFilters) =>
  queryOptions({
    queryKey: opportunityKeys.page(filters),
    queryFn: ({ signal }) => request(opportunitiesEndpoints.pageOpportunities, { body: filters, signal }),
    placeholderData: keepPreviousData,
  });

/** One page of opportunities (a tab, filters and sort). */
export const usePageOpportunities = (filters: OpportunityFilters) =>
  useQuery(pageOpportunitiesQuery(filters));
