import type { ClueReasonBody } from '@portal/contract';
import { cluesEndpoints } from '@portal/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { clueKeys } from './clue-keys';

export const closeClueMutation = () =>
  mutationOptions({
    mutationFn: (body: ClueReasonBody) => request(cluesEndpoints.closeClue, { body }),
  });

/** Closes a new clue with a reason (staff), then refreshes every clue query. */
export function useCloseClue() {
  const queryClient = useQueryClient();
  return useMutation({
    ...closeClueMutation(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clueKeys.all }),
  });
}
