import { opportunityReportsEndpoints } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { reportKeys } from './report-keys';

/** Whether the caller's company must still confirm this year's registration agreement (asked fresh). */
export const agreementQuery = () =>
  queryOptions({
    queryKey: reportKeys.agreement(),
    queryFn: ({ signal }) => request(opportunityReportsEndpoints.checkAgreement, { signal }),
    staleTime: 0,
  });
