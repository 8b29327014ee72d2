import { cluesEndpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { clueKeys } from './clue-keys';

export const clueCompanyUsersQuery = (companyId: number) =>
  queryOptions({
    queryKey: clueKeys.companyUsers(companyId),
    queryFn: ({ signal }) => request(cluesEndpoints.getCompanyUsers, { query: { companyId }, signal }),
    staleTime: 60_000,
  });

/** The active users of a partner company (none asked while no company is chosen). */
export const useClueCompanyUsers = (companyId: number | undefined) =>
  useQuery({ ...clueCompanyUsersQuery(companyId ?? 0), enabled: companyId !== undefined });
