import type { RejectReportBody } from '@portal/contract';
import { opportunityReportsEndpoints } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { reportKeys } from './report-keys';

/** submitted → rejected with a reason (reviewers). */
export function useRejectReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RejectReportBody) => request(opportunityReportsEndpoints.rejectReport, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKeys.reports() }),
  });
}
