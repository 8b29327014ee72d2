import type { createOpportunityBodySchema } from '@portal/contract';
import { opportunitiesEndpoints } from '@portal/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../../lib/request';
import { opportunityKeys } from './opportunity-keys';

export type CreateOpportunityInput = z.input<typeof createOpportunityBodySchema>;

export const createOpportunityMutation = () =>
  mutationOptions({
    mutationFn: (body: CreateOpportunityInput) => request(opportunitiesEndpoints.createOpportunity, { body }),
  });

/** Creates an opportunity without a report (administrators and channel managers). */
export function useCreateOpportunity() {
  const queryClient = useQueryClient();
  return useMutation({
    ...createOpportunityMutation(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: opportunityKeys.all }),
  });
}
