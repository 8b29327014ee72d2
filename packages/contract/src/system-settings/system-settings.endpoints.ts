import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { systemSettingsPaths as p } from './system-settings.paths';
import {
  codeTableAdminEntrySchema,
  configurationHistoryPageSchema,
  configurationHistoryQuerySchema,
  saveCodeTableEntryBodySchema,
  setCodeTableEntryStatusBodySchema,
  systemSettingsSchema,
} from './system-settings.schema';

export const systemSettingsEndpoints = {
  listCodeTableEntries: defineEndpoint({
    ...p.listCodeTableEntries,
    data: z.array(codeTableAdminEntrySchema),
  }),
  saveCodeTableEntry: defineEndpoint({
    ...p.saveCodeTableEntry,
    body: saveCodeTableEntryBodySchema,
    data: codeTableAdminEntrySchema,
  }),
  setCodeTableEntryStatus: defineEndpoint({
    ...p.setCodeTableEntryStatus,
    body: setCodeTableEntryStatusBodySchema,
    data: codeTableAdminEntrySchema,
  }),
  getSystemSettings: defineEndpoint({ ...p.getSystemSettings, data: systemSettingsSchema }),
  saveSystemSettings: defineEndpoint({
    ...p.saveSystemSettings,
    body: systemSettingsSchema,
    data: systemSettingsSchema,
  }),
  getConfigurationHistory: defineEndpoint({
    ...p.getConfigurationHistory,
    query: configurationHistoryQuerySchema,
    data: configurationHistoryPageSchema,
  }),
};
