import type { saveUserBodySchema } from '@portal/contract';
import { partnerUsersEndpoints } from '@portal/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../../lib/request';
import { partnerKeys } from './partner-keys';

/** The body as the form sends it. */
export type SaveUserInput = z.input<typeof saveUserBodySchema>;

export const saveUserMutation = () =>
  mutationOptions({
    mutationFn: (body: SaveUserInput) => request(partnerUsersEndpoints.saveUser, { body }),
  });

/** Creates (no id, with a password) or updates a user, then refreshes users and company user counts. */
export function useSaveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    ...saveUserMutation(),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: partnerKeys.users() }),
        queryClient.invalidateQueries({ queryKey: partnerKeys.companies() }),
      ]),
  });
}
