import type { MoveReportBody } from '@portal/contract';
import { opportunityReportsEndpoints } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { reportKeys } from './report-keys';

/** submitted → withdrawn (the reporting company's users). */
export function useWithdrawReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (query: MoveReportBody) => request(opportunityReportsEndpoints.withdrawReport, { query }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKeys.reports() }),
  });
}
