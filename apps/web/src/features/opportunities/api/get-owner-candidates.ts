import type { OwnerType } from '@portal/contract';
import { identityEndpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { opportunityKeys } from './opportunity-keys';

export const ownerCandidatesQuery = (ownerType: OwnerType) =>
  queryOptions({
    queryKey: opportunityKeys.candidates(ownerType),
    queryFn: ({ signal }) =>
      request(ownerType === 'sales' ? identityEndpoints.getSaleUsers : identityEndpoints.getPlanningUsers, {
        signal,
      }),
    staleTime: 60_000,
  });

/** The users who may own opportunities as sales (user/get-sale-user) or planning (user/get-planning-user). */
export const useOwnerCandidates = (ownerType: OwnerType, enabled = true) =>
  useQuery({ ...ownerCandidatesQuery(ownerType), enabled });
