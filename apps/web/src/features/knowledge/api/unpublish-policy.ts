import type { EndpointBody } from '@portal/contract';
import { knowledgeEndpoints } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { knowledgeKeys } from './knowledge-keys';

/** Unpublishes a policy (with the `rowVersion` read), then refreshes the policy queries. */
export function useUnpublishPolicy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof knowledgeEndpoints.unpublishPolicy>) =>
      request(knowledgeEndpoints.unpublishPolicy, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: knowledgeKeys.policies }),
  });
}
