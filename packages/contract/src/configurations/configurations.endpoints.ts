import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { defineListExport } from '../list-settings/list-export';
import { exportColumnsField } from '../list-settings/list-settings.schema';
import { permissions } from '../identity/menu-tree';
import {
  checkBodySchema,
  checkResultSchema,
  configurationSchema,
  createModelBodySchema,
  idQuerySchema,
  itemInfoSchema,
  itemLookupQuerySchema,
  modelInfoSchema,
  modelPageSchema,
  modelVersionSchema,
  modelFilterSchema,
  pageModelsBodySchema,
  publishBodySchema,
  saveConfigurationBodySchema,
  saveDraftBodySchema,
} from './configurations.schema';

/** The columns of the list's export, named as the list's columns on the screen. */
const modelsExportColumns = ['code', 'name', 'productLine', 'status', 'latestVersion', 'updatedAt'] as const;

/**
 * Integrated material configuration: configurable product models (draft, published versions) and the
 * configurations made from them. Checking a selection, saving a configuration and reading a published
 * version are open to the menu's readers and to solution designers (the service checks either).
 */
export const configurationsEndpoints = {
  pageModels: defineEndpoint({
    method: 'POST',
    path: '/integrated-material/page-model-list',
    permission: permissions.integratedMaterial,
    body: pageModelsBodySchema,
    data: modelPageSchema,
  }),
  exportModels: defineListExport({
    path: '/integrated-material/export-model-list',
    permission: permissions.integratedMaterial,
    body: modelFilterSchema.extend(exportColumnsField(modelsExportColumns)),
    columns: modelsExportColumns,
  }),
  getModel: defineEndpoint({
    method: 'GET',
    path: '/integrated-material/get-model-info',
    permission: permissions.integratedMaterial,
    query: idQuerySchema,
    data: modelInfoSchema,
  }),
  createModel: defineEndpoint({
    method: 'POST',
    path: '/integrated-material/create-model',
    permission: permissions.configurationEdit,
    body: createModelBodySchema,
    data: z.object({ id: z.number().int() }),
  }),
  saveDraft: defineEndpoint({
    method: 'POST',
    path: '/integrated-material/save-draft',
    permission: permissions.configurationEdit,
    body: saveDraftBodySchema,
    data: modelInfoSchema,
  }),
  publish: defineEndpoint({
    method: 'POST',
    path: '/integrated-material/publish',
    permission: permissions.configurationEdit,
    body: publishBodySchema,
    data: modelInfoSchema,
  }),
  getModelVersion: defineEndpoint({
    method: 'GET',
    path: '/integrated-material/get-model-version',
    permission: 'authenticated',
    query: idQuerySchema,
    data: modelVersionSchema,
  }),
  check: defineEndpoint({
    method: 'POST',
    path: '/integrated-material/check',
    permission: 'authenticated',
    body: checkBodySchema,
    data: checkResultSchema,
  }),
  saveConfiguration: defineEndpoint({
    method: 'POST',
    path: '/integrated-material/save-configuration',
    permission: 'authenticated',
    body: saveConfigurationBodySchema,
    data: z.object({ id: z.number().int() }),
  }),
  getConfiguration: defineEndpoint({
    method: 'GET',
    path: '/integrated-material/get-configuration',
    permission: 'authenticated',
    query: idQuerySchema,
    data: configurationSchema,
  }),
  /** Materials and virtual materials for the editor's pickers. */
  lookupItems: defineEndpoint({
    method: 'GET',
    path: '/integrated-material/lookup-items',
    permission: permissions.configurationEdit,
    query: itemLookupQuerySchema,
    data: z.array(itemInfoSchema),
  }),
};
