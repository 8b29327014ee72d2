import { opportunityReportsEndpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { reportKeys } from './report-keys';

export const productLinesQuery = () =>
  queryOptions({
    queryKey: reportKeys.productLines(),
    queryFn: ({ signal }) => request(opportunityReportsEndpoints.getProductLines, { signal }),
    staleTime: 10 * 60_000,
  });

/** The active product lines with their names in cn, en and kr. */
export const useProductLines = () => useQuery(productLinesQuery());
