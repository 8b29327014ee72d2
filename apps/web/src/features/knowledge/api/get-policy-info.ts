import { knowledgeEndpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { knowledgeKeys } from './knowledge-keys';

export const policyInfoQuery = (id: number) =>
  queryOptions({
    queryKey: knowledgeKeys.policyInfo(id),
    queryFn: ({ signal }) => request(knowledgeEndpoints.getPolicyInfo, { query: { id }, signal }),
  });

/** One policy with its body and attachments. */
export const usePolicyInfo = (id: number | undefined) =>
  useQuery({ ...policyInfoQuery(id ?? 0), enabled: id !== undefined });
