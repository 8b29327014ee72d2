import type { updateOpportunityBodySchema } from '@portal/contract';
import { opportunitiesEndpoints } from '@portal/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../../lib/request';
import { opportunityKeys } from './opportunity-keys';

export type UpdateOpportunityInput = z.input<typeof updateOpportunityBodySchema>;

export const updateOpportunityMutation = () =>
  mutationOptions({
    mutationFn: (body: UpdateOpportunityInput) => request(opportunitiesEndpoints.updateOpportunity, { body }),
  });

/** Changes the stage, amount or expected close date; then refreshes every opportunity query. */
export function useUpdateOpportunity() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateOpportunityMutation(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: opportunityKeys.all }),
  });
}
