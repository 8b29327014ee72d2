import { customersEndpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { customerKeys } from './customer-keys';

export const customerInfoQuery = (id: number) =>
  queryOptions({
    queryKey: customerKeys.info(id),
    queryFn: ({ signal }) => request(customersEndpoints.getCustomerInfo, { query: { id }, signal }),
  });

/** One customer with its contacts and linked records. */
export const useCustomerInfo = (id: number) => useQuery(customerInfoQuery(id));
