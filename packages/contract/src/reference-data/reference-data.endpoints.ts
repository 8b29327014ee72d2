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
import { referenceDataPaths as paths } from './reference-data.paths';

export const referenceDataEndpoints = {
  getI18nLanguage: defineEndpoint({
    ...paths.getI18nLanguage,
    query: getI18nLanguageQuerySchema,
    data: z.record(z.string(), z.string()),
  }),
  getCodeTable: defineEndpoint({
    ...paths.getCodeTable,
    query: getCodeTableQuerySchema,
    data: z.array(codeTableEntrySchema),
  }),
  getCpqCodeTable: defineEndpoint({ ...paths.getCpqCodeTable, data: cpqCodeTableDataSchema }),
  getLocationByParent: defineEndpoint({
    ...paths.getLocationByParent,
    body: getLocationByParentBodySchema,
    data: z.array(locationSchema),
  }),
};
