import type { EndpointBody } from '@portal/contract';
import { knowledgeEndpoints } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { knowledgeKeys } from './knowledge-keys';

/** Creates or edits a QA entry (with the `rowVersion` read), then refreshes the QA queries. */
export function useSaveQa() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof knowledgeEndpoints.saveQa>) =>
      request(knowledgeEndpoints.saveQa, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: knowledgeKeys.qa }),
  });
}
