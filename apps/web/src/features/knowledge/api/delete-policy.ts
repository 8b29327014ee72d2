import type { EndpointBody } from '@portal/contract';
import { knowledgeEndpoints } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { knowledgeKeys } from './knowledge-keys';

/** Deletes a draft policy (with the `rowVersion` read), then refreshes the policy queries. */
export function useDeletePolicy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof knowledgeEndpoints.deletePolicy>) =>
      request(knowledgeEndpoints.deletePolicy, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: knowledgeKeys.policies }),
  });
}
