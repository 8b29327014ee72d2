import { partnerCompaniesEndpoints } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { opportunityKeys } from './opportunity-keys';

/** Active partner companies matching a keyword, for the partner of a new opportunity (staff with partner.company). */
export const usePartnerCompanyOptions = (keyword: string, enabled = true) =>
  useQuery({
    queryKey: [...opportunityKeys.all, 'partner-companies', keyword] as const,
    queryFn: ({ signal }) =>
      request(partnerCompaniesEndpoints.pageCompanies, {
        body: {
          pageNum: 1,
          pageSize: 50,
          status: 'active',
          sortField: 'name',
          sortOrder: 'asc',
          ...(keyword ? { keyword } : {}),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
