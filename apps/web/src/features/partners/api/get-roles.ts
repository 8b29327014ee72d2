import { partnerUsersEndpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { partnerKeys } from './partner-keys';

export const rolesQuery = () =>
  queryOptions({
    queryKey: partnerKeys.roles(),
    queryFn: ({ signal }) => request(partnerUsersEndpoints.getRoles, { signal }),
    staleTime: 5 * 60_000,
  });

/** The roles the signed-in user may grant (partner roles only for a partner administrator). */
export const useRoles = () => useQuery(rolesQuery());
