import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { permissions } from '../identity/menu-tree';
import { downloadQuerySchema, uploadDataSchema } from './files.schema';

export const filesEndpoints = {
  uploadDocument: defineEndpoint({
    method: 'POST',
    path: '/doc-upload/uploadDocument',
    permission: 'authenticated',
    multipart: true,
    data: uploadDataSchema,
  }),
  addImportDocument: defineEndpoint({
    method: 'POST',
    path: '/ticket/document/addDocument',
    permission: permissions.fileImport,
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
