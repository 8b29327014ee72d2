import { opportunityReportsEndpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { reportKeys } from './report-keys';

export const reportPartnersQuery = () =>
  queryOptions({
    queryKey: reportKeys.partners(),
    queryFn: ({ signal }) => request(opportunityReportsEndpoints.getPartners, { signal }),
    staleTime: 5 * 60_000,
  });

/** The partners a report may be filed for (all active ones for staff, its own for a partner). */
export const useReportPartners = (enabled = true) => useQuery({ ...reportPartnersQuery(), enabled });
