import { solutionsEndpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { solutionKeys } from './solution-keys';

export const solutionInfoQuery = (id: number) =>
  queryOptions({
    queryKey: solutionKeys.info(id),
    queryFn: ({ signal }) => request(solutionsEndpoints.getSolutionInfo, { query: { id }, signal }),
  });

/** One solution version with its lines, documents and versions. */
export const useSolutionInfo = (id: number | undefined) =>
  useQuery({ ...solutionInfoQuery(id ?? 0), enabled: id !== undefined });
