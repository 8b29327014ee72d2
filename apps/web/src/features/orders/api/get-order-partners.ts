import { ordersEndpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { orderKeys } from './order-keys';

export const orderPartnersQuery = () =>
  queryOptions({
    queryKey: orderKeys.partners(),
    queryFn: ({ signal }) => request(ordersEndpoints.getPartners, { signal }),
    staleTime: 60_000,
  });

/** The partner companies of the list's filter (staff); a partner gets only its own. */
export const useOrderPartners = (enabled = true) => useQuery({ ...orderPartnersQuery(), enabled });
