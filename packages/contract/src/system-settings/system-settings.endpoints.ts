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
  systemSettingsViewSchema,
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
  getSystemSettings: defineEndpoint({ ...p.getSystemSettings, data: systemSettingsViewSchema }),
  saveSystemSettings: defineEndpoint({
    ...p.saveSystemSettings,
    body: systemSettingsSchema,
    data: systemSettingsViewSchema,
  }),
  getConfigurationHistory: defineEndpoint({
    ...p.getConfigurationHistory,
    query: configurationHistoryQuerySchema,
    data: configurationHistoryPageSchema,
  }),
};
