import { solutionsEndpoints } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { quotationKeys } from './quotation-keys';

/**
 * Approved solutions to quote, searched as one types (number, title, project, customer). An approved
 * version stays quotable after its solution was revised, so earlier versions are searched too.
 */
export const useApprovedSolutions = (keyword: string) =>
  useQuery({
    queryKey: [...quotationKeys.all, 'approvedSolutions', keyword] as const,
    queryFn: ({ signal }) =>
      request(solutionsEndpoints.pageSolutions, {
        body: {
          keyword: keyword || undefined,
          status: ['approved'],
          allVersions: true,
          pageNum: 1,
          pageSize: 20,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
