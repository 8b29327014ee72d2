import { defineEndpoint } from '../core/endpoint';
import { listSettingsPaths as p } from './list-settings.paths';
import {
  listColumnsQuerySchema,
  listColumnsSchema,
  resetListColumnsBodySchema,
  saveListColumnsBodySchema,
} from './list-settings.schema';

export const listSettingsEndpoints = {
  getListColumns: defineEndpoint({
    ...p.getListColumns,
    query: listColumnsQuerySchema,
    data: listColumnsSchema,
  }),
  saveListColumns: defineEndpoint({
    ...p.saveListColumns,
    body: saveListColumnsBodySchema,
    data: listColumnsSchema,
  }),
  resetListColumns: defineEndpoint({
    ...p.resetListColumns,
    body: resetListColumnsBodySchema,
    data: listColumnsSchema,
  }),
};
