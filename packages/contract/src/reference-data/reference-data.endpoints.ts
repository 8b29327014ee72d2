import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import {
  codeTableEntrySchema,
  cpqCodeTableDataSchema,
  getCodeTableQuerySchema,
  getI18nLanguageQuerySchema,
  getLocationByParentBodySchema,
  locationSchema,
} from './reference-data.schema';

export const referenceDataEndpoints = {
  getI18nLanguage: defineEndpoint({
    method: 'GET',
    path: '/language/get-i18n-language',
    permission: 'public',
    query: getI18nLanguageQuerySchema,
    data: z.record(z.string(), z.string()),
  }),
  getCodeTable: defineEndpoint({
    method: 'GET',
    path: '/codetable/getCodeTable',
    permission: 'authenticated',
    query: getCodeTableQuerySchema,
    data: z.array(codeTableEntrySchema),
  }),
  getCpqCodeTable: defineEndpoint({
    method: 'GET',
    path: '/codetable/get-cpq-code-table-from-admin',
    permission: 'authenticated',
    data: cpqCodeTableDataSchema,
  }),
  getLocationByParent: defineEndpoint({
    method: 'POST',
    path: '/location/get-location-by-parent',
    permission: 'authenticated',
    body: getLocationByParentBodySchema,
    data: z.array(locationSchema),
  }),
};
