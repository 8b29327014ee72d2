import { opportunitiesEndpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { opportunityKeys } from './opportunity-keys';

export const opportunityInfoQuery = (id: number) =>
  queryOptions({
    queryKey: opportunityKeys.info(id),
    queryFn: ({ signal }) => request(opportunitiesEndpoints.getOpportunityInfo, { query: { id }, signal }),
  });

/** One opportunity with its equipment, timeline and case counts. */
export const useOpportunityInfo = (id: number) => useQuery(opportunityInfoQuery(id));
