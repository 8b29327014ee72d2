import { cluesEndpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { clueKeys } from './clue-keys';

export const clueInfoQuery = (id: number) =>
  queryOptions({
    queryKey: clueKeys.info(id),
    queryFn: ({ signal }) => request(cluesEndpoints.getClueInfo, { query: { id }, signal }),
  });

/** One clue with its follow-ups and history; `enabled` false skips the call. */
export const useClueInfo = (id: number | null) =>
  useQuery({ ...clueInfoQuery(id ?? 0), enabled: id !== null });
