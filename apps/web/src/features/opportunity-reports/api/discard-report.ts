import type { MoveReportBody } from '@portal/contract';
import { opportunityReportsEndpoints } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { reportKeys } from './report-keys';

/** draft | withdrawn | rejected → discarded (final). */
export function useDiscardReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MoveReportBody) => request(opportunityReportsEndpoints.discardReport, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKeys.reports() }),
  });
}
