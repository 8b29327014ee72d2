import type { EndpointBody } from '@portal/contract';
import { projectGroupsEndpoints } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { projectGroupKeys } from './project-group-keys';

/** The creator adds members to the group. */
export function useAddProjectGroupMembers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof projectGroupsEndpoints.addProjectGroupMembers>) =>
      request(projectGroupsEndpoints.addProjectGroupMembers, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectGroupKeys.all }),
  });
}

/** The creator removes a member from the group. */
export function useRemoveProjectGroupMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof projectGroupsEndpoints.removeProjectGroupMember>) =>
      request(projectGroupsEndpoints.removeProjectGroupMember, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectGroupKeys.all }),
  });
}
