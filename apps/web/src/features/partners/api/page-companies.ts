import { partnerCompaniesEndpoints } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import type { CompanyFilters } from './partner-keys';
import { partnerKeys } from './partner-keys';

export const pageCompaniesQuery = (filters: CompanyFilters) =>
  queryOptions({
    queryKey: partnerKeys.companyPage(filters),
    queryFn: ({ signal }) => request(partnerCompaniesEndpoints.pageCompanies, { body: filters, signal }),
    placeholderData: keepPreviousData,
  });

/** One page of partner companies (staff only). */
export const usePageCompanies = (filters: CompanyFilters) => useQuery(pageCompaniesQuery(filters));
