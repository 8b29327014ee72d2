import type { SearchKind } from '@portal/contract';
import { projectSearchEndpoints } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

export interface SearchRequest {
  keyword: string;
  /** One kind only (its "show more"), else every kind the reader may read. */
  kind?: SearchKind;
  perKind: number;
}

/** Query keys of the project-search slice. */
export const projectSearchKeys = {
  all: ['project-search'] as const,
  search: (search: SearchRequest) => [...projectSearchKeys.all, search] as const,
};

export const searchRecordsQuery = (search: SearchRequest) =>
  queryOptions({
    queryKey: projectSearchKeys.search(search),
    queryFn: ({ signal }) => request(projectSearchEndpoints.search, { body: search, signal }),
  });

/** The records that match a query, grouped by kind; nothing is asked for an empty query. */
export const useSearchRecords = (search: SearchRequest) =>
  useQuery({
    ...searchRecordsQuery(search),
    enabled: search.keyword.trim() !== '',
    placeholderData: keepPreviousData,
  });
