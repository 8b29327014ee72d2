import { dashboardsEndpoints, translate } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { recordNotFound } from '../../core/app-error';
import { route } from '../../core/endpoint-route';
import { datedFileName, sendXlsx } from '../../core/xlsx-export';
import type { ModuleDeps } from '../module-deps';
import { figureRows } from './dashboards.export';
import { DashboardsService } from './dashboards.service';

export function dashboardsRoutes(app: FastifyInstance, { db, figureSources }: ModuleDeps): void {
  const service = new DashboardsService(db, figureSources);
  route(app, dashboardsEndpoints.getDashboard, ({ body, principal, lang }) =>
    service.dashboard(body, principal, lang),
  );
  route(app, dashboardsEndpoints.exportFigure, async ({ query, principal, lang, reply }) => {
    const { figure: key, ...filters } = query;
    const figure = await service.figure(key, filters, principal);
    if (!figure) throw recordNotFound();
    const rows = await figureRows(db, figure, lang);
    await sendXlsx(reply, {
      fileName: datedFileName(translate(lang, `dashboard.figure.${key}`)),
      sheetName: translate(lang, `dashboard.figure.${key}`),
      columns: [
        { header: translate(lang, `dashboard.axis.${figure.axis}`), width: 24, value: (row) => row.x },
        ...(figure.seriesOf === 'none'
          ? []
          : [
              {
                header: translate(lang, `dashboard.series.${figure.seriesOf}`),
                width: 20,
                value: (row: (typeof rows)[number]) => row.series,
              },
            ]),
        { header: translate(lang, `dashboard.unit.${figure.unit}`), width: 12, value: (row) => row.value },
      ],
      batches: (async function* () {
        yield rows;
      })(),
    });
    return null;
  });
}
