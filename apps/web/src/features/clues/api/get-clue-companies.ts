import { cluesEndpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { clueKeys } from './clue-keys';

export const clueCompaniesQuery = () =>
  queryOptions({
    queryKey: clueKeys.companies(),
    queryFn: ({ signal }) => request(cluesEndpoints.getCompanies, { signal }),
    staleTime: 60_000,
  });

/** The active partner companies a clue may be assigned to. */
export const useClueCompanies = (enabled = true) => useQuery({ ...clueCompaniesQuery(), enabled });
