import type { ClueIdBody } from '@portal/contract';
import { cluesEndpoints } from '@portal/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { clueKeys } from './clue-keys';

export const acceptClueMutation = () =>
  mutationOptions({
    mutationFn: (body: ClueIdBody) => request(cluesEndpoints.acceptClue, { body }),
  });

/** Accepts an assigned clue (assigned → following), then refreshes every clue query. */
export function useAcceptClue() {
  const queryClient = useQueryClient();
  return useMutation({
    ...acceptClueMutation(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clueKeys.all }),
  });
}
