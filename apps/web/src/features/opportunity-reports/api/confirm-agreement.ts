import { opportunityReportsEndpoints } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { reportKeys } from './report-keys';

/** Records this year's agreement for the caller's company. */
export function useConfirmAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request(opportunityReportsEndpoints.confirmAgreement, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKeys.agreement() }),
  });
}
