import { opportunityReportsEndpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { reportKeys } from './report-keys';

export const ratesQuery = (productLineCode: string) =>
  queryOptions({
    queryKey: reportKeys.rates(productLineCode),
    queryFn: ({ signal }) =>
      request(opportunityReportsEndpoints.getRates, {
        query: productLineCode ? { productLineCode } : {},
        signal,
      }),
    staleTime: 10 * 60_000,
  });

/** The win-probability choices of a product line (percent, two decimals). */
export const useRates = (productLineCode: string | null | undefined) =>
  useQuery(ratesQuery(productLineCode ?? ''));
