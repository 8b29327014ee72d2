import type { MoveReportBody } from '@portal/contract';
import { opportunityReportsEndpoints } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { reportKeys } from './report-keys';

/** draft | withdrawn → submitted, the report as it was saved: only its id and version travel. */
export function useSubmitReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MoveReportBody) => request(opportunityReportsEndpoints.submitReport, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKeys.all }),
  });
}
