import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { permissions } from '../identity/menu-tree';
import {
  exceptionLogPageSchema,
  pageExceptionLogsBodySchema,
  saveExceptionLogBodySchema,
} from './exception-logs.schema';

export const exceptionLogsEndpoints = {
  save: defineEndpoint({
    method: 'POST',
    path: '/exceptionLog/save',
    permission: 'authenticated',
    body: saveExceptionLogBodySchema,
    data: z.null(),
  }),
  page: defineEndpoint({
    method: 'POST',
    path: '/exceptionLog/page',
    permission: permissions.exceptionLogView,
    body: pageExceptionLogsBodySchema,
    data: exceptionLogPageSchema,
  }),
};
