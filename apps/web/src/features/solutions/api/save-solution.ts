import type { EndpointBody } from '@portal/contract';
import { solutionsEndpoints } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { solutionKeys } from './solution-keys';

/** Creates or edits a solution (with the `rowVersion` read), then refreshes the solution queries. */
export function useSaveSolution() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof solutionsEndpoints.saveSolution>) =>
      request(solutionsEndpoints.saveSolution, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: solutionKeys.all }),
  });
}
