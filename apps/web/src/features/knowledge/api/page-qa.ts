import { knowledgeEndpoints } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import type { QaFilters } from './knowledge-keys';
import { knowledgeKeys } from './knowledge-keys';

export const pageQaQuery = (filters: QaFilters) =>
  queryOptions({
    queryKey: knowledgeKeys.qaPage(filters),
    queryFn: ({ signal }) => request(knowledgeEndpoints.pageQa, { body: filters, signal }),
    placeholderData: keepPreviousData,
  });

/** One page of QA entries (partners: published only; the server decides). */
export const usePageQa = (filters: QaFilters) => useQuery(pageQaQuery(filters));
