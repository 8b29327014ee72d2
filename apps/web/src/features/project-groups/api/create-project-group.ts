import type { EndpointBody } from '@portal/contract';
import { projectGroupsEndpoints } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { projectGroupKeys } from './project-group-keys';

/** Creates the project group of a record, then reads the record's group again. */
export function useCreateProjectGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof projectGroupsEndpoints.createProjectGroup>) =>
      request(projectGroupsEndpoints.createProjectGroup, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectGroupKeys.all }),
  });
}
