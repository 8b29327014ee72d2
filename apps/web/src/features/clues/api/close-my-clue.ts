import type { ClueReasonBody } from '@portal/contract';
import { cluesEndpoints } from '@portal/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { clueKeys } from './clue-keys';

export const closeMyClueMutation = () =>
  mutationOptions({
    mutationFn: (body: ClueReasonBody) => request(cluesEndpoints.closeMyClue, { body }),
  });

/** Closes an assigned or following clue with a reason (partner), then refreshes every clue query. */
export function useCloseMyClue() {
  const queryClient = useQueryClient();
  return useMutation({
    ...closeMyClueMutation(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clueKeys.all }),
  });
}
