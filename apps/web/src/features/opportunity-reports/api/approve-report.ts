import type { ApproveReportBody } from '@portal/contract';
import { opportunityReportsEndpoints } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { reportKeys } from './report-keys';

/** submitted → approved: creates the business opportunity (reviewers). */
export function useApproveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApproveReportBody) => request(opportunityReportsEndpoints.approveReport, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKeys.reports() }),
  });
}
