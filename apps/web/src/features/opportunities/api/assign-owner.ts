import type { AssignOwnerBody, OwnerType } from '@portal/contract';
import { opportunitiesEndpoints } from '@portal/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { opportunityKeys } from './opportunity-keys';

/** insert-sale-owner or insert-planning-owner: the same body, all or nothing. */
export const assignOwnerMutation = (ownerType: OwnerType) =>
  mutationOptions({
    mutationFn: (body: AssignOwnerBody) =>
      request(
        ownerType === 'sales'
          ? opportunitiesEndpoints.assignSalesOwner
          : opportunitiesEndpoints.assignPlanningOwner,
        { body },
      ),
  });

/** Assigns an owner to the selected opportunities, then refreshes every opportunity query. */
export function useAssignOwner(ownerType: OwnerType) {
  const queryClient = useQueryClient();
  return useMutation({
    ...assignOwnerMutation(ownerType),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: opportunityKeys.all }),
  });
}
