import type { AddClueFollowUpInput } from '@portal/contract';
import { cluesEndpoints } from '@portal/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { clueKeys } from './clue-keys';

export const addClueFollowUpMutation = () =>
  mutationOptions({
    mutationFn: (body: AddClueFollowUpInput) => request(cluesEndpoints.addFollowUp, { body }),
  });

/** Adds a follow-up (an assigned clue moves to following), then refreshes every clue query. */
export function useAddClueFollowUp() {
  const queryClient = useQueryClient();
  return useMutation({
    ...addClueFollowUpMutation(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clueKeys.all }),
  });
}
