import type { ClueReasonBody } from '@portal/contract';
import { cluesEndpoints } from '@portal/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { clueKeys } from './clue-keys';

export const returnClueMutation = () =>
  mutationOptions({
    mutationFn: (body: ClueReasonBody) => request(cluesEndpoints.returnClue, { body }),
  });

/** Returns an assigned clue to staff with a reason, then refreshes every clue query. */
export function useReturnClue() {
  const queryClient = useQueryClient();
  return useMutation({
    ...returnClueMutation(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clueKeys.all }),
  });
}
