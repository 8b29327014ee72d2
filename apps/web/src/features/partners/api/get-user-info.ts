import { partnerUsersEndpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { partnerKeys } from './partner-keys';

export const userInfoQuery = (id: number) =>
  queryOptions({
    queryKey: partnerKeys.userInfo(id),
    queryFn: ({ signal }) => request(partnerUsersEndpoints.getUserInfo, { query: { id }, signal }),
  });

/** One user; nothing is asked while `id` is null. */
export const useUserInfo = (id: number | null) =>
  useQuery({ ...userInfoQuery(id ?? 0), enabled: id !== null });
