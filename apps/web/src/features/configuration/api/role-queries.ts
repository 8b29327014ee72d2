import type { ChangeRoleStatusBody, CreateRoleBody, UpdateRoleBody } from '@portal/contract';
import { rolesEndpoints } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';

/** Query keys of the roles on the system management page. */
export const roleKeys = {
  all: ['roles'] as const,
  list: () => [...roleKeys.all, 'list'] as const,
};

/** Every role with its menus and buttons, and what the reader may do with each. */
export const useRoleList = () =>
  useQuery({
    queryKey: roleKeys.list(),
    queryFn: ({ signal }) => request(rolesEndpoints.list, { signal }),
  });

/** Creates a role (no id) or replaces a role's names and grants, then refreshes the list. */
export function useSaveRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateRoleBody | UpdateRoleBody) =>
      'id' in body ? request(rolesEndpoints.update, { body }) : request(rolesEndpoints.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.all }),
  });
}

/** Disables or enables a role, then refreshes the list. */
export function useChangeRoleStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeRoleStatusBody) => request(rolesEndpoints.changeStatus, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.all }),
  });
}
