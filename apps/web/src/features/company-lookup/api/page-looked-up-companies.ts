import type { PageLookedUpCompaniesBody } from '@portal/contract';
import { companyLookupEndpoints } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

/** Query keys of the company lookup. */
export const companyLookupKeys = {
  all: ['company-lookup'] as const,
  page: (body: PageLookedUpCompaniesBody) => [...companyLookupKeys.all, 'page', body] as const,
};

export const pageLookedUpCompaniesQuery = (body: PageLookedUpCompaniesBody) =>
  queryOptions({
    queryKey: companyLookupKeys.page(body),
    queryFn: ({ signal }) => request(companyLookupEndpoints.pageCompanies, { body, signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/** Companies of the directory matching a keyword of at least 2 characters (no call before). */
export const usePageLookedUpCompanies = (keyword: string, pageSize: number) =>
  useQuery({
    ...pageLookedUpCompaniesQuery({ keyword, pageNum: 1, pageSize }),
    enabled: keyword.trim().length >= 2,
  });
