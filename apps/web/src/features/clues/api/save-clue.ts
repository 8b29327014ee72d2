import type { SaveClueInput } from '@portal/contract';
import { cluesEndpoints } from '@portal/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { clueKeys } from './clue-keys';

export const saveClueMutation = () =>
  mutationOptions({
    mutationFn: (body: SaveClueInput) => request(cluesEndpoints.saveClue, { body }),
  });

/** Creates (no id) or edits a new clue, then refreshes every clue query. */
export function useSaveClue() {
  const queryClient = useQueryClient();
  return useMutation({
    ...saveClueMutation(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clueKeys.all }),
  });
}
