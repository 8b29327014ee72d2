import type { ChangeDistributionBody } from '@portal/contract';
import { opportunitiesEndpoints } from '@portal/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { opportunityKeys } from './opportunity-keys';

export const changeDistributionMutation = () =>
  mutationOptions({
    mutationFn: (body: ChangeDistributionBody) =>
      request(opportunitiesEndpoints.changeDistribution, { body }),
  });

/** Moves a sales or planning owner to another user, with a reason; then refreshes every opportunity query. */
export function useChangeDistribution() {
  const queryClient = useQueryClient();
  return useMutation({
    ...changeDistributionMutation(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: opportunityKeys.all }),
  });
}
