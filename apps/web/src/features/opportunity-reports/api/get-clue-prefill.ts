import { opportunityReportsEndpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { reportKeys } from './report-keys';

export const cluePrefillQuery = (clueId: number) =>
  queryOptions({
    queryKey: reportKeys.cluePrefill(clueId),
    queryFn: ({ signal }) =>
      request(opportunityReportsEndpoints.getCluePrefill, { query: { clueId }, signal }),
  });

/** The fields a new report takes from an open clue; nothing is asked without one. */
export const useCluePrefill = (clueId: number | null) =>
  useQuery({ ...cluePrefillQuery(clueId ?? 0), enabled: clueId !== null, retry: false });
