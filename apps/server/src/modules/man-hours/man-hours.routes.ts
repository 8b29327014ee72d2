import { manHoursEndpoints as ep, manHoursExportEndpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/endpoint-route';
import type { ModuleDeps } from '../module-deps';
import { exportTimeEntries } from './man-hours.export';
import { ManHoursService } from './man-hours.service';

export function manHoursRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const service = new ManHoursService(deps.db);
  route(app, ep.getWeek, ({ query, principal, lang }) => service.week(query, principal, lang));
  route(app, ep.saveEntry, ({ body, principal, lang }) => service.saveEntry(body, principal, lang));
  route(app, ep.deleteEntry, ({ body, principal, lang }) => service.deleteEntry(body, principal, lang));
  route(app, ep.submitTimesheet, ({ body, principal, lang }) => service.submit(body, principal, lang));
  route(app, ep.withdrawTimesheet, ({ body, principal, lang }) => service.withdraw(body, principal, lang));
  route(app, ep.approveTimesheets, ({ body, principal, lang }) => service.approve(body, principal, lang));
  route(app, ep.rejectTimesheet, ({ body, principal, lang }) => service.reject(body, principal, lang));
  route(app, ep.listTimesheets, ({ query, principal }) => service.list(query, principal));
  route(app, ep.getTimesheet, ({ query, principal, lang }) => service.info(query.id, principal, lang));
  route(app, ep.people, ({ principal }) => service.people(principal));
  route(app, ep.subjectOptions, ({ query, principal, lang }) =>
    service.subjectOptions(query, principal, lang),
  );
  route(app, ep.totals, ({ query, principal, lang }) => service.totals(query, principal, lang));
  route(app, manHoursExportEndpoints.exportTimeEntries, ({ body, principal, lang, reply }) =>
    exportTimeEntries(deps.db, service, body, principal, lang, reply),
  );
}
