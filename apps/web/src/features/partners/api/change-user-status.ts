import type { ChangeUserStatusBody } from '@portal/contract';
import { partnerUsersEndpoints } from '@portal/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { partnerKeys } from './partner-keys';

export const changeUserStatusMutation = () =>
  mutationOptions({
    mutationFn: (body: ChangeUserStatusBody) => request(partnerUsersEndpoints.changeUserStatus, { body }),
  });

/** Enables or disables a user (disabling signs it out), then refreshes the user queries. */
export function useChangeUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    ...changeUserStatusMutation(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerKeys.users() }),
  });
}
