import type { AssignCluesInput } from '@portal/contract';
import { cluesEndpoints } from '@portal/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { clueKeys } from './clue-keys';

export const assignCluesMutation = () =>
  mutationOptions({
    mutationFn: (body: AssignCluesInput) => request(cluesEndpoints.assignClues, { body }),
  });

/** Assigns new clues to a partner company (and optionally one of its users), then refreshes every clue query. */
export function useAssignClues() {
  const queryClient = useQueryClient();
  return useMutation({
    ...assignCluesMutation(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clueKeys.all }),
  });
}
