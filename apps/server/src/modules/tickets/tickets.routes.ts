import multipart from '@fastify/multipart';
import { filesEndpoints, permissions, ticketsEndpoints as ep, translate } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { noPermission } from '../../core/app-error';
import { route } from '../../core/endpoint-route';
import { sendWorkbookFile } from '../../core/xlsx-export';
import { incomingParts, multipartLimits, receiveWorkbook, sendDownload } from '../files';
import { buildTicketTemplate, readTicketImport } from './tickets.import';
import type { ModuleDeps } from '../module-deps';
import { TicketsService } from './tickets.service';
import { businessCalendarsRoutes } from './tickets.business-calendars';

export function ticketsRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const service = new TicketsService(deps.db, deps.files);
  businessCalendarsRoutes(app, deps);
  route(app, ep.pageTickets, ({ body, principal, lang }) => service.page(body, principal, lang));
  route(app, ep.getTicketInfo, ({ query, principal, lang }) => service.get(query.id, principal, lang));
  route(app, ep.createTicket, ({ body, principal, lang }) => service.create(body, principal, lang));
  route(app, ep.moveTicket, ({ body, principal, lang }) => service.move(body, principal, lang));
  route(app, ep.addComment, ({ body, principal, lang }) => service.comment(body, principal, lang));
  route(app, ep.listEquipment, ({ body, principal, lang }) => service.equipment(body, principal, lang));
  route(app, ep.listEquipmentCompanies, ({ principal }) => service.equipmentCompanies(principal));
  route(app, ep.getTicketDocument, async ({ query, principal, reply }) => {
    await sendDownload(reply, await service.openDocument(query.ticketId, query.id, principal));
    return null;
  });

  route(app, ep.downloadImportTemplate, async ({ lang, reply }) => {
    const content = await buildTicketTemplate(lang);
    sendWorkbookFile(reply, translate(lang, 'ticket.template.fileName'), content);
    return null;
  });

  // addDocument reads a multipart body: the parser lives in this scope only, with the files module's limits.
  app.register(async (scope) => {
    await scope.register(multipart, { limits: multipartLimits, throwFileSizeLimit: false });
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    route(scope, filesEndpoints.addImportDocument, ({ request, query, principal }) => {
      const receive = (purpose: 'document' | 'import') =>
        deps.files.upload(incomingParts(request), principal, purpose);
      if (query.ticketId !== undefined) {
        return service.addDocument(query.ticketId, () => receive('document'), principal);
      }
      // Without a ticket: the spreadsheet of an import (the file.import button).
      if (!principal.permissions.has(permissions.fileImport)) throw noPermission();
      return receive('import');
    });
    // The .xlsx import of tickets: read (never stored), checked row by row, raised all or none.
    route(scope, ep.importTickets, async ({ request, principal, lang }) => {
      const { name, content } = await receiveWorkbook(request, 'ticket.import.notXlsx');
      const rows = await readTicketImport(content, lang);
      return { count: await service.importRows(rows, principal, lang, name) };
    });
  });
}
