import { knowledgeEndpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { knowledgeKeys } from './knowledge-keys';

export const qaInfoQuery = (id: number) =>
  queryOptions({
    queryKey: knowledgeKeys.qaInfo(id),
    queryFn: ({ signal }) => request(knowledgeEndpoints.getQaInfo, { query: { id }, signal }),
  });

/** One QA entry. */
export const useQaInfo = (id: number | undefined) =>
  useQuery({ ...qaInfoQuery(id ?? 0), enabled: id !== undefined });
