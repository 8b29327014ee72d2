import { customersEndpoints } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import type { CustomerFilters } from './customer-keys';
import { customerKeys } from './customer-keys';

export const pageCustomersQuery = (filters: CustomerFilters) =>
  queryOptions({
    queryKey: customerKeys.page(filters),
    queryFn: ({ signal }) => request(customersEndpoints.pageCustomers, { body: filters, signal }),
    placeholderData: keepPreviousData,
  });

/** One page of customers (a partner's: those it has a registration of; the server decides). */
export const usePageCustomers = (filters: CustomerFilters) => useQuery(pageCustomersQuery(filters));
