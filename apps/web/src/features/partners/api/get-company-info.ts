import { partnerCompaniesEndpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { partnerKeys } from './partner-keys';

export const companyInfoQuery = (id: number) =>
  queryOptions({
    queryKey: partnerKeys.companyInfo(id),
    queryFn: ({ signal }) => request(partnerCompaniesEndpoints.getCompanyInfo, { query: { id }, signal }),
  });

/** One company with its licence file; nothing is asked while `id` is null. */
export const useCompanyInfo = (id: number | null) =>
  useQuery({ ...companyInfoQuery(id ?? 0), enabled: id !== null });
