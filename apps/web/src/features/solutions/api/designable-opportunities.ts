import { solutionsEndpoints } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { solutionKeys } from './solution-keys';

/** Open opportunities the reader plans (an administrator: all), searched as one types. */
export const useDesignableOpportunities = (keyword: string, enabled: boolean) =>
  useQuery({
    queryKey: solutionKeys.designable(keyword),
    queryFn: ({ signal }) =>
      request(solutionsEndpoints.pageDesignableOpportunities, {
        body: { keyword: keyword || undefined, pageNum: 1, pageSize: 20 },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
