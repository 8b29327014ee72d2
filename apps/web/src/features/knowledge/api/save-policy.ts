import type { EndpointBody } from '@portal/contract';
import { knowledgeEndpoints } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { knowledgeKeys } from './knowledge-keys';

/** Creates or edits a policy (with the `rowVersion` read), then refreshes the policy queries. */
export function useSavePolicy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof knowledgeEndpoints.savePolicy>) =>
      request(knowledgeEndpoints.savePolicy, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: knowledgeKeys.policies }),
  });
}
