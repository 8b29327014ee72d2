import { opportunityReportsEndpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { reportKeys } from './report-keys';

export const reportInfoQuery = (id: number) =>
  queryOptions({
    queryKey: reportKeys.info(id),
    queryFn: ({ signal }) => request(opportunityReportsEndpoints.getReportInfo, { query: { id }, signal }),
  });

/** One report with its lines, contacts, files, history, conflicts and the caller's actions. */
export const useReportInfo = (id: number | null) =>
  useQuery({ ...reportInfoQuery(id ?? 0), enabled: id !== null });
