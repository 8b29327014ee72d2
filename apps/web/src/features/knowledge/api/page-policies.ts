import { knowledgeEndpoints } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import type { PolicyFilters } from './knowledge-keys';
import { knowledgeKeys } from './knowledge-keys';

export const pagePoliciesQuery = (filters: PolicyFilters) =>
  queryOptions({
    queryKey: knowledgeKeys.policyPage(filters),
    queryFn: ({ signal }) => request(knowledgeEndpoints.pagePolicies, { body: filters, signal }),
    placeholderData: keepPreviousData,
  });

/** One page of policies (partners: published and in effect; the server decides). */
export const usePagePolicies = (filters: PolicyFilters) => useQuery(pagePoliciesQuery(filters));
