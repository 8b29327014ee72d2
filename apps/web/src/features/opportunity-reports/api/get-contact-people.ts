import { partnerCompaniesEndpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { reportKeys } from './report-keys';

export const contactPeopleQuery = (companyId: number | null) =>
  queryOptions({
    queryKey: reportKeys.contacts(companyId),
    queryFn: ({ signal }) =>
      request(partnerCompaniesEndpoints.getContactPeople, {
        query: companyId !== null ? { companyId } : {},
        signal,
      }),
  });

/** Active users of the report's partner (a partner always gets its own company's). */
export const useContactPeople = (companyId: number | null, enabled: boolean) =>
  useQuery({ ...contactPeopleQuery(companyId), enabled });
