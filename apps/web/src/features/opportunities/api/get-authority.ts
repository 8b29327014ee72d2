import { opportunitiesEndpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { opportunityKeys } from './opportunity-keys';

/** Spec section 6: the sale-operation-authority call's errors are not shown to the user (silent). */
export const authorityQuery = (id: number) =>
  queryOptions({
    queryKey: opportunityKeys.authority(id),
    queryFn: ({ signal }) =>
      request(opportunitiesEndpoints.getAuthority, { query: { id }, signal, silent: true }),
  });

/** What the user may do with the opportunity; nothing is asked while `id` is null. */
export const useAuthority = (id: number | null) =>
  useQuery({ ...authorityQuery(id ?? 0), enabled: id !== null });
