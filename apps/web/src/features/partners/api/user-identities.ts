import type { LoginType } from '@portal/contract';
import { identityRefs } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { partnerKeys } from './partner-keys';

const identitiesKey = (id: number) => [...partnerKeys.userInfo(id), 'identities'] as const;

/** The identities (OpenID subjects, the messaging app's user id) linked to a managed user. */
export const useUserIdentities = (id: number) =>
  useQuery({
    queryKey: identitiesKey(id),
    queryFn: ({ signal }) => request(identityRefs.userOidcIdentities, { query: { id }, signal }),
  });

/**
 * What an administrator may link a user to: the OpenID providers of its kind (partners: those configured
 * for partners) and the enterprise messaging app when one is configured (provider name `messaging`).
 */
export function useLinkableProviders(loginType: LoginType) {
  const providers = useQuery({
    queryKey: ['identity', 'oidc-providers', loginType],
    queryFn: ({ signal }) => request(identityRefs.oidcProviders, { query: { loginType }, signal }),
  });
  const info = useQuery({
    queryKey: ['identity', 'info'],
    queryFn: ({ signal }) => request(identityRefs.getInfo, { signal }),
  });
  const messaging = info.data?.messagingApp;
  return {
    isLoading: providers.isLoading || info.isLoading,
    data: [...(providers.data ?? []), ...(messaging ? [{ name: 'messaging', label: messaging }] : [])],
  };
}

export function useLinkUserIdentity(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { provider: string; subject: string }) =>
      request(identityRefs.linkUserOidc, { body: { id, ...body } }),
    onSuccess: () => client.invalidateQueries({ queryKey: identitiesKey(id) }),
  });
}

export function useUnlinkUserIdentity(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (identityId: number) => request(identityRefs.unlinkUserOidc, { body: { id, identityId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: identitiesKey(id) }),
  });
}
