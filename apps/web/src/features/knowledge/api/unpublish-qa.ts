import type { EndpointBody } from '@portal/contract';
import { knowledgeEndpoints } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { knowledgeKeys } from './knowledge-keys';

/** Unpublishes a QA entry (with the `rowVersion` read), then refreshes the QA queries. */
export function useUnpublishQa() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof knowledgeEndpoints.unpublishQa>) =>
      request(knowledgeEndpoints.unpublishQa, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: knowledgeKeys.qa }),
  });
}
