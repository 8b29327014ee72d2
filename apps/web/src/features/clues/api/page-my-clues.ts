import { cluesEndpoints } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import type { MyClueFilters } from './clue-keys';
import { clueKeys } from './clue-keys';

export const pageMyCluesQuery = (filters: MyClueFilters) =>
  queryOptions({
    queryKey: clueKeys.myPage(filters),
    queryFn: ({ signal }) => request(cluesEndpoints.pageMyClues, { body: filters, signal }),
    placeholderData: keepPreviousData,
  });

/** One page of the partner user's clues. */
export const usePageMyClues = (filters: MyClueFilters) => useQuery(pageMyCluesQuery(filters));
