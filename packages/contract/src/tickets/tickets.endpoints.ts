import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { permissions } from '../identity/menu-tree';
import {
  addTicketCommentBodySchema,
  createTicketBodySchema,
  equipmentCompanySchema,
  getTicketDocumentQuerySchema,
  getTicketInfoQuerySchema,
  installedEquipmentSchema,
  listEquipmentBodySchema,
  moveTicketBodySchema,
  pageTicketsBodySchema,
  ticketInfoSchema,
  ticketPageSchema,
} from './tickets.schema';
import { ticketImportResultSchema } from './tickets.import.schema';

/**
 * Tickets on installed equipment. Every reader holds the `tickets` menu (staff of service, partners'
 * admins and engineers); staff handle them with the `ticket.handle` button. A partner reaches only its
 * company's tickets and never an internal comment.
 */
export const ticketsEndpoints = {
  pageTickets: defineEndpoint({
    method: 'POST',
    path: '/ticket/page-ticket-list',
    permission: permissions.tickets,
    body: pageTicketsBodySchema,
    data: ticketPageSchema,
  }),
  getTicketInfo: defineEndpoint({
    method: 'GET',
    path: '/ticket/get-ticket-info',
    permission: permissions.tickets,
    query: getTicketInfoQuerySchema,
    data: ticketInfoSchema,
  }),
  createTicket: defineEndpoint({
    method: 'POST',
    path: '/ticket/save-ticket',
    permission: permissions.tickets,
    body: createTicketBodySchema,
    data: ticketInfoSchema,
  }),
  moveTicket: defineEndpoint({
    method: 'POST',
    path: '/ticket/move-ticket',
    permission: permissions.tickets,
    body: moveTicketBodySchema,
    data: ticketInfoSchema,
  }),
  listEquipment: defineEndpoint({
    method: 'POST',
    path: '/ticket/list-installed-equipment',
    permission: permissions.tickets,
    body: listEquipmentBodySchema,
    data: z.array(installedEquipmentSchema),
  }),
  /** The companies owning installed equipment: staff pick one to raise a ticket (a partner sees its own). */
  listEquipmentCompanies: defineEndpoint({
    method: 'GET',
    path: '/ticket/list-equipment-companies',
    permission: permissions.tickets,
    data: z.array(equipmentCompanySchema),
  }),
  /** A ticket's document (photo, report) to a reader who reaches the ticket. */
  getTicketDocument: defineEndpoint({
    method: 'GET',
    path: '/ticket/get-ticket-document',
    permission: permissions.tickets,
    query: getTicketDocumentQuerySchema,
    download: true,
    data: z.unknown(),
  }),
  /** The .xlsx template of a ticket import, headers in the reader's language. */
  downloadImportTemplate: defineEndpoint({
    method: 'GET',
    path: '/ticket/download-ticket-template',
    permission: permissions.tickets,
    data: z.null(),
    download: true,
  }),
  /**
   * Multipart, field `file`: one .xlsx of tickets to raise, each by the rules of raising one; every row is
   * raised, or none (errors by row in `data`).
   */
  importTickets: defineEndpoint({
    method: 'POST',
    path: '/ticket/import-ticket',
    permission: permissions.tickets,
    multipart: true,
    data: ticketImportResultSchema,
  }),
  addComment: defineEndpoint({
    method: 'POST',
    path: '/ticket/add-ticket-comment',
    permission: permissions.tickets,
    body: addTicketCommentBodySchema,
    data: ticketInfoSchema,
  }),
};
