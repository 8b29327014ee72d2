import { ordersEndpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { orderKeys } from './order-keys';

export const orderInfoQuery = (id: number) =>
  queryOptions({
    queryKey: orderKeys.info(id),
    queryFn: ({ signal }) => request(ordersEndpoints.getOrderInfo, { query: { id }, signal }),
  });

/** One order with its lines and status history. */
export const useOrderInfo = (id: number) => useQuery(orderInfoQuery(id));
