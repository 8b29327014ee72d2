import type { GetDashboardBody } from '@portal/contract';
import { dashboardsEndpoints } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

/** Query keys of the dashboards slice. */
export const dashboardKeys = {
  all: ['dashboards'] as const,
  dashboard: (body: GetDashboardBody) => [...dashboardKeys.all, body] as const,
};

export const dashboardQuery = (body: GetDashboardBody) =>
  queryOptions({
    queryKey: dashboardKeys.dashboard(body),
    queryFn: ({ signal }) => request(dashboardsEndpoints.getDashboard, { body, signal }),
  });

/** Every figure of the reader's dashboard in one request (the previous figures stay while new ones load). */
export const useDashboard = (body: GetDashboardBody) =>
  useQuery({ ...dashboardQuery(body), placeholderData: keepPreviousData });
