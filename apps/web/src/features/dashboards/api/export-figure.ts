import type { ExportFigureQuery } from '@portal/contract';
import { dashboardsEndpoints } from '@portal/contract';
import { request } from '../../../lib/request';

/** Downloads one figure's data as .xlsx (saved under the answer's file name by the request layer). */
export const exportFigure = (query: ExportFigureQuery, signal?: AbortSignal) =>
  request(dashboardsEndpoints.exportFigure, { query, signal });
