import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { permissions } from '../identity/menu-tree';
import { dashboardSchema, exportFigureQuerySchema, getDashboardBodySchema } from './dashboards.schema';

/** Dashboards: one request answers every figure of the reader's dashboard (docs/areas/dashboards.md). */
export const dashboardsEndpoints = {
  getDashboard: defineEndpoint({
    method: 'POST',
    path: '/reports/get-dashboard',
    permission: permissions.reports,
    body: getDashboardBodySchema,
    data: dashboardSchema,
  }),
  exportFigure: defineEndpoint({
    method: 'GET',
    path: '/reports/export-figure',
    permission: permissions.reports,
    query: exportFigureQuerySchema,
    data: z.unknown(),
    download: true,
  }),
};
