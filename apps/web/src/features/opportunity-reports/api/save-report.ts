import type { SaveReportInput } from '@portal/contract';
import { opportunityReportsEndpoints } from '@portal/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { reportKeys } from './report-keys';

/** Silent: the form shows a refusal itself, at the fields it names (never twice as a message too). */
export const saveReportMutation = () =>
  mutationOptions({
    mutationFn: (body: SaveReportInput) =>
      request(opportunityReportsEndpoints.saveReport, { body, silent: true }),
  });

/** Creates or updates a report (and submits it with `submit: true`), then refreshes every report query. */
export function useSaveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    ...saveReportMutation(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKeys.all }),
  });
}
