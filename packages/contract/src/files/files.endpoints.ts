import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { permissions } from '../identity/menu-tree';
import { addTicketDocumentQuerySchema, downloadQuerySchema, uploadDataSchema } from './files.schema';

export const filesEndpoints = {
  uploadDocument: defineEndpoint({
    method: 'POST',
    path: '/doc-upload/uploadDocument',
    permission: 'authenticated',
    multipart: true,
    data: uploadDataSchema,
  }),
  /**
   * The spec's import upload (multipart `file`). Without `ticketId` a spreadsheet for an import (the
   * `file.import` button); with it a document imported into that ticket (the tickets module registers
   * this route and checks the ticket is within the reader's reach).
   */
  addImportDocument: defineEndpoint({
    method: 'POST',
    path: '/ticket/document/addDocument',
    permission: permissions.tickets,
    query: addTicketDocumentQuerySchema,
    multipart: true,
    data: uploadDataSchema,
  }),
  /** A file of the resource library: documents and videos, videos up to the larger video limit. */
  uploadResource: defineEndpoint({
    method: 'POST',
    path: '/doc-upload/uploadResource',
    permission: permissions.resourceEdit,
    multipart: true,
    data: uploadDataSchema,
  }),
  download: defineEndpoint({
    method: 'GET',
    path: '/doc-upload/download',
    permission: 'authenticated',
    query: downloadQuerySchema,
    download: true,
    data: z.unknown(),
  }),
};
