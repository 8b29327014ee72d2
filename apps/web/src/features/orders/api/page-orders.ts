import { ordersEndpoints } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import type { OrderFilters } from './order-keys';
import { orderKeys } from './order-keys';

export const pageOrdersQuery = (filters: OrderFilters) =>
  queryOptions({
    queryKey: orderKeys.page(filters),
    queryFn: ({ signal }) => request(ordersEndpoints.pageOrders, { body: filters, signal }),
    placeholderData: keepPreviousData,
  });

/** One page of orders (a partner's own company only; the server decides). */
export const usePageOrders = (filters: OrderFilters) => useQuery(pageOrdersQuery(filters));
