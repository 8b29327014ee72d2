import { quotationsEndpoints } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { quotationKeys } from './quotation-keys';

/** Why a version was returned, by whom and when, and what its next version changed (staff). */
export const useReturnedDetail = (id: number) =>
  useQuery({
    queryKey: [...quotationKeys.all, 'returned', id] as const,
    queryFn: ({ signal }) => request(quotationsEndpoints.getReturnedDetail, { query: { id }, signal }),
  });
