import { partnerUsersEndpoints } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import type { UserFilters } from './partner-keys';
import { partnerKeys } from './partner-keys';

export const pageUsersQuery = (filters: UserFilters) =>
  queryOptions({
    queryKey: partnerKeys.userPage(filters),
    queryFn: ({ signal }) => request(partnerUsersEndpoints.pageUsers, { body: filters, signal }),
    placeholderData: keepPreviousData,
  });

/** One page of users; a partner administrator gets only its own company's (the server scopes). */
export const usePageUsers = (filters: UserFilters) => useQuery(pageUsersQuery(filters));
