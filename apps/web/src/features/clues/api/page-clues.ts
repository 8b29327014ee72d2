import { cluesEndpoints } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import type { ClueFilters } from './clue-keys';
import { clueKeys } from './clue-keys';

export const pageCluesQuery = (filters: ClueFilters) =>
  queryOptions({
    queryKey: clueKeys.page(filters),
    queryFn: ({ signal }) => request(cluesEndpoints.pageClues, { body: filters, signal }),
    placeholderData: keepPreviousData,
  });

/** One page of all clues (staff). */
export const usePageClues = (filters: ClueFilters) => useQuery(pageCluesQuery(filters));
