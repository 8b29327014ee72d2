import { partnerUsersEndpoints } from '@portal/contract';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request';

export const endUserSessionsMutation = () =>
  mutationOptions({
    mutationFn: (id: number) => request(partnerUsersEndpoints.endUserSessions, { body: { id } }),
  });

/** Signs a user out on every device (a partner administrator: its own company's users); nothing listed changes. */
export const useEndUserSessions = () => useMutation(endUserSessionsMutation());
