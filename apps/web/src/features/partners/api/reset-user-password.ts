import type { ResetUserPasswordBody } from '@portal/contract';
import { partnerUsersEndpoints } from '@portal/contract';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request';

export const resetUserPasswordMutation = () =>
  mutationOptions({
    mutationFn: (body: ResetUserPasswordBody) => request(partnerUsersEndpoints.resetUserPassword, { body }),
  });

/** Sets a user's new password; the server ends its sessions. Nothing listed changes. */
export const useResetUserPassword = () => useMutation(resetUserPasswordMutation());
