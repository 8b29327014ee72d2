import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { permissions } from '../identity/menu-tree';
import { monitoringSchema } from './monitoring.schema';

/** Monitoring (administrators): every item's count and list in one request. */
export const monitoringEndpoints = {
  getMonitoring: defineEndpoint({
    method: 'POST',
    path: '/reports/get-monitoring',
    permission: permissions.monitoring,
    body: z.object({}),
    data: monitoringSchema,
  }),
};
